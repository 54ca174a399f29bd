// requirements §5 link rules, HTML stripping and the mobile prefix swap.

import { describe, expect, it } from 'vitest';
import { stripHtml } from '../../../../app/lib/html.ts';
import { devicePath, isExternalLink, isInternalPath, isMobilePath, toDesktopPath, toMobilePath } from '../../../../app/lib/links.ts';

describe('requirements §5 link rules', () => {
  it.each(['http://a.cn', 'https://www.ccpit.org/', '//cdn.example.com/x.png', 'HTTPS://X.CN'])('%s is external', (href) => {
    expect(isExternalLink(href)).toBe(true);
  });
  it.each(['/detail/1', 'mailto:a@b.cn', 'tel:010', 'ftp://x', 'httpx://y', 'javascript:alert(1)', ''])('%s is not external', (href) => {
    expect(isExternalLink(href)).toBe(false);
  });
  it.each(['/', '/service/commercial/ata', '/m/detail/1001', '/aboutUs/components/base'])('%s is an internal path', (p) => {
    expect(isInternalPath(p)).toBe(true);
  });
  it.each(['//evil.com', '/a b', '/x?y=1', 'detail/1', '/a.b', '/%2f', 'http://x'])('%s is not an internal path', (p) => {
    expect(isInternalPath(p)).toBe(false);
  });
  it('strips tags, scripts and entities from text', () => {
    expect(stripHtml('<p>原产地<strong>证书</strong>&amp;ATA</p><script>alert(1)</script>')).toBe('原产地证书&ATA');
  });
});

describe('mobile prefix', () => {
  it('matches /m as a whole path segment only', () => {
    expect(isMobilePath('/m')).toBe(true);
    expect(isMobilePath('/m/importantNews')).toBe(true);
    expect(isMobilePath('/manifest.webmanifest')).toBe(false);
    expect(isMobilePath('/media')).toBe(false);
  });
  it('swaps both ways, the home page included', () => {
    expect(toMobilePath('/')).toBe('/m');
    expect(toMobilePath('/detail/1')).toBe('/m/detail/1');
    expect(toDesktopPath('/m')).toBe('/');
    expect(toDesktopPath('/m/detail/1')).toBe('/detail/1');
    expect(devicePath('/search?q=RCEP', true)).toBe('/m/search?q=RCEP');
    expect(devicePath('https://www.ccpit.org/', true)).toBe('https://www.ccpit.org/');
  });
});
