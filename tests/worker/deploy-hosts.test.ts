// What a deployed environment answers on its hosts (issue 37): with SITE_ORIGIN set, the apex
// and plain HTTP are redirected to the one canonical origin, path and query kept; staging
// (SEARCH_INDEXING 0) answers noindex and turns crawlers away in robots.txt, production does
// not; the footer links the ICP and 公安备案 numbers to their public records.

import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import type { Env } from '../../worker/env.ts';
import { getWithEnv } from './helpers/request.ts';

// The configured origins (wrangler.toml's [env.production.vars] and [env.staging.vars]).
const ORIGIN = env.DEPLOYED_VARS.production.SITE_ORIGIN!;
const STAGING = env.DEPLOYED_VARS.staging.SITE_ORIGIN!;
const production = { ...env, SITE_ORIGIN: ORIGIN } as Env;
const staging = { ...env, SITE_ORIGIN: STAGING, SEARCH_INDEXING: '0' } as Env;
/** The canonical host and the apex it is reached from (www.x → x). */
const HOST = new URL(ORIGIN).host;
const APEX = HOST.replace(/^www\./, '');

describe('one canonical origin', () => {
  it.skipIf(APEX === HOST)('redirects the apex to SITE_ORIGIN, path and query kept', async () => {
    const res = await getWithEnv(`https://${APEX}/importantNews?pageNum=2`, production);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`${ORIGIN}/importantNews?pageNum=2`);
  });

  it('redirects plain HTTP to HTTPS on the canonical host', async () => {
    const res = await getWithEnv(`http://${HOST}/m/detail/1001`, production);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(`${ORIGIN}/m/detail/1001`);
  });

  it('serves the canonical origin itself, and /healthz on any host', async () => {
    expect((await getWithEnv(`${ORIGIN}/`, production)).status).toBe(200);
    expect((await getWithEnv('http://10.0.0.1/healthz', production)).status).not.toBe(301);
  });

  it('does nothing without SITE_ORIGIN (local development)', async () => {
    expect((await getWithEnv('http://127.0.0.1/', env as Env)).status).toBe(200);
  });
});

describe('search engines', () => {
  it('staging answers noindex and its robots.txt disallows everything', async () => {
    const page = await getWithEnv(`${STAGING}/`, staging);
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Robots-Tag')).toMatch(/noindex/);
    const robots = await getWithEnv(`${STAGING}/robots.txt`, staging);
    expect(robots.headers.get('X-Robots-Tag')).toMatch(/noindex/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('production does not: no noindex, robots.txt allows the site and names its sitemap', async () => {
    const page = await getWithEnv(`${ORIGIN}/`, production);
    expect(page.headers.get('X-Robots-Tag')).toBeNull();
    const robots = await (await getWithEnv(`${ORIGIN}/robots.txt`, production)).text();
    expect(robots).toContain('Allow: /\n');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // The 电脑版/手机版 switch on every page leads there: a redirect, nothing to index.
    expect(robots).toContain('Disallow: /device/\n');
  });
});

describe('the filings in the footer', () => {
  it.skipIf(!IDENTITY.icp || !IDENTITY.psb)(
    'link the ICP number to the MIIT register and the 公安备案 number to its record (a council with its filings)',
    async () => {
      const html = await (await getWithEnv(`${ORIGIN}/`, production)).text();
      // The identity's numbers (sites/<SITE>/site.json), whichever council is configured.
      const code = IDENTITY.psb.replace(/\D/g, '');
      expect(html).toMatch(new RegExp(`<a href="https://beian\\.miit\\.gov\\.cn/"[^>]*>${IDENTITY.icp}</a>`));
      expect(html).toContain(`href="https://beian.mps.gov.cn/#/query/webSearch?code=${code}"`);
      expect(html).toMatch(new RegExp(`webSearch\\?code=${code}"[^>]*>${IDENTITY.psb}</a>`));
    },
  );

  it.skipIf(Boolean(IDENTITY.icp || IDENTITY.psb))('show no filing link for a council without filings', async () => {
    const html = await (await getWithEnv(`${ORIGIN}/`, production)).text();
    expect(html).not.toContain('beian.miit.gov.cn');
    expect(html).not.toContain('beian.mps.gov.cn');
  });
});
