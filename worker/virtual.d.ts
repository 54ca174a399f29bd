// Modules the build provides (scripts/vite/build-info.ts).
declare module 'virtual:client-assets' {
  const assets: unknown;
  export default assets;
}
