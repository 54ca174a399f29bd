// requirements §4: a page may force light or dark, and the forced mode holds when the visitor changes
// the preference; a page cannot force system (a warning, and the preference applies). No
// page of the site forces a mode, so these run over a fixture route table.

import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageHandle } from '../../../../app/page-handle.ts';
import { buildRoutes, PAGES, type PageDef } from '../../../../app/routes.ts';
import { applyColorMode, saveColorPreference, setPageColorMode } from '../../../../app/runtime/color-mode.ts';

const FIXTURE_PAGES: readonly PageDef[] = [
  { id: 'home', path: '/', module: 'home', layout: 'home' },
  { id: 'night-exhibition', path: '/service/exhibition', module: 'exhibition', colorMode: 'dark' },
  { id: 'follow-system', path: '/importantNews', module: 'column', colorMode: 'system' },
  { id: 'not-found', path: '*', module: 'not-found' },
];

function forcedModeAt(routes: ReturnType<typeof buildRoutes>, path: string) {
  return (matchRoutes(routes, path)?.at(-1)?.route.handle as PageHandle | undefined)?.colorMode;
}

describe('the route table and forced colour modes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns when a page forces system, and that page follows the preference', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = buildRoutes(FIXTURE_PAGES);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/follow-system.*"system"/);
    expect(forcedModeAt(routes, '/importantNews')).toBeUndefined();
    expect(forcedModeAt(routes, '/m/importantNews')).toBeUndefined();
  });

  it('keeps light or dark, on the PC page and its /m twin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = buildRoutes(FIXTURE_PAGES);
    expect(forcedModeAt(routes, '/service/exhibition')).toBe('dark');
    expect(forcedModeAt(routes, '/m/service/exhibition')).toBe('dark');
    expect(forcedModeAt(routes, '/')).toBeUndefined();
    warn.mockRestore();
    // The real table forces nothing, so it warns about nothing.
    const quiet = vi.spyOn(console, 'warn');
    buildRoutes(PAGES);
    expect(quiet).not.toHaveBeenCalled();
  });
});

describe('a forced mode and the visitor’s preference', () => {
  // Just enough of a browser for color-mode.ts: <html>'s classes, local storage, the media query.
  const classes = new Set<string>();
  const stored = new Map<string, string>();
  let prefersDark = false;
  beforeEach(() => {
    classes.clear();
    stored.clear();
    prefersDark = false;
    vi.stubGlobal('document', {
      documentElement: { classList: { toggle: (c: string, on: boolean) => void (on ? classes.add(c) : classes.delete(c)) } },
    });
    vi.stubGlobal('window', { matchMedia: () => ({ matches: prefersDark }) });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    });
  });
  afterEach(() => {
    setPageColorMode(undefined);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a page forcing dark stays dark when the visitor chooses light, and the choice is kept for other pages', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = buildRoutes(FIXTURE_PAGES);
    setPageColorMode(forcedModeAt(routes, '/service/exhibition'));
    expect([...classes]).toEqual(['dark']);
    saveColorPreference('light');
    expect([...classes]).toEqual(['dark']);
    expect(stored.get('nuxt-color-mode')).toBe('light');
    // Leaving for a page that forces nothing: the visitor's choice applies.
    setPageColorMode(forcedModeAt(routes, '/'));
    expect([...classes]).toEqual(['light']);
  });

  it('a page forcing dark stays dark when the system scheme changes', () => {
    setPageColorMode('dark');
    prefersDark = false;
    applyColorMode();
    expect([...classes]).toEqual(['dark']);
  });
});
