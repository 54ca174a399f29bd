// node:async_hooks as the Workers runtime provides it (nodejs_compat): the one class the
// worker uses (worker/ssr/hant.ts), without Node's whole type library.

declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
