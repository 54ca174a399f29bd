// Hostile CMS HTML comes out of the sanitiser inert, in workerd's own HTMLRewriter, even when
// the page's markup follows it; the markup editors really write survives.

import { describe, expect, it } from 'vitest';
import { sanitizeEnvelope, sanitizeHtml } from '../../worker/content/sanitize.ts';
import type { Envelope } from '../../app/api/types.ts';
import { SAFE_MARKUP, xssPayloads } from '../fixtures/xss-payloads.ts';

interface Seen {
  tag: string;
  attrs: [string, string][];
}

/** Every element a parser meets in `html` (HTMLRewriter, a second, independent pass). */
async function elements(html: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  await new HTMLRewriter()
    // HTMLRewriter's attributes are [name, value] pairs (the DOM lib's Element type says otherwise).
    .on('*', {
      element: (el) =>
        void seen.push({ tag: el.tagName.toLowerCase(), attrs: [...(el.attributes as unknown as Iterable<[string, string]>)] }),
    })
    .transform(new Response(html, { headers: { 'Content-Type': 'text/html' } }))
    .text();
  return seen;
}

const FORBIDDEN_TAGS =
  /^(script|iframe|frame|frameset|object|embed|applet|svg|math|style|base|meta|link|form|input|button|textarea|select|template|noscript|isindex|keygen)$/;
const FORBIDDEN_ATTRS = /^(on.*|style|srcdoc|formaction|action|background|dynsrc|lowsrc|xlink:href|data|code|target)$/i;

/** The scheme a browser would see: numeric and a few named references decoded, controls dropped. */
function schemeOf(value: string): string | null {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) % 0x110000))
    .replace(/&(colon|tab|newline);?/gi, (_, n: string) => ({ colon: ':', tab: '\t', newline: '\n' })[n.toLowerCase()] ?? '');
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return compact.match(/^([a-z][a-z0-9+.-]*):/)?.[1] ?? null;
}

/** What a payload must never leave behind, checked with the page's own markup after it. */
async function problems(clean: string): Promise<string[]> {
  const found: string[] = [];
  const seen = await elements(`<div class="article-body">${clean}</div><p id="after">after</p>`);
  for (const { tag, attrs } of seen) {
    if (FORBIDDEN_TAGS.test(tag)) found.push(`<${tag}>`);
    for (const [name, value] of attrs) {
      // target="_blank" is the sanitiser's own, on external links only.
      if (FORBIDDEN_ATTRS.test(name) && !(name === 'target' && value === '_blank' && tag === 'a')) found.push(`${tag}[${name}]`);
      if (name === 'href' || name === 'src') {
        const scheme = schemeOf(value);
        if (scheme !== null && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.push(`${tag}[${name}=${scheme}:]`);
      }
    }
  }
  if (!seen.some((e) => e.tag === 'p' && e.attrs.some(([n, v]) => n === 'id' && v === 'after')))
    found.push('swallowed the page markup after it');
  return found;
}

describe('the XSS corpus', () => {
  const payloads = xssPayloads();

  it('holds at least 100 payloads, each numbered so a probe can tell which fired', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    payloads.forEach((p, i) => {
      expect(p).toMatch(new RegExp(`\\b${i + 1}\\b`));
    });
  });

  it.each(payloads.map((p, i) => [i + 1, p] as const))(
    'payload %i leaves no script, handler, frame or dangerous URL',
    async (_n, payload) => {
      const clean = await sanitizeHtml(payload);
      expect(await problems(clean)).toEqual([]);
      // Sanitising is stable: cleaning the output again changes nothing an attacker could use.
      expect(await problems(await sanitizeHtml(clean))).toEqual([]);
    },
  );
});

describe('markup that ends inside a tag', () => {
  it.each([
    '<p>ok</p><img src=x onerror=alert(1);//',
    '<p>ok</p><img src="x" onerror="alert(1);//',
    "<p>ok</p><a href='https://ok.test/' title='x",
    '<p>ok</p><!-- never closed',
    '<p>ok</p><svg/onload=alert(1)//',
  ])('“%s” keeps its good part and cannot absorb the page markup that follows', async (payload) => {
    const clean = await sanitizeHtml(payload);
    expect(clean.startsWith('<p>ok</p>')).toBe(true);
    expect(await problems(clean)).toEqual([]);
  });

  it('an unclosed script swallows only itself', async () => {
    expect(await sanitizeHtml('<p>before</p><script>alert(1)')).toMatch(/^<p>before<\/p>(&lt;script>alert\(1\))?$/);
  });
});

describe('what editors write', () => {
  it('keeps headings, paragraphs, emphasis, lists and tables', async () => {
    const clean = await sanitizeHtml(SAFE_MARKUP);
    for (const part of [
      '<h2>办理流程</h2>',
      '<strong>营业执照</strong>',
      '<em>申请表</em>',
      '<ul><li>第一步</li><li>第二步</li></ul>',
      '<ol start="3">',
    ]) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('<th scope="col">项目</th>');
    expect(clean).toContain('<td colspan="2">费用</td>');
  });

  it('keeps http(s), mailto, tel and relative links; only external ones open apart without opener or referrer', async () => {
    const links = (await elements(await sanitizeHtml(SAFE_MARKUP))).filter((e) => e.tag === 'a').map((e) => Object.fromEntries(e.attrs));
    expect(links.map((a) => a.href)).toEqual([
      'https://www.example.org/guide',
      'http://example.com/a',
      'mailto:service@example.org',
      'tel:+86-10-65012000',
      '/service/commercial/origin',
      '../column/21?page=2#top',
    ]);
    for (const a of links.slice(0, 2)) expect(a).toMatchObject({ rel: 'noopener noreferrer', target: '_blank' });
    for (const a of links.slice(2)) expect(a.rel).toBeUndefined();
  });

  it('treats //host and its backslash spellings as external links', async () => {
    for (const href of ['//evil.test/x', '/\\evil.test/x', '\\\\evil.test/x']) {
      const [a] = (await elements(await sanitizeHtml(`<a href="${href}">x</a>`))).map((e) => Object.fromEntries(e.attrs));
      expect(a).toMatchObject({ rel: 'noopener noreferrer' });
    }
  });

  it('keeps images with their size and alt text, loading lazily', async () => {
    const images = (await elements(await sanitizeHtml(SAFE_MARKUP))).filter((e) => e.tag === 'img').map((e) => Object.fromEntries(e.attrs));
    expect(images).toEqual([
      { src: 'https://img.example.org/a.jpg', alt: '大楼', width: '640', height: '480', loading: 'lazy', decoding: 'async' },
      { src: '/images/b.png', alt: '', loading: 'lazy', decoding: 'async' },
    ]);
  });

  it('keeps links and images whose query has a bare & as editors paste it', async () => {
    const html = await sanitizeHtml(
      '<p><a href="https://www.mofcom.gov.cn/article?id=1&type=2">商务部通知</a><img src="/upload/2026/fair.jpg?w=800&h=600" alt="展会现场"></p>',
    );
    const [a, img] = (await elements(html)).filter((e) => e.tag === 'a' || e.tag === 'img').map((e) => Object.fromEntries(e.attrs));
    expect(a?.href).toBe('https://www.mofcom.gov.cn/article?id=1&type=2');
    expect(img?.src).toBe('/upload/2026/fair.jpg?w=800&h=600');
  });

  it('turns an h1 into an h2, since the page owns its one h1', async () => {
    expect(await sanitizeHtml('<h1>标题</h1>')).toBe('<h2>标题</h2>');
  });
});

describe('envelopes', () => {
  it('cleans an article body and every FAQ answer before they are cached', async () => {
    const detail = (await sanitizeEnvelope('releaseDetailById', {
      code: 200,
      msg: 'ok',
      data: { id: '1', content: '<p>正文</p><script>alert(1)</script>' },
    } as unknown as Envelope)) as unknown as { data: { content: string } };
    expect(detail.data.content).toBe('<p>正文</p>');
    const faqs = (await sanitizeEnvelope('listAuthQu', {
      code: 200,
      msg: 'ok',
      total: 2,
      rows: [
        { id: '1', answer: '<img src=x onerror=alert(1)>' },
        { id: '2', answer: '<a href="javascript:alert(2)">x</a>' },
      ],
    } as unknown as Envelope)) as unknown as { rows: { answer: string }[] };
    expect(faqs.rows.map((r) => r.answer)).toEqual(['<img src=x alt="" loading="lazy" decoding="async">', '<a>x</a>']);
  });
});
