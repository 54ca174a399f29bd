// One fair of the fairs page: its status (报名中 / 已截止 / 已结束) and registration deadline
// first, how to send its form while it is open, then dates, place, theme, and the collapsed
// arrangements with the department's phone.

import type { Exhibition } from '../api/types.ts';
import {
  daysToRegister,
  FAIR_STATUS_LABEL,
  fairCloses,
  fairDeadline,
  fairStatus,
  SUBMIT_LABEL,
  type SubmitChannel,
} from '../domain/fairs.ts';
import { formatDate, formatLongDate } from '../lib/dates.ts';
import { AppLink } from './app-link.tsx';
import { ArticleBody } from './article-body.tsx';
import { AddToCalendarLater } from './calendar-parts.ts';
import { PhoneText } from './phone-text.tsx';

export function FairCard({
  fair: e,
  now,
  themeName,
  open = false,
}: {
  fair: Exhibition;
  /** The Beijing minute its status is judged at, `yyyy-MM-dd HH:mm`. */
  now: string;
  themeName: string;
  /** The arrangements shown open (the fair's own view, `?fair=`). */
  open?: boolean;
}) {
  const status = fairStatus(e, now);
  const left = daysToRegister(e, now);
  const closes = fairCloses(e);
  return (
    <li id={`fair-${e.id}`} className={`exhibition exhibition--${status}`} data-status={status}>
      <p className="exhibition__status">
        <span className={`fair-status fair-status--${status}`}>{FAIR_STATUS_LABEL[status]}</span>
        <span className="exhibition__deadline">
          报名截止：
          <time dateTime={closes.dateTime}>
            {formatLongDate(fairDeadline(e))}
            {closes.time ? ` ${closes.time}` : null}
          </time>
          {status === 'open' ? <>（{left === 1 ? `今天${closes.time ?? ''}截止` : `还剩${left}天`}）</> : null}
        </span>
      </p>
      {status === 'open' ? <SubmitTo by={e.submitBy} to={e.submitTo} /> : null}
      <h2 className="exhibition__name">
        <AppLink to={`?fair=${e.id}`}>{e.exhibitionName}</AppLink>
      </h2>
      <p className="exhibition__dates">
        展期：{formatDate(e.startDate)} 至 {formatDate(e.endDate)}
      </p>
      <p className="exhibition__meta">
        <span>
          {e.country} · {e.city}
        </span>
        {e.venue ? <span>{e.venue}</span> : null}
        {themeName ? <span className="tag">{themeName}</span> : null}
      </p>
      {e.summary ? <p>{e.summary}</p> : null}
      <p className="calendar-tools">
        <AddToCalendarLater kind="exhibition" id={e.id} name={e.exhibitionName} />
      </p>
      <details open={open}>
        <summary>组团安排与联系方式</summary>
        {e.content ? <ArticleBody html={e.content} title={e.exhibitionName} /> : null}
        <p>
          {e.organizer ? <>组织单位：{e.organizer}　</> : null}
          {e.contact ? <>联系人：{e.contact}　</> : null}
          {e.phone ? (
            <>
              电话：
              <PhoneText text={e.phone} />
            </>
          ) : null}
        </p>
        {e.linkUrl ? (
          <p>
            <AppLink to={e.linkUrl}>展会官方网站</AppLink>（主办方网站）
          </p>
        ) : null}
      </details>
    </li>
  );
}

/** How and where the registration form must arrive: a mailbox, an address, or an online form. */
function SubmitTo({ by, to }: { by: SubmitChannel; to: string }) {
  const target =
    by === 'email' && /^[^\s@]+@[^\s@]+$/.test(to) ? (
      <a href={`mailto:${to}`}>{to}</a>
    ) : by === 'online' ? (
      <AppLink to={to}>网上报名系统</AppLink>
    ) : to ? (
      to
    ) : (
      // A CMS that sends no target: the department, whose mailbox the contact page lists.
      <AppLink to="/contact">本会展览部（见联系我们）</AppLink>
    );
  return (
    <p className="exhibition__submit">
      报名表报送：{SUBMIT_LABEL[by]} {target}
    </p>
  );
}
