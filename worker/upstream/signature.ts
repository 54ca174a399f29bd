// The change notification's signature (docs/api.md "Change notifications"): HMAC-SHA256, keyed
// with UPSTREAM_NOTIFY_SECRET, over `<timestamp>.<body>` as sent, in hex, in `X-Signature:
// sha256=<hex>`; the timestamp (Unix seconds) in `X-Signature-Timestamp`. What is refused says why.

/** How far a notification's timestamp may be from the worker's clock, either way. */
export const REPLAY_WINDOW_S = 300;

export type Verdict =
  | { ok: true; signature: string }
  | { ok: false; reason: 'missing' | 'timestamp' | 'signature'; msg: string };

const HEX = /^[0-9a-f]{64}$/;

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Checks the headers against the body; `now` in ms (tests pin it). */
export async function verifyNotification(
  secret: string,
  headers: Headers,
  body: string,
  now = Date.now(),
): Promise<Verdict> {
  const timestamp = headers.get('X-Signature-Timestamp')?.trim() ?? '';
  const signature = /^sha256=(.+)$/.exec(headers.get('X-Signature')?.trim() ?? '')?.[1]?.toLowerCase() ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !signature)
    return {
      ok: false,
      reason: 'missing',
      msg: '缺少签名：请求须带 X-Signature-Timestamp（Unix 秒）和 X-Signature: sha256=<十六进制 HMAC-SHA256>',
    };
  if (Math.abs(now / 1000 - Number(timestamp)) > REPLAY_WINDOW_S)
    return {
      ok: false,
      reason: 'timestamp',
      msg: `时间戳超出允许范围：须在服务器时间前后 ${REPLAY_WINDOW_S} 秒内（请校准 CMS 服务器时钟，并在发送时现场计算签名）`,
    };
  if (!HEX.test(signature))
    return { ok: false, reason: 'signature', msg: '签名不符：X-Signature 须为 sha256= 加 64 位十六进制' };
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    fromHex(signature),
    new TextEncoder().encode(`${timestamp}.${body}`),
  );
  return valid
    ? { ok: true, signature }
    : { ok: false, reason: 'signature', msg: '签名不符：请用与站点相同的密钥，对“时间戳.请求体”原文计算 HMAC-SHA256' };
}
