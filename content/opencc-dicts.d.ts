// opencc-js's character tables (its `./*` export: dist/esm-lib/dict/*.js) have no types of
// their own: each module's default export is the table's text.
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
