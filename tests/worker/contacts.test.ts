// One place for each contact, numbers a phone can call, 404s that help (issue 35): the
// contact page (PC and phone) states every stored contact fact once, under its label (issue
// 45); on every page of the site map each council number reads as at its source and every phone number on the phone pages is a
// tap-to-call link whose text is the number alone; a mistyped path is offered the closest
// pages without a store query, its echo bounded.

import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnHref } from '../../app/domain/column-pages.ts';
import { loadSeedDocument } from '../../content/seed.ts';
import { fact } from '../../app/api/entities-site.ts';
import { FOOTER_FACTS, otherBodiesOf } from '../../app/domain/contact-facts.ts';
import { ownerMark } from '../../app/domain/other-bodies.ts';
import { SERVICES } from '../../app/domain/services.ts';
import { phoneRuns } from '../../app/domain/phones.ts';
import app from '../../worker/index.ts';
import { get, text } from './helpers/request.ts';
import { CERTIFICATION } from './helpers/council.ts';

/** An offered guide's path mistyped (commercial → comercial). */
const TYPO = CERTIFICATION.path.replace('commercial', 'comercial');

const seed = loadSeedDocument(import.meta.glob('../../content/seed/*.json', { eager: true, import: 'default' }));

/** A D1 binding that counts every statement prepared and batch sent, sessions included. */
function countingDb() {
  let calls = 0;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop);
        if (typeof value !== 'function') return value;
        if (prop === 'withSession') return (...args: unknown[]) => wrap(value.apply(t, args));
        if (prop === 'prepare' || prop === 'batch' || prop === 'exec') {
          return (...args: unknown[]) => {
            calls++;
            return value.apply(t, args);
          };
        }
        return value.bind(t);
      },
    });
  return { DB: wrap(env.DB), calls: () => calls };
}

async function ask(path: string, bindings: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://site.test${path}`), { ...env, ...bindings }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html };
}

/** The page's main content and footer as text (the header's menus hold no numbers). */
const pageText = (html: string) => text(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, ''));

describe('404s that help', () => {
  beforeAll(async () => {
    // What every page already holds (the column tree, the content generation), as after any visit.
    await ask('/');
    await ask('/m');
  });

  it.each([
    ['/servce/exhibition', '/service/exhibition', '展览服务'],
    ['/m/servce/exhibition', '/m/service/exhibition', '展览服务'],
    // A guide is suggested by its service's name (app/components/suggest-pages.ts).
    [TYPO, CERTIFICATION.path, `${CERTIFICATION.name}办理指南`],
    [`/m${TYPO}`, `/m${CERTIFICATION.path}`, `${CERTIFICATION.name}办理指南`],
    ['/contacts', '/contact', '联系我们'],
  ])('%s offers %s (%s) and asks the store nothing', async (path, href, name) => {
    const store = countingDb();
    const { status, html } = await ask(path, { DB: store.DB });
    expect(status).toBe(404);
    expect(html).toContain(`Page not found: ${path}`);
    const offered = /<nav class="error-page__suggestions"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(offered).toMatch(new RegExp(`<a[^>]*href="${href}"[^>]*>${name}</a>`));
    // The first suggestion is the one meant.
    expect(/<a[^>]*href="([^"]*)"/.exec(offered)?.[1]).toBe(href);
    expect(store.calls()).toBe(0);
  });

  it('echoes at most 200 characters of a long path, with an ellipsis', async () => {
    const path = `/${'a'.repeat(199)}BEYOND${'b'.repeat(600)}`;
    const { status, html } = await ask(path);
    expect(status).toBe(404);
    const message = /<p class="error-page__message"><code>([\s\S]*?)<\/code>/.exec(html)?.[1];
    expect(message).toBe(`Page not found: /${'a'.repeat(199)}…`);
  });
});

/** Every page of the site map: the column tree's pages, the guides and the contact page. */
async function siteMapPages(): Promise<string[]> {
  const body = (await (await get('/api/cn/listColumn')).json()) as { data: Parameters<typeof columnHref>[0][] };
  const paths = body.data
    .map((c) => columnHref(c))
    .filter((h) => !h.external)
    .map((h) => h.href);
  return [...new Set([...paths, ...SERVICES.map((s) => s.path), '/contact', '/sitemap'])];
}

describe('the contact page', () => {
  const facts = seed.facts!;
  const footerValue = (key: keyof typeof FOOTER_FACTS) => facts.find((f) => f.name === FOOTER_FACTS[key])!.value;

  it.each(['/contact', '/m/contact'])('%s states the council’s address, numbers and hours as stored', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const page = pageText(await res.text());
    expect(page).toContain('联系我们');
    for (const key of ['address', 'phone', 'hotline', 'hours'] as const) expect(page).toContain(footerValue(key));
  });

  it('lists every stored fact once in <main>, its value under its label, other bodies’ marked as theirs', async () => {
    const html = await (await get('/contact')).text();
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
    for (const f of facts) {
      const row = new RegExp(`<div data-fact="${f.name.replace(/\./g, '\\.')}"><dt>([^<]*)</dt><dd>([\\s\\S]*?)</dd></div>`).exec(main);
      expect(row, f.name).not.toBeNull();
      expect(text(row![1]!), f.name).toBe(f.label);
      expect(text(row![2]!), f.name).toContain(f.value);
      if (f.note) expect(text(row![2]!), f.name).toContain(f.note);
      expect(main.split(`>${f.value}<`).length - 1, f.name).toBe(1);
    }
    for (const body of otherBodiesOf(facts.map(fact).filter((f) => f !== null))) {
      expect(pageText(main)).toContain(`${body.phone}${ownerMark(body)}`);
    }
  });

  it('is where the footer’s 联系我们 leads', async () => {
    const html = await (await get('/aboutUs')).text();
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>联系我们<\/a>/);
    expect(html).not.toMatch(/href="mailto:[^"]*"[^>]*>联系我们/);
  });
});

describe('numbers on every page of the site map', () => {
  let pages: string[] = [];
  beforeAll(async () => {
    pages = await siteMapPages();
  });

  it('the switchboard is the switchboard everywhere, and office hours read as stored', { timeout: 120_000 }, async () => {
    const value = (name: string) => seed.facts!.find((f) => f.name === name)!.value;
    const [switchboard, hours] = [value(FOOTER_FACTS.phone), value(FOOTER_FACTS.hours)];
    for (const path of pages) {
      for (const device of ['', '/m']) {
        const page = pageText(await (await get(device && path === '/' ? '/m' : device + path)).text());
        // The switchboard's number is never given another line's name.
        for (const m of page.matchAll(new RegExp(`${switchboard}（([^）]*)）`, 'g'))) {
          expect(m[1], `${device}${path}`).not.toMatch(/监督|投诉|举报|热线/);
        }
        // Where a page gives the council's hours, they are the configured ones.
        for (const m of page.matchAll(/工作日上午(\d+:\d+)—(\d+:\d+)，下午(\d+:\d+)—(\d+:\d+)/g)) {
          expect(hours, `${device}${path}`).toContain(m[0]);
        }
      }
    }
  });

  it('on the phone pages every number is a tel: link whose text is the number alone', { timeout: 120_000 }, async () => {
    for (const path of pages) {
      const html = (await (await get(`/m${path === '/' ? '' : path}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
      const links = [...html.matchAll(/<a[^>]*href="tel:([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)];
      for (const [, digits, label] of links) {
        const shown = text(label!);
        const runs = phoneRuns(shown);
        expect(runs.length === 1 && runs[0]!.phone, `${path}: "${shown}"`).toBe(true);
        expect(digits, `${path}: "${shown}"`).toBe(shown.replace(/[^\d+]/g, ''));
      }
      // Left once the links are out: no number at all.
      const rest = pageText(html.replace(/<a[^>]*href="tel:[^"]*"[^>]*>[\s\S]*?<\/a>/g, ' '));
      const unlinked = phoneRuns(rest).filter((r) => r.phone);
      expect(
        unlinked.map((r) => r.text),
        `/m${path}`,
      ).toEqual([]);
    }
  });
});

describe('searching for a contact word', () => {
  it.each(['电话', '地址', '投诉', '几点上班', '投诉电话', '联系方式', '办公时间', '12345'])(
    '%s puts the contact page first',
    async (word) => {
      const body = (await (await get(`/api/cn/search?keyword=${encodeURIComponent(word)}`)).json()) as {
        rows: { title: string; url: string }[];
      };
      expect(text(body.rows[0]?.title ?? ''), word).toBe('联系我们');
      expect(body.rows[0]?.url).toBe('/contact');
    },
  );
});
