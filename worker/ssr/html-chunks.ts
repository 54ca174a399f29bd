// Fewer, larger body chunks for a streamed page. React's edge renderer hands its output over
// in 4 KB views (and each larger string on its own), all of one flush within one task; every
// chunk then costs the runtime a write of its own (and each stream stage a hop). Joining what
// arrives within one task sends the page as React produces it, in one or two writes instead
// of a dozen (docs/performance.md "Render profile").

/** Above this many bytes waiting, they go out at once: a large flush is never held whole. */
const MAX_PENDING_BYTES = 16 * 1024;

function join(parts: Uint8Array[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A stream stage that joins the chunks arriving within one task into one. */
export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const emit = (controller: TransformStreamDefaultController<Uint8Array>) => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return;
    const chunk = pending.length === 1 ? pending[0]! : join(pending, bytes);
    pending = [];
    bytes = 0;
    try {
      controller.enqueue(chunk);
    } catch {
      // The reader went away (a visitor who left): nothing to send.
    }
  };
  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk);
      bytes += chunk.byteLength;
      if (bytes >= MAX_PENDING_BYTES) emit(controller);
      else timer ??= setTimeout(() => emit(controller), 0);
    },
    flush: emit,
  });
}
