// A cache codec for plain text values, held as themselves: enough to watch the edge cache's rules.

import type { CacheCodec } from '../../../worker/cache/edge-cache.ts';

export const textCodec: CacheCodec<string, string> = {
  hold: (value) => ({ now: value, held: Promise.resolve({ held: value, size: value.length * 2 }) }),
  serve: (held) => held,
  toResponse: (held) => new Response(held),
  fromResponse: async (res) => {
    const held = await res.text();
    return { held, size: held.length * 2 };
  },
};
