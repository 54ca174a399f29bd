// An activity's status badge, for lists and the activity page alike: its own module, so a
// list does not pull the whole activity article into its page's JavaScript.

import type { ActivityStatus } from '../api/types.ts';

const STATUS_TEXT: Record<ActivityStatus, string> = { '0': '即将开始', '1': '进行中', '2': '已结束' };

export function ActivityBadge({ status }: { status: ActivityStatus }) {
  return <span className={`status status--${status}`}>{STATUS_TEXT[status]}</span>;
}
