// Which clicks on the site's links the client router takes: React Router's own rules
// (useLinkClickHandler), so a link opened in a new tab, saved or sent off-site still works.

import { describe, expect, it } from 'vitest';
import { routedPath } from '../../../../app/lib/link-clicks.ts';

const ORIGIN = 'https://www.council.example';
const click = (over: Partial<MouseEvent> = {}) =>
  ({ defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, ...over }) as MouseEvent;
const link = (href: string, attributes: Record<string, string> = {}) =>
  ({ href, target: attributes.target ?? '', hasAttribute: (name: string) => name in attributes }) as HTMLAnchorElement;

describe('routedPath', () => {
  it('routes a plain click on a site link to its path, query and anchor', () => {
    expect(routedPath(click(), link(`${ORIGIN}/importantNews?page=2`), ORIGIN)).toBe('/importantNews?page=2');
    expect(routedPath(click(), link(`${ORIGIN}/m/service/commercial/ata#guide-materials`), ORIGIN)).toBe(
      '/m/service/commercial/ata#guide-materials',
    );
  });

  it('leaves a click with a modifier key, another button or a handled event to the browser', () => {
    for (const over of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(routedPath(click(over), link(`${ORIGIN}/importantNews`), ORIGIN)).toBeNull();
  });

  it('leaves a link to another window, a download or another origin to the browser', () => {
    expect(routedPath(click(), link(`${ORIGIN}/importantNews`, { target: '_blank' }), ORIGIN)).toBeNull();
    expect(routedPath(click(), link(`${ORIGIN}/importantNews`, { download: '' }), ORIGIN)).toBeNull();
    expect(routedPath(click(), link('https://www.ccpit.org/importantNews'), ORIGIN)).toBeNull();
    expect(routedPath(click(), link(`${ORIGIN}/importantNews`, { target: '_self' }), ORIGIN)).toBe('/importantNews');
  });
});
