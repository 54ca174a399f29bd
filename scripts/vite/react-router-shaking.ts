// Build plugin: lets tree-shaking drop the React Router components the app never renders
// (Link, NavLink, Form, ScrollRestoration, HistoryRouter…) from the client build. Its
// production modules define them as `const X = React.forwardRef(…)` without a pure
// annotation and then write `X.displayName = "X"`: both count as side effects, so every
// page carried them and the framework-mode prefetch code behind them (decision 0006).
// displayName serves React DevTools only.

import type { Plugin } from 'vite';

const REACT_ROUTER_PRODUCTION = /\/node_modules\/react-router\/dist\/production\/.*\.js$/;
const DISPLAY_NAME_WRITE = /^[\w$]+\.displayName = "[\w$.]*";$/gm;
const FORWARD_REF = /= (React\$1\.forwardRef\()/g;

export function reactRouterShaking(): Plugin {
  return {
    name: 'ccpit:react-router-shaking',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code) {
        const shaken = code.replace(DISPLAY_NAME_WRITE, '').replace(FORWARD_REF, '= /* @__PURE__ */ $1');
        return shaken === code ? undefined : { code: shaken, map: null };
      },
    },
  };
}
