// The engines `npm run test:engines` drives, as Debian ships them (no browser download on this
// network, TOOLCHAIN.md "Other engines"): WebKitGTK's WebDriver with its MiniBrowser under Xvfb,
// Firefox ESR through WebDriver BiDi, and the Chromium of the other browser tests.

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** A PC-wide screen: the pages stay the PC version (below 768 px the client would swap to /m). */
export const XVFB_SCREEN = '1280x900x24';

/** What each engine needs, by Debian package: the binary that shows it is there. */
export const ENGINE_PACKAGES = [
  { name: 'webkit2gtk-driver', file: WEBKIT_DRIVER },
  { name: 'webkit2gtk-driver', file: MINIBROWSER },
  { name: 'xvfb', file: '/usr/bin/xvfb-run' },
  { name: 'xauth', file: '/usr/bin/xauth' },
  { name: 'firefox-esr', file: FIREFOX_PATH },
] as const;
