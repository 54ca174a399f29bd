// Turns an upstream answer into the canonical envelope of docs/api.md with the app's tolerant
// decoder, so that both modes hand the same shapes to the cache, sanitiser and pages.

import { CALLS, type CallName } from '../../app/api/calls.ts';
import { decodeAnswer } from '../../app/api/answers.ts';
import type { Envelope } from '../../app/api/types.ts';
import { answerEnvelope } from './store.ts';

export function normaliseEnvelope(call: CallName, body: unknown): Envelope {
  return answerEnvelope(CALLS[call].answer, decodeAnswer(call, body));
}
