// The envelopes of docs/api.md (RuoYi style) and a decoded page: what every call's answer travels in.

/** `{ code, msg, data }` (docs/api.md). */
export interface DataEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** RuoYi `TableDataInfo`: `{ code, msg, total, rows }` (docs/api.md). */
export interface PageEnvelope<T> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

export interface ErrorEnvelope {
  code: number;
  msg: string;
}

export type Envelope = DataEnvelope<unknown> | PageEnvelope<unknown> | ErrorEnvelope;

export interface Page<T> {
  total: number;
  rows: T[];
}
