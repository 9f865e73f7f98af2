/**
 * What every end-to-end test runs with. Import `test` and `expect` from here, never from `@playwright/test`.
 *
 * The browser check is automatic: on every browser context a test uses (the `page` fixture's, and any the test
 * opens with `browser.newContext()`), it fails the test on
 * - a console error (CSP violations, failed loads and React's hydration errors among them),
 * - an uncaught exception in a page,
 * - an HTTP answer of 400 or more to the browser, from any origin,
 * unless the test declared that answer beforehand with `expectRefusal(status, path)`: a refusal the flow under
 * test provokes (a validation error, an out-of-stock answer, a 404 page). A declared refusal must then happen at
 * least once, so an allow-list cannot outlive the behaviour it was written for.
 *
 * Every context also answers the gallery widget's host (see `third-parties.ts`) with a stand-in script; a test
 * that needs another answer routes it on its page, which takes precedence.
 *
 * And every context starts with a consent choice made (decision 060): OneTrust's cookies recording everything but
 * targeting, so EMEA pages show no consent banner and record analytics as before. A test of consent itself opts
 * out with `test.use({ consentChoice: null })`, or names another choice.
 *
 * And every context is one visitor (decision 063) bucketed in the baseline of the home hero's experiment, so pages
 * outside EMEA render as the baseline content says; `test.use({ visitorId: null })` starts without one.
 */

import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { ISLAND_HYDRATION, VISIBLE_MARGIN_PX } from '../../client/islands/names'
import { popupsDismissedStorageKey } from '../../shared/content/promotions'
import { VISITOR_COOKIE } from '../../shared/personalization/visitor'
import { visitorIn } from '../fixtures/visitors'
import { axeViolations } from './axe'
import { GALLERY_SCRIPT_PATTERN, GALLERY_STUB_SCRIPT } from './third-parties'

/** An HTTP refusal a test expects: its status, and the URL's path (exactly, or matched by a pattern). */
interface ExpectedRefusal {
  status: number
  path: string | RegExp
  seen: number
}

const refusalName = (refusal: { status: number; path: string | RegExp }) =>
  `${refusal.status} ${refusal.path}`

function matches(refusal: { status: number; path: string | RegExp }, status: number, url: string): boolean {
  if (refusal.status !== status) return false
  let pathname: string
  try {
    pathname = new URL(url).pathname
  } catch {
    return false
  }
  return typeof refusal.path === 'string' ? pathname === refusal.path : refusal.path.test(pathname)
}

/** Chromium's console line for a resource answered with an error status. */
const FAILED_LOAD = /the server responded with a status of (\d{3})/

interface BrowserCheck {
  problems: string[]
  refusals: ExpectedRefusal[]
}

/** A choice made without targeting, as OneTrust writes it (tests/e2e/consent.spec.ts opts out of it). */
export const CHOICE_WITHOUT_TARGETING: Readonly<Record<string, string>> = {
  OptanonConsent:
    'isGpcEnabled=0&datestamp=Sun+Nov+01+2026+10%3A00%3A00+GMT%2B0000+(Coordinated+Universal+Time)&version=202409.1.0&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=0a2e18e1-9824-4a41-9bd8-f255669898ec&interactionCount=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false',
  OptanonAlertBoxClosed: '2026-11-01T10:00:00.000Z',
}

/** A choice of everything, targeting too: the experimentation service's decisions then apply (decision 063). */
export const CHOICE_WITH_TARGETING: Readonly<Record<string, string>> = {
  ...CHOICE_WITHOUT_TARGETING,
  OptanonConsent: (CHOICE_WITHOUT_TARGETING.OptanonConsent as string).replace('C0004%3A0', 'C0004%3A1'),
}

/** Gives a context cookies (a consent choice, a visitor id) for the shop's origin. */
async function giveCookies(
  context: BrowserContext,
  baseURL: string | undefined,
  choice: Record<string, string>,
) {
  if (!baseURL) return
  await context.addCookies(Object.entries(choice).map(([name, value]) => ({ name, value, url: baseURL })))
}

/**
 * Watches a context for the browser check. `checkOf` names the check of the test using the context now: a context a
 * worker keeps (`sharedPage`) reports to each test in turn, and to nobody between tests.
 */
/** The cookies every context starts with (a consent choice, a visitor id), or null for none. */
function startingCookies(
  choice: Readonly<Record<string, string>> | null,
  visitorId: string | null,
): Record<string, string> | null {
  const cookies = { ...choice, ...(visitorId ? { [VISITOR_COOKIE]: visitorId } : {}) }
  return Object.keys(cookies).length > 0 ? cookies : null
}

async function watchContext(context: BrowserContext, checkOf: () => BrowserCheck | null) {
  const isExpected = (check: BrowserCheck, status: number, url: string) =>
    check.refusals.find((candidate) => matches(candidate, status, url)) ?? null
  context.on('console', (message) => {
    const check = checkOf()
    if (!check || message.type() !== 'error') return
    const url = message.location().url
    const status = FAILED_LOAD.exec(message.text())?.[1]
    if (status !== undefined && isExpected(check, Number(status), url)) return
    check.problems.push(`console error: ${message.text()}${url ? ` (at ${url})` : ''}`)
  })
  context.on('weberror', (error) =>
    checkOf()?.problems.push(`uncaught in the page: ${String(error.error())}`),
  )
  context.on('response', (response) => {
    const check = checkOf()
    const status = response.status()
    if (!check || status < 400) return
    const expected = isExpected(check, status, response.url())
    if (expected) expected.seen += 1
    else check.problems.push(`unexpected ${status} for ${response.request().method()} ${response.url()}`)
  })
  await context.route(GALLERY_SCRIPT_PATTERN, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GALLERY_STUB_SCRIPT }),
  )
}

/** A page a worker keeps from test to test, and the check it reports to while a test uses it. */
interface KeptPage {
  context: BrowserContext
  page: Page
  check: BrowserCheck | null
  /** The page's listeners of each event when it was opened: Playwright's own. */
  listeners: ReadonlyMap<string | symbol, number>
  /** Set by a test that changed the page in a way no teardown takes back (an init script, a clock). */
  spoiled: boolean
}

/** The kept pages, so a helper can do for one what lasts only while the test runs (`withoutPopups`). */
const keptPageSet = new WeakSet<Page>()

/**
 * A page's listeners by event. Playwright's pages are event emitters with these methods, though its types leave them
 * out; its own waits add listeners and take them away when done.
 */
interface Listened {
  eventNames(): (string | symbol)[]
  listenerCount(name: string | symbol): number
}

const listenersOf = (page: Page): Map<string | symbol, number> => {
  const emitter = page as unknown as Listened
  return new Map(emitter.eventNames().map((name) => [name, emitter.listenerCount(name)]))
}

/** Opens a kept page, marked spoiled by any call that cannot be taken back after the test. */
async function openKeptPage(context: BrowserContext): Promise<KeptPage> {
  const page = await context.newPage()
  const kept: KeptPage = {
    context,
    page,
    check: null,
    listeners: listenersOf(page),
    spoiled: false,
  }
  const spoiling = <T extends object, K extends keyof T>(target: T, name: K) => {
    const original = target[name] as (...args: unknown[]) => unknown
    target[name] = ((...args: unknown[]) => {
      kept.spoiled = true
      return original.apply(target, args)
    }) as T[K]
  }
  spoiling(page, 'addInitScript')
  spoiling(page, 'exposeFunction')
  spoiling(page, 'exposeBinding')
  spoiling(page, 'setExtraHTTPHeaders')
  for (const name of ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const)
    spoiling(page.clock, name)
  keptPageSet.add(page)
  return kept
}

/** Whether a test left a listener on the kept page (it would hear the next test's page). */
const hasTestListeners = (kept: KeptPage) =>
  [...listenersOf(kept.page)].some(([name, count]) => count > (kept.listeners.get(name) ?? 0))

/**
 * The pages a worker keeps (`sharedPage`), one for each set of context options the tests ask for (with JavaScript
 * or without, a language), opened when first asked for.
 */
type KeptPages = Map<string, KeptPage>

/** Contexts the worker keeps: the browser check of the test that opened one does not take it as its own. */
const keptContexts = new WeakSet<BrowserContext>()

interface Fixtures {
  /** The consent cookies every context starts with; null for none (a visitor who has not chosen yet). */
  consentChoice: Readonly<Record<string, string>> | null
  /** The visitor id every context starts with (the `sf_vuid` cookie); null for none. */
  visitorId: string | null
  /**
   * Declares an HTTP answer this test provokes on purpose: `status` for a URL whose path is `path` (or matches
   * it). Declare it before the step that provokes it; the test fails if it never comes.
   */
  expectRefusal: (status: number, path: string | RegExp) => void
  /** The problems the browser check has collected so far (kept for specs that still name it). */
  consoleErrors: string[]
  /** A page on a phone (390 × 844) with JavaScript off, in a context of its own, watched like every other. */
  phoneWithoutScript: Page
  /**
   * A page the worker keeps from test to test (decision 105), for a test that does not use its own `context`. It
   * saves the fresh page's process and its cold caches, about a second of each test on this machine. Each test gets
   * it with no cookies but the starting ones, empty storage, no routes of its own, the test's viewport and media, and
   * a context with the test's context options (script, locale, time zone, touch and the like). What no teardown can
   * take back (an init script, a clock, a listener) and a failure close it after the test: the next test gets a fresh
   * one.
   */
  sharedPage: Page
  browserCheck: BrowserCheck
}

interface WorkerFixtures {
  keptPages: KeptPages
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  consentChoice: [CHOICE_WITHOUT_TARGETING, { option: true }],
  visitorId: [visitorIn('home_hero', 'Baseline'), { option: true }],
  browserCheck: [
    async ({ context, browser, baseURL, consentChoice, visitorId }, use) => {
      const starting = startingCookies(consentChoice, visitorId)
      const check: BrowserCheck = { problems: [], refusals: [] }
      if (starting) await giveCookies(context, baseURL, starting)
      await watchContext(context, () => check)
      // Contexts the test opens itself are watched too; `browser` belongs to this worker, which runs one test at
      // a time. They get the starting cookies first: they are asked for before the test can open a page.
      const onContext = (created: BrowserContext) => {
        if (keptContexts.has(created)) return
        Promise.all([
          starting ? giveCookies(created, baseURL, starting) : undefined,
          watchContext(created, () => check),
        ]).catch((error: unknown) =>
          check.problems.push(`a context the test opened could not be watched: ${String(error)}`),
        )
      }
      browser.on('context', onContext)
      await use(check)
      browser.off('context', onContext)
      expect(check.problems, 'problems in the browser').toEqual([])
      const missing = check.refusals.filter((refusal) => refusal.seen === 0).map(refusalName)
      expect(missing, 'declared refusals that never came').toEqual([])
    },
    { auto: true },
  ],
  expectRefusal: async ({ browserCheck }, use) => {
    await use((status, path) => {
      browserCheck.refusals.push({ status, path, seen: 0 })
    })
  },
  consoleErrors: async ({ browserCheck }, use) => {
    await use(browserCheck.problems)
  },
  keptPages: [
    async ({ browser: _browser }, use) => {
      const kept: KeptPages = new Map()
      await use(kept)
      for (const { context } of kept.values()) await context.close()
    },
    { scope: 'worker' },
  ],
  sharedPage: async (
    {
      keptPages,
      browser,
      baseURL,
      javaScriptEnabled,
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      colorScheme,
      reducedMotion,
      userAgent,
      viewport,
      browserCheck,
      consentChoice,
      visitorId,
    },
    use,
    testInfo,
  ) => {
    // A context's own options pick the kept page: a test that asks for another language or no script gets its own.
    const options = {
      baseURL,
      javaScriptEnabled: javaScriptEnabled !== false,
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      colorScheme,
      reducedMotion,
      userAgent,
    }
    const key = JSON.stringify(options)
    let kept = keptPages.get(key)
    if (!kept) {
      const context = await browser.newContext(options)
      keptContexts.add(context)
      const opened = await openKeptPage(context)
      await watchContext(context, () => opened.check)
      keptPages.set(key, opened)
      kept = opened
    }
    const { context, page } = kept
    const starting = startingCookies(consentChoice, visitorId)
    if (starting) await giveCookies(context, baseURL, starting)
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 })
    kept.check = browserCheck
    await use(page)
    kept.check = null
    if (testInfo.status !== testInfo.expectedStatus || kept.spoiled || hasTestListeners(kept)) {
      // Whatever a failure left behind, or a script, clock or listener the test added, goes with the page: the next
      // test gets a fresh one.
      keptPages.delete(key)
      await context.close()
      return
    }
    for (const other of context.pages()) if (other !== page) await other.close()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.emulateMedia({
      media: null,
      colorScheme: colorScheme ?? null,
      reducedMotion: reducedMotion ?? null,
      forcedColors: null,
    })
    // The shop's storage emptied from one of its own addresses (a plain text one, which runs nothing), then a blank
    // page, so nothing of this test's page is still running when the next test starts.
    await page.goto('/robots.txt')
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.goto('about:blank')
    // The pointer goes back to the corner, so the next test's first hover moves it and is felt (a hover to where
    // the pointer already is sends no event, and an island that wakes on interaction would not wake).
    await page.mouse.move(0, 0)
    await context.clearCookies()
  },
  phoneWithoutScript: async ({ browser, baseURL, browserCheck }, use) => {
    void browserCheck // watching the context this opens
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    await use(await context.newPage())
    await context.close()
  },
})

export { expect }

/**
 * Keeps the promotional pop-ups from showing on this page's loads (as if the shopper had dismissed them): their bar
 * waits at the foot of the window and would take a tap meant for what is under it.
 */
export async function withoutPopups(page: Page): Promise<void> {
  const dismiss = (key: string) => {
    window.localStorage.setItem(key, JSON.stringify(['popup-newsletter', 'popup-account']))
  }
  if (!keptPageSet.has(page)) {
    await page.addInitScript(dismiss, popupsDismissedStorageKey)
    return
  }
  // On the page a worker keeps, dismissed in the shop's storage, which lasts until the test ends (an init script
  // would outlast it): from one of the shop's plain text addresses, which runs nothing.
  await page.goto('/robots.txt')
  await page.evaluate(dismiss, popupsDismissedStorageKey)
}

/** Runs in the page: the islands that should have hydrated by now and have not, by name. */
function islandsDue({ hydration, margin }: { hydration: Record<string, string>; margin: number }): string[] {
  // Near as the entry's observer counts it: within `margin` above or below the viewport, and in it sideways.
  const near = (element: HTMLElement) => {
    const box = element.getBoundingClientRect()
    return (
      element.checkVisibility() &&
      box.bottom >= -margin &&
      box.top <= window.innerHeight + margin &&
      box.right >= 0 &&
      box.left <= window.innerWidth
    )
  }
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter((element) => {
      const state = element.dataset.hydrated
      if (state === 'true') return false
      if (state !== 'waiting') return true // not taken up yet, on its way, or failed
      return hydration[element.dataset.island ?? ''] === 'visible' && near(element)
    })
    .map((element) => `${element.dataset.island}: ${element.dataset.hydrated ?? 'not taken up'}`)
}

/**
 * Waits until the page has settled into what a shopper then sees, by the conditions themselves rather than by
 * network quiet: the document has loaded (so every deferred section has been swapped into its hole), every
 * island due to hydrate has (decision 016: those that load with the page, and those that hydrate when seen and
 * are in or near the viewport and shown; one that waits for interaction is due only once touched), and the images
 * in view have loaded.
 */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.locator('[id^="sf-deferred-"]'), 'deferred sections still waiting').toHaveCount(0)
  await expect
    .poll(() => page.evaluate(islandsDue, { hydration: ISLAND_HYDRATION, margin: VISIBLE_MARGIN_PX }), {
      message: 'islands not hydrated',
    })
    .toEqual([])
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => {
              const box = image.getBoundingClientRect()
              // An image folded away (in a closed `<details>`) is not drawn, so not loaded until it is shown.
              return (
                image.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight && box.width > 0
              )
            })
            .filter((image) => !image.complete)
            .map((image) => image.currentSrc || image.src),
        ),
      { message: 'images in view still loading' },
    )
    .toEqual([])
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/** Serious and critical axe violations on the page, or inside the given selectors, one readable line each. */
export async function blockingAxeViolations(
  page: Page,
  options: { include?: string[]; tags?: string[] } = {},
): Promise<string[]> {
  const violations = await axeViolations(page, options.tags ?? AXE_TAGS, options.include)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join('; ')}`)
}

/** What the shop's sign-up call takes for a new account; `signUpInBrowser` fills in what is not given. */
export interface NewAccount {
  email: string
  firstName: string
  lastName: string
  password?: string
  birthDate?: string
  phone?: string
  smsOptIn?: boolean
  newsletter?: boolean
}

/**
 * Makes a new account by the sign-up call the page's form posts, from the home page, and so signs the page's
 * browser in to it: the context's request client shares the browser's cookies, so the session it signs in is the
 * browser's. For tests whose subject is not the sign-up form (that is sign-up's own test).
 */
export async function signUpInBrowser(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/en-us')
  const answer = await page.request.post('/api/account/sign-up', {
    headers: { origin: new URL(page.url()).origin, 'x-storefront-locale': 'en-us' },
    data: { password: 'Trail-2026', birthDate: '1990-04-12', phone: '', agreement: true, ...account },
  })
  expect(answer.status(), await answer.text()).toBe(201)
}
