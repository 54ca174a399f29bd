// What 分享 does (components/share-tools.tsx says it to the visitor): the system's share sheet
// where there is one; in WeChat, where pages are shared from the ⋯ menu, that menu; else a copy
// of the address, and when the browser refuses to copy (no clipboard permission, as in
// WeChat's browser), `manual`: the address is shown to copy by hand, never 链接已复制.
// Nothing here runs before a tap, so the share tools load it after the page has hydrated.

export type ShareOutcome = 'idle' | 'copied' | 'manual' | 'wechat';

/** What the status line says after each outcome ('' for none). */
export const SHARE_MESSAGES: Readonly<Record<ShareOutcome, string>> = {
  idle: '',
  copied: '链接已复制，可粘贴发送给他人。',
  wechat: '请点击右上角“⋯”，选择“发送给朋友”或“分享到朋友圈”；也可以复制下面的链接。',
  manual: '未能自动复制链接，请长按或选中下面的链接手动复制。',
};

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

/** Shares `href`; null when the visitor closed the share sheet (nothing to report). */
export async function share(title: string, href: string): Promise<ShareOutcome | null> {
  if (navigator.share && !inWeChat()) {
    try {
      await navigator.share({ title, url: href });
      return 'idle';
    } catch (error) {
      // The visitor closed the sheet: nothing to report. Any other failure: copy instead.
      if ((error as Error).name === 'AbortError') return null;
    }
  }
  if (inWeChat()) return 'wechat';
  return (await copy(href)) ? 'copied' : 'manual';
}
