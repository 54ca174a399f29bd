// A pure function of a string, remembered up to a bound: for the few hundred values every
// render asks for again (dates, link targets, API URLs). An isolate serves many requests, so
// only what depends on the string alone may be kept; past the bound it starts afresh.

export function remembered<T>(compute: (key: string) => T, limit = 4096): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (values.has(key)) return values.get(key) as T;
    const value = compute(key);
    if (values.size >= limit) values.clear();
    values.set(key, value);
    return value;
  };
}
