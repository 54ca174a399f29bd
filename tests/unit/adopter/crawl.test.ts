// The crawl test:adopter runs (tests/adopter/crawl.ts, crawl-special.ts) finds a council's name
// however a page writes it (in the text, in JSON escapes, in numeric references), lists only
// the site's own links, and reads a QR code back from its modules.

import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { emptyReport, scanText, siteLinks } from '../../adopter/crawl.ts';
import { decodeQr } from '../../adopter/crawl-special.ts';

const needles = [{ text: '澄州市贸促会', what: 'short name' }];

describe('the adopter crawl', () => {
  it('finds a name in the text, in a JSON escape and in a numeric reference, once per page', () => {
    for (const page of ['<h1>澄州市贸促会</h1>', '{"n":"\\u6f84\\u5dde\\u5e02\\u8d38\\u4fc3\\u4f1a"}', '&#28548;&#x5dde;市贸促会']) {
      const report = emptyReport();
      scanText(report, 'http://site.test/', `${page}${page}`, needles);
      expect(report.traces.map((t) => t.found)).toEqual(['澄州市贸促会']);
    }
    const clean = emptyReport();
    scanText(clean, 'http://site.test/', '<h1>临江市贸促会</h1>', needles);
    expect(clean.traces).toEqual([]);
  });

  it('lists the site’s own links (pages, feed items, manifest icons), not other sites’ or mailto', () => {
    const html =
      '<a href="/service/commercial/ata#fees">x</a><a href="https://other.example/a">y</a><a href="mailto:a@b.c">z</a>' +
      '<link>http://site.test/detail/9</link>{"src": "/icons/icon-192.png"}<a href="?page=2">2</a>';
    expect(siteLinks(html, 'http://site.test/m/news', 'http://site.test')).toEqual([
      '/service/commercial/ata',
      '/detail/9',
      '/icons/icon-192.png',
      '/m/news?page=2',
    ]);
  });

  it('reads a QR code back from its modules', () => {
    const url = 'http://127.0.0.1:8811/m/detail/1001';
    const { size, data } = encode(url, { ecc: 'M', border: 0 });
    let path = '';
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      });
    });
    expect(decodeQr({ size, path })).toBe(url);
  });
});
