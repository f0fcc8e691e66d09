import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { ADMIN_WEB_DIST, PUBLIC_WEB_DIST } from '../../src/web/page-renderer.service.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/chromium.mjs';
import { TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';

/** Debian's package (`apt-get install chromium`, as .ci/run does); Playwright never downloads a browser here. */
export { CHROMIUM };

/** Waits in the UI: generous, the suite runs on small CI machines. */
export const UI_TIMEOUT_MS = 45_000;

/** The phone and desktop widths the public pages are checked at, each with and without JavaScript. */
export const PUBLIC_VIEWPORTS = [
  { width: 390, javaScriptEnabled: true },
  { width: 1280, javaScriptEnabled: true },
  { width: 390, javaScriptEnabled: false },
  { width: 1280, javaScriptEnabled: false },
];

export interface RunningSite {
  app: NestExpressApplication;
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  baseUrl: string;
}

/**
 * The real application listening on a free port, serving the built SPAs. PUBLIC_BASE_URL
 * stays unset: the admin Origin check (auth/origin-check.ts) accepts the request's own Host,
 * which is the address the browser uses, so the admin SPA's POSTs pass.
 */
export async function startSite(): Promise<RunningSite> {
  for (const dist of [PUBLIC_WEB_DIST, ADMIN_WEB_DIST]) {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(
        `${dist}/index.html is missing: build the SPAs first (npm run build -w public-web && npm run build -w admin-web)`,
      );
    }
  }
  const app = await createTestApp();
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS],
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page: a crash a visitor would see as a broken screen. */
  pageErrors: string[];
}

/**
 * A fresh context (no cookies, no storage) on the site. Requests to any other origin (map
 * tiles, stock images) are aborted, so the tests need no network and never wait on one.
 * `options` override the defaults (a phone's viewport, JavaScript switched off).
 */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    ...options,
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(UI_TIMEOUT_MS);
  const origin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Signs the context in through the real login endpoint; the session cookie lands in the browser's jar. */
export async function signInByApi(context: BrowserContext, baseUrl: string): Promise<void> {
  const res = await context.request.post(`${baseUrl}/api/admin/login`, {
    data: { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD },
  });
  if (res.status() !== 200) throw new Error(`admin login answered ${res.status()}: ${await res.text()}`);
}

/** Waits until the server-rendered page has hydrated (the public site marks `<html data-hydrated>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The page's full width and the window's, to show nothing overflows sideways. A string, not a
 * function: the backend compiles without the DOM's types.
 */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate<{ scrollWidth: number; innerWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  );
}

/** Waits until the element is visible and hands it back. */
export async function shown(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/**
 * Retries an assertion until it holds, for values the UI reaches over time (animated
 * counters, refetched lists). Polls every 100 ms; rethrows the last failure at the deadline.
 */
export async function eventually(assertion: () => Promise<void>, timeout = UI_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** What a browser spec works with; `session` and `page` are fresh in every test. */
export interface BrowserSuite {
  site: RunningSite;
  /** The file's browser, for a test that needs a context of its own (`openSession` with options). */
  browser: Browser;
  session: BrowserSession;
  page: Page;
}

/**
 * Registers the hooks every browser spec shares: the app (emptied, then filled by `seed`) and
 * one browser per file, a fresh context per test, and no uncaught page error in any test.
 */
export function browserSuite(seed: (app: NestExpressApplication) => Promise<void>): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.site = await startSite();
    await resetData(suite.site.app);
    await seed(suite.site.app);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.app.close();
  });
  beforeEach(async () => {
    suite.session = await openSession(suite.browser, suite.site.baseUrl);
    suite.page = suite.session.page;
  });
  afterEach(async () => {
    await suite.session.context.close();
    expect(suite.session.pageErrors).toEqual([]);
  });
  return suite;
}

/**
 * Console errors and warnings plus uncaught exceptions while `visit` runs. openSession aborts
 * every request to another origin (stock images, map tiles); Chromium logs each aborted request
 * as 'Failed to load resource: net::ERR_FAILED' (or a DNS error), which says nothing about
 * the page, so those messages are left out. Anything else, a React hydration mismatch
 * ('Minified React error #418/#423/#425') first of all, counts.
 */
export async function problemsWhile(session: BrowserSession, visit: (page: Page) => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (/Failed to load resource/.test(text) && /net::ERR_FAILED|ERR_NAME_NOT_RESOLVED/.test(text)) return;
    const { url } = message.location();
    problems.push(`${message.type()}: ${text}${url ? ` (${url})` : ''}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  session.page.on('console', onConsole);
  session.page.on('pageerror', onPageError);
  try {
    await visit(session.page);
  } finally {
    session.page.off('console', onConsole);
    session.page.off('pageerror', onPageError);
  }
  return problems;
}

/** What an untranslated back-office screen shows whatever its words: react-admin's pager in English, raw i18n keys. */
export const UNTRANSLATED = [/Rows per page/i, /\b(ra|resources|app)\.[a-z_-]+\.[a-z_.-]+/];

// A string, not a function: the backend compiles without the DOM's types.
/** The visible text plus the names screen readers get (aria-label, title, placeholder). */
export const textAndLabels = (page: Page) =>
  page.evaluate<string>(`(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) || '').join(' '),
    );
    return document.body.innerText + '\\n' + labels.join('\\n');
  })()`);

/** Which of `words` the page's visible text shows (a Turkish back-office screen may show none). */
async function wordsShown(page: Page, words: RegExp[]): Promise<string[]> {
  const text = await page.evaluate<string>('document.body.innerText');
  return words.map((word) => word.exec(text)?.[0]).filter((found): found is string => found !== undefined);
}

/** A back-office screen that fits its width without sideways scroll and shows none of `english`. */
export async function expectFitsInTurkish(page: Page, english: RegExp[]): Promise<void> {
  const { scrollWidth, innerWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  expect(await wordsShown(page, english)).toEqual([]);
}
