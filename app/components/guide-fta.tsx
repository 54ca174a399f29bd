// What the FTA guide alone shows (one guide in eight): its agreements table and the 协定资讯
// list, one chunk that only that page loads, after it has hydrated (components/guide-parts.ts,
// decision 0088).

export { GuideAgreements } from './guide-agreements.tsx';
export { RelatedColumn } from './related-column.tsx';
