// GOV.UK's start button, adapted: the guide's online system, in a new tab, saying before the
// click that it leaves this site (WCAG 3.2.5: a new window is announced).

export function GuideStart({ url, title }: { url: string; title: string }) {
  const host = new URL(url).host;
  return (
    <div className="guide-start">
      <a
        className="button guide-start__button"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-guide-start=""
      >
        开始在线办理
        <span aria-hidden="true"> ↗</span>
        <span className="visually-hidden">{title ? `：${title}` : ''}（将离开本站，在新窗口打开）</span>
      </a>
      <p className="guide-start__note">将离开本站，在新窗口打开 {host} 的办理系统。</p>
    </div>
  );
}
