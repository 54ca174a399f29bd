// Redirect targets (canonical path, device switch, the device choice's `to`) stay on the site: whatever path a
// visitor or a crafted link brings, the Location header can never send them to another host.

import { describe, expect, it } from 'vitest';
import { ownPath, safeLocalPath } from '../../../../worker/lib/safe-path.ts';

const SITE = 'https://www.council.example';
const landsOn = (location: string) => new URL(location, SITE);

describe('safeLocalPath', () => {
  it.each(['/', '/importantNews', '/m/detail/1001', '/service/commercial/components/problem', '/search/%E5%8E%9F'])(
    'leaves the site’s own path %s as it is',
    (path) => {
      expect(safeLocalPath(path)).toBe(path);
    },
  );

  it.each([
    ['//evil.example/login', '/evil.example/login'],
    ['///evil.example', '/evil.example'],
    ['\\\\evil.example\\login', '/evil.example/login'],
    ['/\\evil.example', '/evil.example'],
    ['\\/evil.example', '/evil.example'],
  ])('turns the network-path reference %s into the local path %s', (path, safe) => {
    expect(safeLocalPath(path)).toBe(safe);
    expect(landsOn(safeLocalPath(path)).origin).toBe(SITE);
  });

  it('keeps the rest of the path, double slashes inside it included', () => {
    expect(safeLocalPath('//service//trade/activity')).toBe('/service//trade/activity');
  });

  it('gives a path without a leading slash one, and an empty path the home page', () => {
    expect(safeLocalPath('importantNews')).toBe('/importantNews');
    expect(safeLocalPath('evil.example')).toBe('/evil.example');
    expect(safeLocalPath('https://evil.example/')).toBe('/https://evil.example/');
    expect(landsOn(safeLocalPath('https://evil.example/')).origin).toBe(SITE);
    expect(safeLocalPath('')).toBe('/');
  });

  it('keeps a /m prefix swap on the site (desktop path of /m//evil.example)', () => {
    const desktop = '/m//evil.example/x'.slice(2);
    expect(landsOn(desktop).origin).not.toBe(SITE);
    expect(landsOn(safeLocalPath(desktop)).origin).toBe(SITE);
  });
});

describe('ownPath (a target from a parameter)', () => {
  it.each(['/', '/m', '/importantNews?page=2&size=20', '/m/search?q=ATA+%E5%8D%95%E8%AF%81%E5%86%8C', '/detail/1001?type=activity'])(
    'takes the site’s own path and query %s',
    (raw) => {
      const url = ownPath(raw);
      expect(url && url.pathname + url.search).toBe(raw);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '%2F%2Fevil.example',
    'evil.example',
    '',
    null,
    undefined,
    `/${'a'.repeat(1000)}`,
  ])('refuses %j', (raw) => {
    expect(ownPath(raw)).toBeNull();
  });

  it('keeps what stays escaped as a path segment on the site, never an authority', () => {
    for (const raw of ['/%2F%2Fevil.example', '/%5C%5Cevil.example', '/m/..//evil.example']) {
      const url = ownPath(raw);
      expect(url).not.toBeNull();
      expect(landsOn(safeLocalPath(url!.pathname)).origin).toBe(SITE);
    }
  });
});
