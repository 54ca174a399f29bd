// Modules the build provides (scripts/vite/build-info.ts, scripts/vite/site-identity.ts).
declare module 'virtual:client-assets' {
  const assets: unknown;
  export default assets;
}

// The whole identity (scripts/vite/site-identity.ts; the browser's build holds only app/identity.ts's fields).
declare module 'virtual:site-identity' {
  const identity: import('../app/site-identity-type.ts').BuiltIdentity;
  export default identity;
}

// Every council the worker serves, by folder name (scripts/vite/site-identity.ts; worker/site-identity.ts).
declare module 'virtual:sites' {
  const sites: { defaultSite: string; sites: Record<string, import('./site-identity.ts').BuiltSite> };
  export default sites;
}
