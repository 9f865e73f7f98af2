/**
 * The site chrome every page shows: the menu, the footer, the promo bar and the pop-ups (the content service's), and
 * the header's utility links and the footer's social links (the front-end service's components). Each part is
 * optional: when a service cannot give one in time, the page goes out with an empty one and the failure is logged.
 */
import { getCookie } from 'hono/cookie'
import { signInConfirmation } from '../../shared/account/sign-in-confirmation'
import type { SiteChrome } from '../../shared/content/content'
import { promoBarClosedCookie } from '../../shared/content/promo-bar'
import { LOCALES } from '../../shared/i18n/locales'
import { chosenLocale, LOCATION_COOKIE, localeForCountry } from '../../shared/i18n/location'
import { pointsOf, signedInShopper } from '../services/account'
import type { AppContext } from '../types'
import { optional, SECTION_TIMEOUT_MS } from './deferred'

/**
 * The site chrome, or empty parts where the content service cannot give them in time: a page never fails, nor
 * waits long, for its menu. `timeoutMs` is each part's time limit (shorter for error pages, whose cause may be the
 * same slow service).
 */
export function loadChrome(
  c: AppContext,
  timeoutMs = SECTION_TIMEOUT_MS,
  options: { popups?: boolean } = {},
): Promise<SiteChrome> {
  // One load per request and kind: a page that turns out not to exist renders the 404 page with the chrome it
  // already asked for, rather than waiting for a slow part's time limit twice.
  const key = `${timeoutMs}|${options.popups ?? true}`
  const loads = chromeLoads.get(c.req.raw) ?? new Map<string, Promise<SiteChrome>>()
  chromeLoads.set(c.req.raw, loads)
  const started = loads.get(key)
  if (started) return started
  const load = loadChromeOnce(c, timeoutMs, options)
  loads.set(key, load)
  return load
}

/** The chrome loads of each request in flight, by time limit and pop-ups. */
const chromeLoads = new WeakMap<Request, Map<string, Promise<SiteChrome>>>()

async function loadChromeOnce(
  c: AppContext,
  timeoutMs: number,
  options: { popups?: boolean },
): Promise<SiteChrome> {
  const { content, frontend } = c.var.services
  // Pop-ups stay off the pages where a shopper is paying: nothing may cover a payment form.
  const withPopups = options.popups ?? true
  // A shopper who closed the promo bar this session gets no bar at all, rather than one hidden after paint.
  const promoClosed = getCookie(c, promoBarClosedCookie) === '1'
  const [menu, footer, promoBar, popups, utility, social] = await Promise.all([
    optional(c, 'menu', content.getMenu(), { items: [] }, { timeoutMs }),
    optional(c, 'footer', content.getFooter(), { columns: [], legal: [], note: null }, { timeoutMs }),
    optional(c, 'promo bar', content.getPromoBar(), null, { timeoutMs }),
    // An associate serving a customer is not interrupted by pop-ups meant for shoppers.
    withPopups && !c.var.associate ? optional(c, 'pop-ups', content.getPopups(), [], { timeoutMs }) : [],
    optional(c, 'utility links', frontend.getUtilityLinks(), [], { timeoutMs }),
    optional(c, 'social links', frontend.getSocialLinks(), [], { timeoutMs }),
  ])
  return {
    menu,
    footer,
    utility,
    social,
    promoBar: promoBar?.closable && promoClosed ? null : promoBar,
    popups,
    ...(await bagCountOf(c)),
    ...(await associateOf(c)),
    ...(await signInDialogOf(c)),
    consent: consentOf(c),
    // Not where a shopper is paying (the pages without pop-ups), nor for an associate.
    location: withPopups && !c.var.associate ? locationOf(c) : null,
  }
}

/**
 * The location confirmation (spec 1 §2), for a visitor whose country (the edge's, `cf-ipcountry`) the brand sells to
 * in a locale of another country than the page's, until they choose where to shop (the location cookie).
 */
function locationOf(c: AppContext): SiteChrome['location'] {
  const { brand, locale } = c.var
  if (chosenLocale(getCookie(c, LOCATION_COOKIE), brand.locales) !== null) return null
  const country =
    c.req.header('cf-ipcountry') ?? (c.req.raw as { cf?: { country?: string } }).cf?.country ?? null
  const suggested = localeForCountry(country, brand.locales)
  if (!suggested || LOCALES[suggested]?.country === locale.country) return null
  const url = new URL(c.req.url)
  if (url.pathname.startsWith('/api/')) return null
  return {
    suggested,
    country:
      new Intl.DisplayNames([locale.bcp47], { type: 'region' }).of(LOCALES[suggested]?.country ?? '') ??
      suggested,
    returnTo: url.pathname + url.search,
  }
}

/**
 * The checkout's chrome (its own calm shell): only what it shows, the footer's legal links, the consent banner and
 * in-store mode's banner; no menu, promo bar, pop-ups, bag count or sign-in dialog, so none is asked for.
 */
export async function loadCheckoutChrome(c: AppContext): Promise<SiteChrome> {
  const footer = await optional(c, 'footer', c.var.services.content.getFooter(), {
    columns: [],
    legal: [],
    note: null,
  })
  return {
    layout: 'checkout',
    menu: { items: [] },
    footer,
    promoBar: null,
    popups: [],
    ...(await associateOf(c)),
    consent: consentOf(c),
  }
}

/**
 * The shop's own consent banner (decision 060): on a site that asks (EMEA, outside preview) until the shopper has
 * chosen, unless the consent vendor's script is configured, which brings its own.
 */
function consentOf(c: AppContext): NonNullable<SiteChrome['consent']> {
  const { consent, config } = c.var
  const vendor = config.consentScript !== null
  const url = new URL(c.req.url)
  return {
    banner: !vendor && consent.asked && !consent.choiceMade,
    vendor,
    // A page an API route answers (a refused form) has no address of its own to come back to.
    returnTo: url.pathname.startsWith('/api/') ? null : url.pathname + url.search,
  }
}

/**
 * A guest's header offers the sign-in dialog (decision 046); a signed-in shopper's greets them by their first name
 * instead (spec 1 §2's sign-in confirmation, on every page); an associate's does neither.
 */
async function signInDialogOf(
  c: AppContext,
): Promise<Pick<SiteChrome, 'signInDialog' | 'signedInAs' | 'signInConfirmation'>> {
  if (c.var.associate) return {}
  const state = await c.var.session.read().catch(() => null)
  if (!state?.customer) return { signInDialog: { simplified: c.var.flags.simplifiedEnrollment } }
  return {
    ...(state.customer.firstName ? { signedInAs: state.customer.firstName } : {}),
    ...(c.req.query('signedIn') === '1'
      ? { signInConfirmation: await landingConfirmation(c, state.customer.firstName ?? '') }
      : {}),
  }
}

/**
 * The sign-in confirmation a plain form's sign-in lands with (`?signedIn=1`), as a status at the top of the page:
 * the greeting, the lists merged, and a member's points read live. On the bag after a merge, the bag's own notices
 * say what the merge did.
 */
async function landingConfirmation(c: AppContext, firstName: string) {
  const profile = await optional(c, 'signed-in profile', signedInShopper(c, { loyaltySummary: true }), null)
  const onMergedBag = c.req.query('cart') === 'merged'
  return signInConfirmation(
    c.var.t,
    {
      firstName: profile?.firstName ?? firstName,
      merged: false,
      stockShort: 0,
      listsMerged: c.req.query('lists') === 'merged',
      points: profile ? pointsOf(profile) : null,
    },
    { bagNotices: !onMergedBag },
  )
}

/** In-store mode's banner: who is acting on this device, and for whom. */
async function associateOf(c: AppContext): Promise<Pick<SiteChrome, 'associate'>> {
  const associate = c.var.associate
  if (!associate) return {}
  const state = await c.var.session.read().catch(() => null)
  return {
    associate: {
      name: associate.storeEmployeeName,
      storeName: associate.storeName,
      storeId: associate.storeId,
      customer: state?.customer?.email ?? null,
    },
  }
}

/**
 * The bag's item count from the session's copy of the cart's lines, so the header shows it without JavaScript and
 * without asking the cart service; nothing when the session holds no cart or no copy of it yet.
 */
async function bagCountOf(c: AppContext): Promise<{ bagCount?: number }> {
  const state = await c.var.session.read().catch(() => null)
  if (!state?.carts?.[c.var.siteId]) return state ? { bagCount: 0 } : {}
  const lines = state.cartLines?.[c.var.siteId]
  return lines ? { bagCount: lines.reduce((sum, line) => sum + line.qty, 0) } : {}
}
