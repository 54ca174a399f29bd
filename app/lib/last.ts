// The last item of a list. Not `.at(-1)`: Safari gained `.at()` in 15.4, and the supported
// browsers start at Safari 15 (requirements §13.9; the build's check refuses `.at()`).

export const last = <T>(items: readonly T[] | null | undefined): T | undefined =>
  items?.length ? items[items.length - 1] : undefined;
