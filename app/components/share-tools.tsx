// Print and share for an article: print is the browser's; sharing uses the Web Share API
// where there is one, else copies the address.

import { useState } from 'react';

export function ShareTools({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <p className="share-tools no-print">
      <button type="button" className="button button--ghost button--small" onClick={() => window.print()}>
        打印本页
      </button>
      <button type="button" className="button button--ghost button--small" onClick={share}>
        分享
      </button>
      <span role="status" className="share-tools__status">
        {copied ? '链接已复制' : ''}
      </span>
    </p>
  );
}
