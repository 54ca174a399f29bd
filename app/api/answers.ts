// Decodes any call's answer by its entry in the call table (tolerant, docs/api.md): used by the
// API client and by the worker's upstream normaliser, so both read answers one way.

import { CALLS, type CallName, type CallResult } from './calls.ts';
import { decodeData, decodeList, decodePage, num } from './decode.ts';
import { DECODERS } from './entities.ts';

/**
 * The decoded answer, or null for a detail call whose record is missing or unusable (a 404).
 * Throws ApiError for any envelope code but 200.
 */
export function decodeAnswer<N extends CallName>(name: N, body: unknown): CallResult<N> | null {
  const spec = CALLS[name];
  const item = spec.entity ? (DECODERS[spec.entity] as (raw: unknown) => unknown) : (raw: unknown) => raw;
  switch (spec.answer) {
    case 'list':
      return decodeList(body, item) as CallResult<N>;
    case 'page':
      return decodePage(body, item) as CallResult<N>;
    case 'detail':
      return item(decodeData(body)) as CallResult<N> | null;
    case 'count':
      return num(decodeData(body)) as CallResult<N>;
    case 'result':
      return item(body) as CallResult<N>;
  }
}
