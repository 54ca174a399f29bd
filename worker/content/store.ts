// The content interface of the worker: one call of requirements §7 in, one docs/api.md envelope out.
// Implemented by the built-in D1 service and by the upstream CMS proxy.

import type { AnswerShape, ParsedCall } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';

export interface ContentStore {
  /** Where the content comes from, for logs, Server-Timing and /healthz. */
  readonly kind: 'd1' | 'upstream';
  /**
   * Answers one call. Bad input gets the envelope docs/api.md prescribes (code 400/404 or a
   * clamped page), never a throw; a throw means the store itself failed.
   */
  handle(call: ParsedCall, query: URLSearchParams): Promise<Envelope>;
  /** Throws when the store cannot answer (for /healthz). */
  ping(): Promise<void>;
}

/** Envelope helpers shared by the stores (docs/api.md). */
export const ok = <T>(data: T) => ({ code: 200, msg: '操作成功', data });
export const page = <T>(rows: T[], total: number) => ({ code: 200, msg: '查询成功', total, rows });
export const notFound = () => ({ code: 404, msg: '访问资源不存在' });
export const badRequest = () => ({ code: 400, msg: '参数格式不正确' });

/** The envelope of a decoded answer: a page as rows/total, a missing detail as 404. */
export function answerEnvelope(shape: AnswerShape, value: unknown): Envelope {
  if (value === null) return notFound();
  if (shape === 'page') {
    const { rows, total } = value as { rows: unknown[]; total: number };
    return page(rows, total);
  }
  return ok(value);
}
