// A list column's Atom feed: <link rel="alternate"> in the head (React hoists it) for feed
// readers and browsers, and a visible 订阅 link for people.

import { useSite } from '../hooks/use-site.ts';
import { feedPath } from '../lib/feeds.ts';

export function FeedLink({ code, name, visible = true }: { code: string; name: string; visible?: boolean }) {
  const { site } = useSite();
  const href = feedPath(code);
  const title = `${name} - ${site?.shortName ?? ''}`;
  return (
    <>
      <link rel="alternate" type="application/atom+xml" title={title} href={href} />
      {visible && (
        <a className="feed-link" href={href} type="application/atom+xml">
          <span aria-hidden="true" className="feed-link__icon" />
          订阅<span className="visually-hidden">{name}（Atom）</span>
        </a>
      )}
    </>
  );
}
