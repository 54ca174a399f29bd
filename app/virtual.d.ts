// Modules the build provides (scripts/vite/site-identity.ts).
declare module 'virtual:site-identity' {
  const identity: import('./site-identity-type.ts').BuiltIdentity;
  export default identity;
}
declare module 'virtual:brand.css';
