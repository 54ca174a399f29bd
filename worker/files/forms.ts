// The downloadable forms (/files/{name}.docx) and their reading copies (/files/{name}.html),
// assembled per request from their templates in content/forms/ with the stored facts filled
// in (issue 45, decision 0113): a number changed with content:fact reaches both without a
// deploy. Kept like a page (the one cache helper, per content generation), so a form costs
// one facts read and a few hundred microseconds once per generation, not per download.

import { type Context, Hono } from 'hono';
import { DOCX_TYPE } from '../../content/docx-zip.ts';
import { formCopy, formDocx, formName } from '../../content/forms.ts';
import type { AppEnv } from '../app-env.ts';
import { cachedPage } from '../ssr/page-cache.ts';
import { contentApi } from './request-context.ts';

/** Template name → its document.xml (bundled: ten forms, about 150 KB, 17 KB gzipped). */
export const FORM_TEMPLATES: ReadonlyMap<string, string> = new Map(
  Object.entries(
    import.meta.glob<string>('../../content/forms/*.xml', { eager: true, query: '?raw', import: 'default' }),
  ).map(([path, xml]) => [path.replace(/^.*\/([^/]+)\.xml$/, '$1'), xml]),
);

export const formRoutes = new Hono<AppEnv>();

async function renderForm(c: Context<AppEnv>, name: string, copy: boolean, template: string): Promise<Response> {
  const facts = new Map((await contentApi(c).listFact()).map((f) => [f.name, f.value]));
  const lookup = (fact: string) => facts.get(fact);
  if (copy) return c.html(formCopy(name, template, lookup, c.get('site').identity.linkColour));
  return c.body(await formDocx(template, lookup), 200, {
    'Content-Type': DOCX_TYPE,
    'Content-Disposition': `attachment; filename="${name}.docx"`,
  });
}

formRoutes.get('/files/:file', async (c) => {
  const url = new URL(new URL(c.req.url).pathname, c.req.url);
  const form = formName(url.pathname);
  const template = form && FORM_TEMPLATES.get(form.name);
  // Anything else under /files/ is a static file (public/files/), served before the worker runs.
  if (!form || !template) return c.text('File not found', 404);
  const response = await cachedPage(c, url, () => renderForm(c, form.name, form.copy, template));
  if (response.status === 200) response.headers.set('Cache-Control', 'public, max-age=600');
  return response;
});
