// Pages the worker answers without React: a broken configuration names the bad vars
// (operators read it; visitors see only that the site is being configured); a hostname no
// council of the platform has names no council.

function page(title: string, body: string, status: number): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function configErrorPage(problems: string[]): Response {
  const items = problems.map((p) => `<li><code>${escapeHtml(p)}</code></li>`).join('');
  return page(
    'Internal Server Error',
    `<h1>网站配置有误</h1><p>Internal Server Error: the worker configuration is invalid.</p><ul>${items}</ul><p>请管理员按 README 的配置说明修正后重新部署。</p>`,
    500,
  );
}

/**
 * A platform's answer to a hostname its registry does not know (a stale DNS record, a typo, a
 * scanner): no council's name, identity or content, so that no site can be shown under a
 * domain that is not its own.
 */
export function unknownHostPage(): Response {
  return page(
    '未找到该网站 Not Found',
    '<h1>未找到该网站</h1><p>Not Found: 本平台没有使用此域名的网站，请核对网址。</p>',
    404,
  );
}
