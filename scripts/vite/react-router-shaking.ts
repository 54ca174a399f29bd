// Build plugin: lets tree-shaking drop the React Router code the client never runs.
//
// 1. Components the app never renders (Link, NavLink, Form, ScrollRestoration,
//    HistoryRouter…): its production modules define them as `const X = React.forwardRef(…)`
//    without a pure annotation and then write `X.displayName = "X"`: both count as side
//    effects, so every page carried them and the framework-mode prefetch code behind them.
//    displayName serves React DevTools only.
// 2. Instrumentation (`instrumentations` of createBrowserRouter, ~1.3 KB gzip): the router
//    imports it unconditionally, though it only runs when that option is given, which this
//    app never does. In the client build the router gets stand-ins instead: reading a
//    navigation's instrumentation receiver finds none (as without the option), and passing
//    the option fails loudly instead of being ignored.
// Both on every page (decision 0006). On a React Router upgrade that changes these patterns,
// the build warns and the manifest test in tests/e2e/budgets.spec.ts fails by their size.
// Upstream: remix-run/react-router#15299 drops the `displayName` writes; on every upgrade,
// check whether it has landed, and retire part 1 when it has.

import type { Plugin } from 'vite';

const REACT_ROUTER_PRODUCTION = /\/node_modules\/react-router\/dist\/production\/.*\.js$/;
const ROUTER_MODULE = /\/lib\/router\/router\.js$/;
const DISPLAY_NAME_WRITE = /^[\w$]+\.displayName = "[\w$.]*";$/gm;
const FORWARD_REF = /= (React\$1\.forwardRef\()/g;
const INSTRUMENTATION_IMPORT =
  'import { consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter } from "./instrumentation.js";';
const INSTRUMENTATION_STAND_INS = [
  'const consumeInstrumentationClientResultMetaReceiver = () => void 0;',
  'const instrumentationUnsupported = () => { throw new Error("React Router instrumentations are left out of this build (scripts/vite/react-router-shaking.ts)"); };',
  'const getRouteInstrumentationUpdates = instrumentationUnsupported;',
  'const instrumentClientSideRouter = instrumentationUnsupported;',
].join('\n');

export function reactRouterShaking(): Plugin {
  return {
    name: 'ccpit:react-router-shaking',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code, id) {
        let shaken = code.replace(DISPLAY_NAME_WRITE, '').replace(FORWARD_REF, '= /* @__PURE__ */ $1');
        if (ROUTER_MODULE.test(id)) {
          if (shaken.includes(INSTRUMENTATION_IMPORT))
            shaken = shaken.replace(INSTRUMENTATION_IMPORT, INSTRUMENTATION_STAND_INS);
          else
            this.warn(
              'react-router-shaking: router.js no longer imports instrumentation as expected; it stays in the client build',
            );
        }
        return shaken === code ? undefined : { code: shaken, map: null };
      },
    },
  };
}
