// The build's browser check (requirements §13.9) against the stated browserslist: what the
// supported browsers run passes; a planted lookbehind, `Object.hasOwn`, `.at()` or newer syntax
// fails with the browsers that lack it. The build calls the same check on every client chunk
// (scripts/vite/browser-check.ts), so a planted one fails `npm run build` too.

import { describe, expect, it } from 'vitest';
import requirements from '../../../../docs/requirements.md?raw';
import pkg from '../../../../package.json';
import { buildTarget, engineMinimums } from '../../../../scripts/lib/browsers.ts';
import { checkSource } from '../../../../scripts/lib/syntax-check.ts';

const query = pkg.browserslist.join(', ');
const minimums = engineMinimums(query);
const features = (code: string) => checkSource(code, minimums).map((f) => `${f.feature} @${f.missingIn.join('+')}`);

/** A chunk as the build writes one, with `planted` somewhere inside. */
const chunk = (planted: string) => `import{a as e}from"./app-x.js";const t=e?.x??1;let n=class{#p=1;static s=2;};${planted}export{t,n};`;

describe('the supported browsers', () => {
  it('are the oldest stated: Safari/WKWebView 15, Chrome/WebView 90, Firefox ESR 115', () => {
    expect(minimums).toEqual({ chrome: 90, safari: 15, firefox: 115 });
    // The syntax target's floors: decision 0096 (the build's check still holds chunks to these minimums).
    expect(buildTarget(minimums)).toEqual(['chrome100', 'edge100', 'safari16', 'ios16', 'firefox115']);
  });

  it('are the browserslist requirements §13.9 states', () => {
    expect(requirements).toContain(`\`${query}\``);
  });
});

describe('the build check', () => {
  it('passes what they all run', () => {
    expect(features(chunk('const r=/(^|[^\\d])(\\d{5})(?!\\d)/g;'))).toEqual([]);
  });

  it('fails a planted lookbehind, in a literal and in new RegExp', () => {
    expect(features(chunk('const r=/(?<![\\d\\w.])12345/g;'))).toEqual(['regular-expression lookbehind (?<= or (?<! @safari 15']);
    expect(features(chunk('const r=new RegExp("(?<=x)y");'))).toHaveLength(1);
  });

  it('fails a planted Object.hasOwn and .at()', () => {
    expect(features(chunk('const h=Object.hasOwn(t,"a");'))).toEqual(['Object.hasOwn @chrome 90+safari 15']);
    expect(features(chunk('const l=[1,2].at(-1);'))).toEqual(['.at() of arrays and strings @chrome 90+safari 15']);
  });

  it('fails syntax the oldest cannot parse: a static block, a regular expression with the v flag', () => {
    expect(features(chunk('class S{static{this.x=1}}'))).toEqual(['class static block @chrome 90+safari 15']);
    expect(features(chunk('const v=/[\\p{L}--[a-z]]/v;'))[0]).toMatch(/^syntax past ES2022/);
  });
});
