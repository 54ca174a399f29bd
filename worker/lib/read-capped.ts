// A response body read whole, up to a cap: an upstream that sends no length, or a wrong one,
// cannot make the worker hold more than it chose to (the CMS's answers and its files alike).

/** The whole body, or null past `max` bytes (the rest is cancelled, never read). */
export async function readCapped(response: Response, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}
