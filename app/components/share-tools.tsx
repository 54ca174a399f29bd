// Print and share for an article. What sharing does, and what the status line then says, is
// app/lib/share.ts: loaded once the page has hydrated (it runs only on a tap), or by the tap
// itself if that comes first.

import { useRef, useState } from 'react';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';
import type { ShareOutcome } from '../lib/share.ts';

export function ShareTools({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome>('idle');
  const [message, setMessage] = useState('');
  const [url, setUrl] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const sharing = useAfterHydration(() => import('../lib/share.ts'));
  const share = async () => {
    const href = window.location.href;
    setUrl(href);
    // A tap before the module arrived imports it; if that fails (offline, a deploy), the tap
    // does nothing and the next one tries again.
    const lib = sharing ?? (await import('../lib/share.ts').catch(() => null));
    if (!lib) return;
    const result = await lib.share(title, href);
    if (result === null) return;
    setOutcome(result);
    setMessage(lib.SHARE_MESSAGES[result]);
    if (result === 'manual') requestAnimationFrame(() => field.current?.select());
  };
  return (
    <div className="share-tools no-print">
      <p className="share-tools__buttons">
        <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
          打印本页
        </button>
        <button type="button" className="button button--ghost button--small" onClick={share}>
          分享
        </button>
      </p>
      <div role="status" className="share-tools__status">
        {message}
      </div>
      {outcome === 'manual' || outcome === 'wechat' ? (
        <label className="share-tools__link">
          <span>本页链接</span>
          <input ref={field} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
    </div>
  );
}
