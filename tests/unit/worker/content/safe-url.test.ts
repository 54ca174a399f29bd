// The link and image URLs a CMS article may keep (architecture.md "Sanitiser"): web, mail, phone and
// relative links survive as written; a script URL is dropped however it is disguised with
// entities, case, spaces or control characters, because the browser would undo the disguise.

import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../../worker/content/safe-url.ts';

describe('safeUrl keeps what editors link to', () => {
  it.each([
    'https://www.ccpit.org/',
    'http://www.council.example/detail/1001',
    'HTTPS://WWW.MOFCOM.GOV.CN/article',
    'mailto:rzc@council.example',
    'tel:010-65016666',
    '/upload/2024/原产地证书申请表.docx',
    './attachments/a.pdf',
    '../index.html',
    '#section-2',
    '?page=2',
    '//cdn.council.example/images/banner.jpg',
    'https://www.ccpit.org/search?a=1&amp;b=2',
    // A bare `&` as editors paste it: `&type` is no entity a browser knows, so it stays.
    'https://www.council.example/detail?id=1&type=2',
    '/upload/2026/展会现场.jpg?w=800&h=600',
  ])('%s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('keeps the URL as written, only trimmed of the spaces around it', () => {
    expect(safeUrl('  https://www.ccpit.org/  ')).toBe('https://www.ccpit.org/');
    expect(safeUrl('\n/detail/1001\t')).toBe('/detail/1001');
  });
});

describe('safeUrl drops a script URL in any disguise', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'java&#0;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    'ftp://files.example.com/a.zip',
  ])('%s', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('drops a URL holding an entity it does not know rather than guess what the browser makes of it', () => {
    expect(safeUrl('java&shy;script:alert(1)')).toBeNull();
  });

  it('drops an empty or blank URL', () => {
    expect(safeUrl('')).toBeNull();
    expect(safeUrl('   ')).toBeNull();
    expect(safeUrl('&#32;')).toBeNull();
  });
});
