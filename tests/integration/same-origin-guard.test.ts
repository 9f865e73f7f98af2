import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '../../shared/i18n/locales'
import { app as storefront } from '../../worker'
import { createTestEnv, createTestShop, createUpstream, request } from './harness'

/**
 * Every mutating `/api` route, with an address that reaches it. The calls signed server to server (the content
 * purge, decision 009; the stores' associate status, decision 044; the search service's recalculation, decision 101)
 * are mounted before the guard on purpose, so they are the exceptions.
 */
const MUTATIONS = [
  { route: 'POST /api/consent', path: '/api/consent' },
  { route: 'POST /api/performance', path: '/api/performance' },
  { route: 'POST /api/personalization/click', path: '/api/personalization/click?t=rt.1.abc' },
  { route: 'POST /api/cart/items', path: '/api/cart/items' },
  { route: 'POST /api/cart/items/update', path: '/api/cart/items/update' },
  { route: 'POST /api/cart/items/remove', path: '/api/cart/items/remove' },
  { route: 'POST /api/cart/coupons', path: '/api/cart/coupons' },
  { route: 'POST /api/cart/coupons/remove', path: '/api/cart/coupons/remove' },
  { route: 'POST /api/cart/shipping-method', path: '/api/cart/shipping-method' },
  { route: 'POST /api/cart/promotions/dismiss', path: '/api/cart/promotions/dismiss' },
  { route: 'POST /api/account/sign-in', path: '/api/account/sign-in' },
  { route: 'POST /api/account/sign-out', path: '/api/account/sign-out' },
  { route: 'POST /api/account/sign-out-elsewhere', path: '/api/account/sign-out-elsewhere' },
  { route: 'POST /api/associate/sign-in', path: '/api/associate/sign-in' },
  { route: 'POST /api/associate/sign-out', path: '/api/associate/sign-out' },
  { route: 'POST /api/cart/price-adjustments', path: '/api/cart/price-adjustments' },
  { route: 'POST /api/cart/price-adjustments/remove', path: '/api/cart/price-adjustments/remove' },
  {
    route: 'PATCH /api/cart/price-adjustments/:adjustmentId',
    path: '/api/cart/price-adjustments/PA0000',
  },
  { route: 'POST /api/account/sign-up', path: '/api/account/sign-up' },
  { route: 'POST /api/account/join', path: '/api/account/join' },
  { route: 'POST /api/account/lookup', path: '/api/account/lookup' },
  { route: 'POST /api/account/forgot-password', path: '/api/account/forgot-password' },
  { route: 'POST /api/account/reset-password', path: '/api/account/reset-password' },
  { route: 'POST /api/account/change-password', path: '/api/account/change-password' },
  { route: 'POST /api/account/change-email', path: '/api/account/change-email' },
  { route: 'POST /api/account/profile', path: '/api/account/profile' },
  { route: 'PUT /api/account/profile', path: '/api/account/profile' },
  { route: 'POST /api/account/addresses', path: '/api/account/addresses' },
  { route: 'PUT /api/account/addresses/:id', path: '/api/account/addresses/S-1234' },
  { route: 'POST /api/account/addresses/:id/main', path: '/api/account/addresses/S-1234/main' },
  { route: 'DELETE /api/account/addresses/:id', path: '/api/account/addresses/S-1234' },
  { route: 'POST /api/cart/bonus/restore', path: '/api/cart/bonus/restore' },
  { route: 'POST /api/cart/pickup-store', path: '/api/cart/pickup-store' },
  { route: 'POST /api/cart/gift-cards/balance', path: '/api/cart/gift-cards/balance' },
  { route: 'POST /api/cart/gift-cards', path: '/api/cart/gift-cards' },
  { route: 'POST /api/cart/gift-cards/remove', path: '/api/cart/gift-cards/remove' },
  { route: 'POST /api/checkout/shipping', path: '/api/checkout/shipping' },
  { route: 'POST /api/checkout/billing', path: '/api/checkout/billing' },
  { route: 'POST /api/checkout/gift-cards/balance', path: '/api/checkout/gift-cards/balance' },
  { route: 'POST /api/checkout/gift-cards', path: '/api/checkout/gift-cards' },
  { route: 'POST /api/checkout/gift-cards/remove', path: '/api/checkout/gift-cards/remove' },
  { route: 'POST /api/checkout/orders', path: '/api/checkout/orders' },
  { route: 'POST /api/checkout/reward-code', path: '/api/checkout/reward-code' },
  { route: 'POST /api/checkout/reward-code/remove', path: '/api/checkout/reward-code/remove' },
  { route: 'POST /api/checkout/loyalty-voucher', path: '/api/checkout/loyalty-voucher' },
  { route: 'POST /api/checkout/athlete-payment', path: '/api/checkout/athlete-payment' },
  { route: 'POST /api/checkout/reward-card', path: '/api/checkout/reward-card' },
  { route: 'POST /api/checkout/saved-reward-code', path: '/api/checkout/saved-reward-code' },
  { route: 'POST /api/checkout/payments/remove', path: '/api/checkout/payments/remove' },
  { route: 'POST /api/checkout/express', path: '/api/checkout/express' },
  { route: 'POST /api/account/payment-methods/cards', path: '/api/account/payment-methods/cards' },
  {
    route: 'POST /api/account/payment-methods/reward-cards',
    path: '/api/account/payment-methods/reward-cards',
  },
  {
    route: 'POST /api/account/payment-methods/reward-codes',
    path: '/api/account/payment-methods/reward-codes',
  },
  { route: 'POST /api/account/payment-methods/main', path: '/api/account/payment-methods/main' },
  { route: 'POST /api/account/employee-terms', path: '/api/account/employee-terms' },
  { route: 'POST /api/account/loyalty/join', path: '/api/account/loyalty/join' },
  { route: 'POST /api/account/subscriptions', path: '/api/account/subscriptions' },
  { route: 'POST /api/account/subscriptions/confirm', path: '/api/account/subscriptions/confirm' },
  { route: 'POST /api/account/payment-methods/remove', path: '/api/account/payment-methods/remove' },
  { route: 'POST /api/checkout/orders/authentication', path: '/api/checkout/orders/authentication' },
  { route: 'POST /api/compare', path: '/api/compare' },
  { route: 'POST /api/compare/remove', path: '/api/compare/remove' },
  { route: 'POST /api/events/:eventId/registrations', path: '/api/events/trail-weekend/registrations' },
  { route: 'POST /api/favorites', path: '/api/favorites' },
  { route: 'POST /api/favorites/remove', path: '/api/favorites/remove' },
  { route: 'POST /api/favorites/share', path: '/api/favorites/share' },
  { route: 'POST /api/help/contact-us', path: '/api/help/contact-us' },
  { route: 'POST /api/help/warranty', path: '/api/help/warranty' },
  { route: 'POST /api/newsletter', path: '/api/newsletter' },
  { route: 'POST /api/order-status', path: '/api/order-status' },
  { route: 'POST /api/orders/:orderNumber/cancel', path: '/api/orders/KS0000100001/cancel' },
  { route: 'POST /api/orders/:orderNumber/return-label', path: '/api/orders/KS0000100001/return-label' },
  {
    route: 'POST /api/orders/:orderNumber/gift-cards/resend',
    path: '/api/orders/KS0000100001/gift-cards/resend',
  },
  { route: 'POST /api/preview/session', path: '/api/preview/session' },
  { route: 'DELETE /api/preview/session', path: '/api/preview/session' },
  { route: 'POST /api/saved-for-later', path: '/api/saved-for-later' },
  { route: 'POST /api/saved-for-later/move', path: '/api/saved-for-later/move' },
  { route: 'POST /api/saved-for-later/remove', path: '/api/saved-for-later/remove' },
  { route: 'POST /api/search/recent/clear', path: '/api/search/recent/clear' },
  { route: 'POST /api/photos/:mediaId/reports', path: '/api/photos/ph0003/reports' },
  { route: 'POST /api/photo-sets', path: '/api/photo-sets' },
  { route: 'POST /api/products/:styleCode/reviews', path: '/api/products/KS100048/reviews' },
  {
    route: 'POST /api/products/:styleCode/reviews/:itemId/vote',
    path: '/api/products/KS100048/reviews/R12345/vote',
  },
  {
    route: 'POST /api/products/:styleCode/reviews/:itemId/flag',
    path: '/api/products/KS100048/reviews/R12345/flag',
  },
  {
    route: 'POST /api/products/:styleCode/reviews/:itemId/translate',
    path: '/api/products/KS100048/reviews/R12345/translate',
  },
  { route: 'POST /api/products/:styleCode/notifications', path: '/api/products/KS100048/notifications' },
  { route: 'POST /api/products/:styleCode/questions', path: '/api/products/KS100048/questions' },
  {
    route: 'POST /api/products/:styleCode/answers/:itemId/vote',
    path: '/api/products/KS100048/answers/A12345/vote',
  },
  { route: 'POST /api/stores/favourite', path: '/api/stores/favourite' },
]

/** Every page that answers its own plain form (decision 068), with an address that reaches it. */
const PAGE_FORMS = [
  '/:locale/account/sign-in',
  '/:locale/account/sign-up',
  '/:locale/account/join',
  '/:locale/account/security',
  '/:locale/account/profile',
  '/:locale/account/addresses',
  '/:locale/account/addresses/:id',
  '/:locale/forgot-password',
  '/:locale/reset-password',
  '/:locale/order-status',
  '/:locale/associate-login',
  '/:locale/help/contact-us',
  '/:locale/help/warranty',
  '/:locale/cart',
  '/:locale/p/:product',
  '/:locale/checkout',
  '/:locale/checkout/billing',
  '/:locale/checkout/summary',
  '/:locale/account/loyalty',
  '/:locale/account/subscriptions',
  '/:locale/account/orders/:orderNumber',
  '/:locale/account/payment-methods',
  '/:locale/account/payment-methods/remove/:id',
  '/:locale/compare',
  '/:locale/favorites',
  '/:locale/account/favorites',
  '/:locale/account',
  '/:locale/account/employee-terms',
  '/:locale/privacy-choices',
  '/:locale/location',
  '/:locale/search-hub',
  '/:locale/stores',
  '/:locale/preview-tool',
  '/:locale/reserve',
  '/:locale/photo/:mediaId',
].flatMap((route) => {
  const path = route
    .replace(':locale', 'en-us')
    .replace(':mediaId', 'ph0003')
    .replace(':orderNumber', 'K1234')
    .replace(':product', 'summit-merino-tee-KS100013')
  // An address's form is answered for a new address and a known one alike.
  const ids = route.endsWith('/addresses/:id') ? ['new', 'S-1234'] : ['S-1234']
  return ids.map((id) => ({ route, path: path.replace(':id', id) }))
})

/**
 * The forms named in the query, posted to whatever page carries them: the newsletter block's (decision 074) and a
 * product gallery's photo share (decision 104).
 */
const NEWSLETTER_FORMS = [
  { route: 'newsletter on the home page', path: '/en-us?form=newsletter' },
  { route: 'newsletter on a content page', path: '/en-us/stories/trail-season?form=newsletter' },
  { route: 'a photo shared from a product page', path: '/en-us/p/meadow-crew-tee-KS100048?form=photo' },
]

const CROSS_SITE: Record<string, Record<string, string>> = {
  'Origin: https://evil.example': { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  'a look-alike Origin (http://localhost.evil.example)': { origin: 'http://localhost.evil.example' },
  'no Origin, sec-fetch-site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'no Origin, sec-fetch-site: same-site': { 'sec-fetch-site': 'same-site' },
  // An opaque origin (a sandboxed frame, a data: page) is cross-site to the shop; an old browser says nothing.
  'Origin: null, sec-fetch-site: cross-site': { origin: 'null', 'sec-fetch-site': 'cross-site' },
  'Origin: null without Fetch Metadata': { origin: 'null' },
}

const methodOf = (route: string) => route.split(' ')[0] as string

function send(path: string, method: string, headers: Record<string, string>) {
  const { upstream, env } = createTestShop()
  const response = request(path, {
    env,
    method,
    headers: { 'content-type': 'application/json', 'x-storefront-locale': 'en-us', ...headers },
    ...(method === 'POST' ? { body: '{}' } : {}),
  })
  return { upstream, response }
}

const isGuardRefusal = async (response: Response) =>
  response.status === 403 &&
  ((await response.clone().json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId ===
    'API403'

describe('the cross-site guard', () => {
  it('knows every mutating /api route the app has', () => {
    const routes = new Set(
      storefront.routes
        .filter(({ method, path }) => path.startsWith('/api/') && !['GET', 'HEAD', 'ALL'].includes(method))
        .map(({ method, path }) => `${method} ${path}`),
    )
    routes.delete('POST /api/content/purge')
    routes.delete('POST /api/associates/status')
    routes.delete('POST /api/catalogue/recalculated')
    expect([...routes].sort()).toEqual(MUTATIONS.map(({ route }) => route).sort())
  })

  for (const [kind, headers] of Object.entries(CROSS_SITE)) {
    it(`refuses every mutation with ${kind}: 403 API403 and nothing asked upstream`, async () => {
      for (const { route, path } of MUTATIONS) {
        const { upstream, response } = send(path, methodOf(route), headers)
        const answer = await response
        expect(answer.status, route).toBe(403)
        const body = (await answer.json()) as { errorDetails: { errorId: string }[]; appId: string }
        expect(body.errorDetails[0]?.errorId, route).toBe('API403')
        expect(body.appId).toBe('storefront')
        expect(answer.headers.getSetCookie(), route).toEqual([])
        expect(
          upstream.calls.map((call) => call.url),
          route,
        ).toEqual([])
      }
    })
  }

  it('lets every mutation through with no Origin and sec-fetch-site: same-origin, or the shop’s own Origin', async () => {
    const sameOrigin: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      // A shop page sent with no referrer (the password reset page) posts with Origin: null.
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of sameOrigin) {
      for (const { route, path } of MUTATIONS) {
        const answer = await send(path, methodOf(route), headers).response
        expect(await isGuardRefusal(answer), `${route} ${JSON.stringify(headers)}`).toBe(false)
        expect(answer.status, route).toBeLessThan(500)
      }
    }
  })

  it('lets reads through from anywhere', async () => {
    const { response } = send('/api/cart', 'GET', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    const answer = await response
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ cart: null })
  })
})

describe('the cross-site guard of the pages’ own forms', () => {
  /** A plain form's post, empty: whatever answers it, the guard has read nothing. */
  const post = (path: string, headers: Record<string, string>) => {
    const upstream = createUpstream()
    const response = request(path, {
      env: createTestEnv(upstream),
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: '',
    })
    return { upstream, response }
  }
  const isGuardPage = async (response: Response) =>
    response.status === 400 && (await response.clone().text()).includes('We couldn’t read that address')

  it('knows every page the app answers a form for, under every served locale', () => {
    const posted = storefront.routes
      .filter(
        ({ method, path }) => method === 'POST' && !path.startsWith('/api/') && !path.startsWith('/__dev/'),
      )
      .map(({ path }) => path)
    const expected = [...new Set(PAGE_FORMS.map(({ route }) => route))].sort()
    for (const code of LOCALE_CODES) {
      const prefix = `/${code}/`
      const routes = new Set(
        posted
          .filter((path) => path.startsWith(prefix) && path !== `${prefix}*`)
          .map((path) => `/:locale/${path.slice(prefix.length)}`),
      )
      expect([...routes].sort(), code).toEqual(expected)
    }
    // Nothing else takes a post: no page form outside a served locale.
    const served = new Set(LOCALE_CODES.map((code) => `/${code}/`))
    expect(posted.filter((path) => !served.has(path.slice(0, path.indexOf('/', 1) + 1)))).toEqual([])
  })

  for (const [kind, headers] of Object.entries(CROSS_SITE)) {
    it(`refuses every page's form with ${kind}: the 400 page, no cookie, and nothing sent upstream`, async () => {
      for (const { route, path } of [...PAGE_FORMS, ...NEWSLETTER_FORMS]) {
        const { upstream, response } = post(path, headers)
        const answer = await response
        expect(await isGuardPage(answer), route).toBe(true)
        expect(answer.headers.get('location'), route).toBeNull()
        expect(answer.headers.getSetCookie(), route).toEqual([])
        // The error page reads its chrome (menus, footer); nothing is sent to change anything.
        expect(
          upstream.calls.filter((call) => call.method !== 'GET').map((call) => call.url),
          route,
        ).toEqual([])
      }
    })
  }

  it('lets every page’s form through from the shop’s own pages, a page sent with no referrer included', async () => {
    const sameOrigin: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of sameOrigin) {
      for (const { route, path } of [...PAGE_FORMS, ...NEWSLETTER_FORMS]) {
        const answer = await post(path, headers).response
        expect(await isGuardPage(answer), `${route} ${JSON.stringify(headers)}`).toBe(false)
        expect(answer.status, route).toBeLessThan(500)
      }
    }
  })

  it('answers a form only at a page’s own address, under a locale the shop serves', async () => {
    for (const path of ['/xx-xx/account/sign-in', '/EN-US/account/sign-in', '/en-us/account/overview']) {
      const answer = await post(path, { origin: 'http://localhost' }).response
      expect(answer.status, path).toBe(404)
    }
  })
})
