// What the FTA guide alone shows (one guide in eight): its agreements table and the 协定资讯
// list, one chunk that only that page loads (components/guide-sections.tsx, decision 0076).

export { GuideAgreements } from './guide-agreements.tsx';
export { RelatedColumn } from './related-column.tsx';
