// The arguments of the content calls that take more than an id (docs/api.md), for the call
// table (calls.ts); some carry this site's own additions, each said where it is.

import type { CertificationCode } from '../domain/services.ts';
import type { ActivityStatus } from './types.ts';

export interface Paging {
  pageNum?: number;
  pageSize?: number;
}

export interface ReleaseQuery extends Paging {
  columnId?: string;
  columnCode?: string;
  title?: string;
  tagId?: string;
  isTop?: '0' | '1';
  params?: { beginTime?: string; endTime?: string };
}

export interface ActivityQuery extends Paging {
  columnId?: string;
  columnCode?: string;
  status?: ActivityStatus;
  title?: string;
}

export interface ExhibitionQuery extends Paging {
  themeId?: string;
  exhibitionName?: string;
  country?: string;
  year?: string;
  /** This site's addition (decision 0043): fairs starting in this month (1–12) of any year. */
  month?: string;
  /** This site's addition (decision 0043): the one fair of this id. */
  id?: string;
  /**
   * This site's addition (decision 0043): fairs of this registration status as of
   * `params.today`, ordered for it (open ones by soonest deadline first).
   */
  status?: 'open' | 'closed' | 'ended' | 'upcoming' | 'all';
  /**
   * This site's additions: only exhibitions ending on or after `beginDate` (decision 0015);
   * `today` (`yyyy-MM-dd`, Beijing) is the day `status` is judged on (decision 0043), at
   * `time` (`HH:mm`) on it, else at its start (decision 0119).
   */
  params?: { beginDate?: string; today?: string; time?: string };
  /** This site's addition (decision 0015): the first row of each country or start year only. */
  distinct?: 'country' | 'year';
}

export interface AuthQuQuery extends Paging {
  typeId?: string;
  question?: string;
  /**
   * This site's addition: only the questions of one service's categories, in category order
   * (one read instead of categories, then counts, then pages). In upstream mode the worker
   * answers it from the CMS's own calls (worker/content/upstream-composed.ts).
   */
  serviceCode?: CertificationCode;
}
