// Pages the worker answers without React: a broken configuration names the bad vars
// (operators read it; visitors see only that the site is being configured).

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
