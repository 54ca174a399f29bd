// The three tabs of /service/trade/activity, shared by its page and its loader (which is a
// chunk of its own and must not import the page).

import { COLUMN_CODES } from './column-codes.ts';

// requirements §3: each tab shows one column: 活动预告 its activities and its releases, the others their releases.
export const ACTIVITY_TABS = [
  { key: 'upcoming', label: '活动预告', code: COLUMN_CODES.activityPreviews },
  { key: 'reports', label: '活动报道', code: COLUMN_CODES.activityReports },
  { key: 'courses', label: '线上课件', code: COLUMN_CODES.onlineCourses },
] as const;

export type ActivityTabKey = (typeof ACTIVITY_TABS)[number]['key'];
