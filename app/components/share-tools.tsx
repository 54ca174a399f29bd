// Print and share for an article. Share says what actually happened: the system's share
// sheet where there is one; in WeChat, where pages are shared from the ⋯ menu, that menu;
// else a copy of the address, and when the browser refuses to copy (no clipboard permission,
// as in WeChat's browser), the address shown selected to copy by hand, never 链接已复制.

import { useRef, useState } from 'react';

type Outcome = 'idle' | 'copied' | 'manual' | 'wechat';

/** WeChat's in-app browser: no share API; its own menu shares the page with its card. */
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent);

/** The old copy command, for browsers whose async clipboard is missing or refused. */
function copyByCommand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

async function copy(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, no user activation left): try the old way.
    }
  }
  return copyByCommand(text);
}

export function ShareTools({ title }: { title: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [url, setUrl] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const share = async () => {
    const href = window.location.href;
    setUrl(href);
    if (navigator.share && !inWeChat()) {
      try {
        await navigator.share({ title, url: href });
        setOutcome('idle');
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to report. Any other failure: copy instead.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    if (inWeChat()) {
      setOutcome('wechat');
      return;
    }
    const copied = await copy(href);
    setOutcome(copied ? 'copied' : 'manual');
    if (!copied) requestAnimationFrame(() => field.current?.select());
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
        {outcome === 'copied' ? '链接已复制，可粘贴发送给他人。' : null}
        {outcome === 'wechat' ? '请点击右上角“⋯”，选择“发送给朋友”或“分享到朋友圈”；也可以复制下面的链接。' : null}
        {outcome === 'manual' ? '未能自动复制链接，请长按或选中下面的链接手动复制。' : null}
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
