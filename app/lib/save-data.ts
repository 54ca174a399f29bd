// Whether anything may be fetched ahead: the one rule the route preloader and the service
// worker's precache both follow (Save-Data asked, or a 2g connection: nothing speculative).

/** What both read of `navigator.connection` (Network Information API; absent in some browsers). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor asked to save data, or the connection is too slow for anything speculative. */
export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
