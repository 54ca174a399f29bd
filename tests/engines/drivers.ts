// One small interface over the engines' drivers: puppeteer-core for Chromium (CDP) and Firefox
// (WebDriver BiDi), selenium-webdriver for WebKitGTK (classic WebDriver; its driver refuses
// headless, so it runs under xvfb-run). Each session starts with an empty cache.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { FIREFOX_PATH, MINIBROWSER, WEBKIT_DRIVER, XVFB_SCREEN } from './engines.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Session {
  /** Starts loading `url`; resolves once the navigation has started, not when the page has loaded. */
  open(url: string): Promise<void>;
  click(selector: string): Promise<void>;
  /** Types into a field and presses Enter (a form's submission, as a visitor sends it). */
  submit(selector: string, text: string): Promise<void>;
  back(): Promise<void>;
  /** Runs an expression in the page; undefined while the page is between documents. */
  evaluate<T>(expression: string): Promise<T | undefined>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  session(): Promise<Session>;
  stop(): Promise<void>;
}

function puppeteerSession(browser: Browser, page: Page): Session {
  return {
    async open(url) {
      // The first paint is enough: a walk holds the page's code back on purpose.
      await page.goto(url, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    },
    async click(selector) {
      await page.locator(selector).click();
    },
    async submit(selector, text) {
      await page.locator(selector).fill(text);
      await page.keyboard.press('Enter');
    },
    async back() {
      void page.goBack({ timeout: 0 }).catch(() => undefined);
    },
    async evaluate<T>(expression: string) {
      return (await page.evaluate(expression).catch(() => undefined)) as T | undefined;
    },
    async close() {
      await browser.close();
    },
  };
}

async function puppeteerEngine(name: 'chromium' | 'firefox'): Promise<Engine> {
  const launch = () =>
    name === 'chromium'
      ? puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
      : puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  const probe = await launch();
  const version = await probe.version();
  await probe.close();
  return {
    name,
    version,
    async session() {
      const browser = await launch();
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      await page.setViewport({ width: 1280, height: 900 });
      return puppeteerSession(browser, page);
    },
    async stop() {},
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function seleniumSession(driver: WebDriver): Session {
  return {
    async open(url) {
      await driver.get(url);
    },
    async click(selector) {
      await driver.findElement(By.css(selector)).click();
    },
    async submit(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text, Key.ENTER);
    },
    async back() {
      await driver.navigate().back();
    },
    async evaluate<T>(expression: string) {
      return (await driver.executeScript(`return (${expression});`).catch(() => undefined)) as T | undefined;
    },
    async close() {
      await driver.quit();
    },
  };
}

async function webkitEngine(): Promise<Engine> {
  const port = await freePort();
  const server: ChildProcess = spawn('xvfb-run', ['-a', '-s', `-screen 0 ${XVFB_SCREEN}`, WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const session = async () => {
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // The walks poll for where the page lands: a command must not wait for a load event.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      })
      .build();
    return seleniumSession(driver);
  };
  // The UA's AppleWebKit number is frozen: the package says which WebKitGTK this is.
  // dpkg's own field syntax, not a template: `$` and `{Version}` apart.
  const dpkg = spawnSync('dpkg-query', ['-W', `-f=$${'{Version}'}`, 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
  const version = dpkg.status === 0 ? `WebKitGTK ${dpkg.stdout.trim()}` : 'WebKitGTK';
  return {
    name: 'webkit',
    version,
    session,
    async stop() {
      // xvfb-run and the driver under it: the whole process group started here.
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    },
  };
}

export function startEngine(name: EngineName): Promise<Engine> {
  return name === 'webkit' ? webkitEngine() : puppeteerEngine(name);
}
