import { BlockList } from '../../../client/blocks/registry'
import { Checkout, type CheckoutProps, type CheckoutStep } from '../../../client/islands/checkout'
import { Island } from '../../../client/islands/island'
import {
  type AddressRules,
  resolveAddressCountry,
  type ShippingCountry,
} from '../../../shared/account/address'
import { phoneCountriesOf } from '../../../shared/account/phone'
import { mainAddressOf } from '../../../shared/account/profile'
import { type Cart, type CartAddress, DELIVERY_CHANGES, deliveryChangeTexts } from '../../../shared/bag/cart'
import { PLACEMENT_RETRY_AFTER_SECONDS } from '../../../shared/bag/placement'
import {
  REWARD_CODE_ERRORS,
  REWARD_CODE_PLACEMENT_ERRORS,
  resolveError,
} from '../../../shared/error-catalogue'
import { cartPath, checkoutPath, orderConfirmationPath } from '../../../shared/routes'
import { loadCheckoutChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { logEvent } from '../../log'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { signedInShopper } from '../../services/account'
import { ApiError } from '../../services/api-error'
import { getShopperCart } from '../../services/cart'
import { addressRulesFor, CHECKOUT_STEPS, furthestStep } from '../../services/checkout'
import { phoneCountries } from '../../services/countries'
import { isConfirming } from '../../services/order-outcome'
import { finishPayment, paymentFrames, paymentMethods } from '../../services/order-placement'
import { checkoutWallet, isSignedIn } from '../../services/wallet'
import type { AppContext } from '../../types'
import { reshapeAccountProfile } from '../../upstream/consumers/reshape'
import { UpstreamError } from '../../upstream/errors'
import { addressCountryOption } from './address-options'
import type { PageRoute } from './page-route'

/** A reward code's refusals as the checkout pages word them: its placement's (a pay-later return) over its own. */
const CHECKOUT_REWARD_CODE_ERRORS = { ...REWARD_CODE_ERRORS, ...REWARD_CODE_PLACEMENT_ERRORS }

const STEP_OF_SEGMENT: Readonly<Record<string, CheckoutStep>> = { billing: 'billing', summary: 'summary' }

/** An idempotency key for finishing a redirect: the same result always makes the same key, so a reload is safe. */
async function keyOf(result: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(result))
  return [...new Uint8Array(digest)]
    .slice(0, 24)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/** How many times the way back asks again about a payment still being confirmed before it stops and says so. */
const RETURN_TRIES = 8

/**
 * The way back from the pay-later provider (`/checkout/return?redirectResult=…`): the pending order is finished
 * with the result; the shopper lands on the confirmation, or back on the review with the reason when it was
 * declined (decision 066). While the payment is still being confirmed (decision 064) the review says so and, with
 * or without JavaScript, comes back here a few seconds later (`Refresh`) to ask again under the same key, up to
 * `RETURN_TRIES` times.
 */
async function returnFromProvider(c: AppContext): Promise<Response> {
  const { locale } = c.var
  const url = new URL(c.req.url)
  const result = url.searchParams.get('redirectResult') ?? ''
  const summary = `${checkoutPath(locale.code)}/summary`
  if (!/^[A-Za-z0-9_.~+/=-]{1,1000}$/.test(result)) return c.redirect(summary, 303)
  try {
    const done = await finishPayment(c, { redirectResult: result }, await keyOf(result))
    if (isConfirming(done)) {
      const tries = Number(url.searchParams.get('try') ?? '0')
      const again = Number.isInteger(tries) && tries >= 0 && tries < RETURN_TRIES
      const next = new URLSearchParams({ checkout: 'ORDER_IN_PROGRESS' })
      if (again) {
        next.set('again', String(tries + 1))
        next.set('result', result)
      }
      return c.redirect(`${summary}?${next}`, 303)
    }
    return c.redirect(orderConfirmationPath(locale.code), 303)
  } catch (error) {
    const errorId = error instanceof UpstreamError || error instanceof ApiError ? error.errorId : 'PAY400'
    return c.redirect(`${summary}?checkout=${encodeURIComponent(errorId)}`, 303)
  }
}

/**
 * The way back to ask again about a pay-later payment still being confirmed, for the review's `Refresh` header:
 * null unless the review was reached from that way back with tries left.
 */
function confirmAgainPath(c: AppContext): string | null {
  const url = new URL(c.req.url)
  if (url.searchParams.get('checkout') !== 'ORDER_IN_PROGRESS') return null
  const result = url.searchParams.get('result') ?? ''
  const tries = Number(url.searchParams.get('again') ?? '')
  if (
    !/^[A-Za-z0-9_.~+/=-]{1,1000}$/.test(result) ||
    !Number.isInteger(tries) ||
    tries < 1 ||
    tries > RETURN_TRIES
  )
    return null
  return `${checkoutPath(c.var.locale.code)}/return?${new URLSearchParams({ redirectResult: result, try: String(tries) })}`
}

/**
 * Where a shipment can go instead of the address (collection points, stores), nearest the cart's shipping address
 * first (or the shop's stores by city before there is one), and the names of the stores its lines are picked up
 * in. Either list is empty when the stores service cannot answer: the methods that need it are then not offered.
 */
async function deliveryPlaces(c: AppContext, cart: Cart) {
  const { stores } = c.var.services
  const { country } = c.var.locale
  const all = await optional(c, 'stores', stores.listStores({ country }, 50), null)
  const address = cart.shippingAddress
  const near =
    address?.country === country
      ? await optional(
          c,
          'stores near the address',
          stores.listStores({ postalCode: address.postalCode, country }, 10),
          null,
        )
      : null
  const place = address?.country === country ? address : all?.[0]
  const points =
    cart.shipment && place
      ? await optional(
          c,
          'collection points',
          stores.findCollectionPoints({ postalCode: place.postalCode, country }),
          [],
        )
      : []
  const label = (entry: { name: string; address: string; city: string }) =>
    `${entry.name} – ${entry.address}, ${entry.city}`
  return {
    points: {
      pudo: points.map((entry) => ({ id: entry.id, label: label(entry) })),
      sts: (near ?? all ?? []).slice(0, 10).map((entry) => ({ id: entry.id, label: label(entry) })),
    },
    storeNames: Object.fromEntries((all ?? []).map((entry) => [entry.id, entry.name])),
  }
}

/**
 * What the shipping step offers a signed-in shopper whose bag has no address yet (decision 039): the main shipping
 * address of their address book, when it is in the shop's country, and their email. Null for a guest, and when
 * the profile cannot be read in time (the step then starts empty, as a guest's does).
 */
async function savedShipping(c: AppContext, country: ShippingCountry): Promise<CheckoutProps['saved']> {
  const { customer } = await c.var.session.read()
  if (!customer) return null
  const shopper = await optional(c, 'saved shipping address', signedInShopper(c), null)
  if (!shopper) return null
  const profile = reshapeAccountProfile(shopper, country, await phoneCountries(c))
  const main = mainAddressOf(profile.addresses, 'S')
  if (!main || main.country !== country) return null
  const { firstName, lastName, addressLine1, addressLine2, city, province, postalCode, phone } = main
  return {
    address: { firstName, lastName, addressLine1, addressLine2, city, province, postalCode, country, phone },
    email: profile.email,
  }
}

/**
 * Whether the shopper came to this step from another step's page (the request's referrer, which the shop's own pages
 * send in full: `strict-origin-when-cross-origin`): a plain form that went on, a step's link followed without
 * JavaScript. The step's heading then takes focus as the page loads.
 */
function fromAnotherStep(c: AppContext, paths: Record<CheckoutStep, string>, step: CheckoutStep): boolean {
  const referrer = c.req.header('referer')
  if (!referrer) return false
  let from: URL
  try {
    from = new URL(referrer)
  } catch {
    return false
  }
  if (from.origin !== new URL(c.req.url).origin) return false
  return CHECKOUT_STEPS.some((entry) => entry !== step && paths[entry] === from.pathname)
}

/** A checkout form refused at its step (decision 068): its message, what was typed and each field's message. */
export interface CheckoutRefusal {
  /** Null when the step is shown again only to choose the cart service's suggested address. */
  message: string | null
  typed: { values: Record<string, string>; errors: Record<string, string> }
  /** The cart service's version of the address typed, for the shopper to choose from. */
  suggestion?: CartAddress
  status: RenderPageOptions['status']
}

/**
 * The checkout at `/{locale}/checkout` (shipping), `/checkout/billing` and `/checkout/summary`. A step the cart is
 * not ready for sends the shopper to the furthest one it is; an empty bag sends them to the bag. Never cached.
 */
export const checkoutRoute: PageRoute = async (c: AppContext, rest) => {
  const [segment, ...more] = rest
  if (segment === 'return' && more.length === 0) return returnFromProvider(c)
  const requested = segment === undefined ? 'shipping' : STEP_OF_SEGMENT[segment]
  if (!requested || more.length > 0) return c.notFound()
  return renderCheckout(c, requested)
}

/** A checkout step's page; with a refusal, the step's form again as typed, each message at its field. */
export async function renderCheckout(
  c: AppContext,
  requested: CheckoutStep,
  refused: CheckoutRefusal | null = null,
): Promise<Response> {
  const { t, locale } = c.var
  const paths = {
    shipping: checkoutPath(locale.code),
    billing: `${checkoutPath(locale.code)}/billing`,
    summary: `${checkoutPath(locale.code)}/summary`,
    bag: cartPath(locale.code),
  }
  // The cart is the page: when it cannot be read the page says so and keeps the way back to the bag.
  // Priced again (decision 089): the totals the shopper pays are today's.
  const read = optional(c, 'cart', getShopperCart(c, { patch: true }), undefined)
  const [chrome, cart, content] = await Promise.all([
    loadCheckoutChrome(c),
    read,
    // The checkout's own content (the augmented page `checkout`: how a card is kept safe), under the steps; its
    // blocks' personalization hears of the cart as this page read it.
    loadOptionalContent(c, 'checkout content', c.var.services.content.getAugmentedPage('checkout'), {
      cart: read.then((answer) => answer ?? null),
    }),
  ])
  if (cart === undefined)
    return renderPage(c, {
      head: privateHead(t.t('page.checkout.title'), paths.shipping, 'checkout'),
      chrome,
      page: (
        <div className="checkout-page">
          <h1>{t.t('page.checkout.title')}</h1>
          <p className="notice notice--error" role="alert">
            {t.t('bag.unavailable')}
          </p>
          <p>
            <a href={paths.bag}>{t.t('page.viewBag')}</a>
          </p>
        </div>
      ),
      noStore: true,
    })
  if (!cart || cart.items.length === 0) return c.redirect(paths.bag, 302)
  const furthest = furthestStep(cart)
  const step = CHECKOUT_STEPS.indexOf(requested) <= CHECKOUT_STEPS.indexOf(furthest) ? requested : furthest
  if (step !== requested) return c.redirect(paths[step], 302)

  const country = resolveAddressCountry(locale.country, 'US')
  const countries = [country]
  const phones = phoneCountries(c)
  const rules = Object.fromEntries(
    await Promise.all(countries.map(async (entry) => [entry, await addressRulesFor(c, entry)] as const)),
  )
  const phoneFormats = await phones
  const methods =
    step === 'summary'
      ? await paymentMethods(c)
          .then((list) => list.map((method) => method.id))
          .catch((error: unknown) => {
            logEvent(c, 'warn', 'payment methods unavailable', { error: String(error) })
            return [] as string[]
          })
      : []
  const noFrames = { card: null, giftcard: null }
  const frames =
    step === 'summary' ? await optional(c, 'payment session', paymentFrames(c, methods), noFrames) : noFrames
  const places = await deliveryPlaces(c, cart)
  // What a signed-in shopper's account offers at the review (decision 043), read on every step since the review is
  // reached in place from billing; a guest costs no upstream call.
  const wallet = (await isSignedIn(c))
    ? await checkoutWallet(c, await signedInShopper(c).catch(() => null), locale.currency).catch(
        (error: unknown) => {
          logEvent(c, 'warn', 'wallet unavailable', { error: String(error) })
          return null
        },
      )
    : null
  const saved = step === 'shipping' && !cart.shippingAddress ? await savedShipping(c, country) : null
  const query = new URL(c.req.url).searchParams
  const change = DELIVERY_CHANGES.find((kind) => kind === query.get('delivery'))
  const outcome = query.get('checkout')
  // A pay-later payment still being confirmed is no refusal: the review says so while it asks again by itself, and
  // what to expect once it has stopped asking (decision 064).
  const confirming = outcome === 'ORDER_IN_PROGRESS'
  const again = confirming ? confirmAgainPath(c) : null
  // After express checkout the review says what it filled in (spec 1 §4: "after express checkout: summary").
  const errorId = outcome === 'express' || confirming ? null : outcome
  // Promotion ids on checkout pages are a reward code's (coupons are the bag's).
  const resolved =
    errorId && /^[A-Z][A-Za-z0-9_]{2,40}$/.test(errorId)
      ? resolveError(errorId, '', 400, CHECKOUT_REWARD_CODE_ERRORS)
      : null
  const refusal =
    refused?.message ??
    (resolved ? (resolved.key ? t.t(resolved.key, { max: '' }) : t.t('error.generic')) : null)
  const props: CheckoutProps = {
    locale: locale.code,
    bcp47: locale.bcp47,
    step,
    cart,
    shopCountry: country,
    countries: countries.map((entry) =>
      addressCountryOption(t, entry, rules[entry] as AddressRules, phoneFormats),
    ),
    rules,
    // The forms' countries, and those of the addresses the cart holds (shown with their numbers).
    phoneCountries: phoneCountriesOf(phoneFormats, [
      ...countries,
      ...[cart.shippingAddress, cart.billingAddress].flatMap((address) => (address ? [address.country] : [])),
    ]),
    paths,
    // The review's refusals (a declined pay-later payment, a code) are the payment section's (decision 066).
    notice: step === 'summary' ? null : refusal,
    paymentNotice: step === 'summary' ? refusal : null,
    typed: refused?.typed ?? null,
    suggestion: refused?.suggestion ?? null,
    info:
      outcome === 'express'
        ? t.t('express.done')
        : confirming
          ? t.t(again ? 'payment.confirming' : 'payment.unconfirmed')
          : null,
    providerOrigin: c.var.config.paymentProviderOrigin,
    paymentMethods: methods,
    paymentFrames: frames,
    account: wallet
      ? {
          ...wallet,
          preferredCardId: wallet.wallet.cards.find((card) => card.main)?.id ?? null,
        }
      : null,
    ...places,
    ...(change ? { info: deliveryChangeTexts(t)[change] } : {}),
    saved,
    // A refusal takes focus itself (its field, or the payment section's notice).
    focusHeading: !refused && !refusal && fromAnotherStep(c, paths, step),
  }
  const title = t.t('page.checkout.title')
  const response = renderPage(c, {
    head: privateHead(title, paths.shipping, 'checkout'),
    chrome,
    blockEnvironment: content.blockEnvironment,
    page: (
      <div className="checkout-page">
        <h1>{title}</h1>
        <Island name="checkout" component={Checkout} props={props} wordParts={wallet ? ['wallet'] : []} />
        {content.blocks.length > 0 ? (
          <div className="checkout-page__content">
            <BlockList blocks={content.blocks} />
          </div>
        ) : null}
      </div>
    ),
    noStore: true,
    status: refused?.status ?? 200,
  })
  // A pay-later payment still being confirmed: the review says so, then goes back to ask again (decision 064).
  if (again) response.headers.set('refresh', `${PLACEMENT_RETRY_AFTER_SECONDS}; url=${again}`)
  return response
}
