// The worker build remembers the bytes of React's recurring short strings (decision 0034):
// the rewrite must find React's encoder in the installed react-dom, and the encoder it puts
// there must give the same bytes as TextEncoder, however often a string recurs.

import { describe, expect, it } from 'vitest';
import reactDomServer from '../../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js?raw';
import { reactDomChunks } from '../../../../scripts/vite/react-dom-chunks.ts';

type Handler = (this: { error(message: string): never }, code: string) => { code: string } | undefined;
const handler = (reactDomChunks().transform as { handler: Handler }).handler;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe('reactDomChunks', () => {
  it('rewrites the installed react-dom’s stringToChunk to remember short strings', () => {
    const out = handler.call(context, reactDomServer)!.code;
    expect(out).toContain('rememberedChunks.get(content)');
    expect(out.match(/function stringToChunk\(/g)).toHaveLength(1);
  });

  it('fails the build when React no longer encodes as expected', () => {
    expect(() => handler.call(context, 'function stringToChunk(s) { return s; }')).toThrow(/react-dom-chunks/);
  });

  it('gives TextEncoder’s bytes for short, long, repeated and non-ASCII strings', () => {
    const out = handler.call(context, reactDomServer)!.code;
    const source = /var rememberedChunks[\s\S]*?\n}/.exec(out)![0];
    const textEncoder = new TextEncoder();
    // The rewritten function alone, over a real TextEncoder.
    const stringToChunk = new Function('textEncoder', `${source}; return stringToChunk;`)(textEncoder) as (s: string) => Uint8Array;
    const samples = ['', 'nav-item', '/importantNews', '原产地证书办理指南', 'x'.repeat(97), '贸'.repeat(96)];
    for (let round = 0; round < 3; round++) for (const s of samples) expect([...stringToChunk(s)]).toEqual([...textEncoder.encode(s)]);
  });
});
