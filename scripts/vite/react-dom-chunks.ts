// Build plugin: React's edge renderer encodes each short string it writes (every attribute
// value, every text node) with its own `TextEncoder.encode` call, about 1 µs each in the
// runtime (a new off-heap buffer per call): a fifth of a page render's CPU (decision 0034).
// Most of those strings recur from page to page (class names, links, the menu's column
// names), so in the worker build the encoder remembers the bytes of short strings, as React
// already does for its own fixed markup (`stringToPrecomputedChunk`). React only copies or
// slices a chunk (`writeChunk`); it hands one on by reference only past 4 KB, which no
// remembered chunk reaches. On a React upgrade that changes the function, the build fails.

import type { Plugin } from 'vite';
import { WORKER_ENVIRONMENT } from '../lib/build-output.ts';

const REACT_DOM_SERVER = /\/node_modules\/react-dom\/cjs\/react-dom-server\.edge\.production\.js$/;
const STRING_TO_CHUNK = /function stringToChunk\(content\) \{\s*return textEncoder\.encode\(content\);\s*\}/;

/** Strings up to this many UTF-16 units are remembered (at most 3 bytes each: never near 4 KB). */
const LONGEST = 96;
/** Entries before the memo starts afresh: the site's recurring strings fit many times over. */
const ENTRIES = 4096;

const REMEMBERING_STRING_TO_CHUNK = `var rememberedChunks = new Map();
function stringToChunk(content) {
  if (content.length > ${LONGEST}) return textEncoder.encode(content);
  var chunk = rememberedChunks.get(content);
  if (chunk === undefined) {
    chunk = textEncoder.encode(content);
    if (rememberedChunks.size >= ${ENTRIES}) rememberedChunks.clear();
    rememberedChunks.set(content, chunk);
  }
  return chunk;
}`;

export function reactDomChunks(): Plugin {
  return {
    name: 'ccpit:react-dom-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === WORKER_ENVIRONMENT,
    transform: {
      filter: { id: REACT_DOM_SERVER },
      handler(code) {
        if (!STRING_TO_CHUNK.test(code))
          this.error(
            'react-dom-chunks: stringToChunk is no longer as expected; review scripts/vite/react-dom-chunks.ts',
          );
        return { code: code.replace(STRING_TO_CHUNK, REMEMBERING_STRING_TO_CHUNK), map: null };
      },
    },
  };
}
