/**
 * The pages that answer their own plain forms (decision 068), each at the page's own address: a form without
 * JavaScript posts where it was shown, and a refusal is that page again, there. Scripts call `/api` with JSON.
 */
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { PHOTO_SHARE_FORM } from '../../../shared/content/photo-share'
import { LOCALE_CODES } from '../../../shared/i18n/locales'
import { sameOriginMutations } from '../../middleware/same-origin'
import type { AppEnv } from '../../types'
import { signInAction, signOutAction, signUpAction } from './account'
import { associateLoginAction } from './associate'
import { addToBagAction, bagAction } from './cart'
import { billingAction, reviewAction, shippingAction } from './checkout'
import { compareAction } from './compare'
import { consentAction } from './consent'
import { joinAction } from './enrolment'
import { accountFavoritesAction, favoritesAction } from './favorites'
import { contactUsAction, warrantyAction } from './help'
import { locationAction } from './location'
import { employeeTermsAction, loyaltyJoinAction, subscriptionsAction } from './loyalty'
import { newsletterAction } from './newsletter'
import { accountOrderAction, trackOrderAction } from './orders'
import { forgotPasswordAction, resetPasswordAction, securityAction } from './password'
import { photoReportAction } from './photo-report'
import { photoShareAction } from './photo-share'
import { previewToolAction } from './preview-tool'
import { addressAction, addressBookAction, profileAction } from './profile'
import { reservePlaceAction, reserveStartAction } from './reserve'
import { searchHubAction } from './search-hub'
import { storeLocatorAction } from './stores'
import { removeInstrumentAction, walletAction } from './wallet'

/** A page's form is answered at the page's own address only: under the locale of its path, as the shop serves it. */
function pageLocale(): MiddlewareHandler<AppEnv> {
  return async function pageLocale(c, next) {
    const [, segment] = c.req.path.split('/')
    if (c.var.localeSource !== 'path' || segment !== c.var.locale.code) return c.notFound()
    return next()
  }
}

/** A locale's page forms, at the page's own path under the locale (mounted under each below). */
const localeActions = new Hono<AppEnv>()

// The guard `/api` mutations have: a form posted from another site is refused before anything is read.
localeActions.on('POST', '/*', sameOriginMutations(), pageLocale())

// The newsletter block's form, on whatever page the block is: named in the query, so the page's own forms keep theirs.
localeActions.post('/*', (c, next) => (c.req.query('form') === 'newsletter' ? newsletterAction(c) : next()))
// A shopper's photo, from a product's gallery (decision 104): named in the query too.
localeActions.post('/*', (c, next) =>
  c.req.query('form') === PHOTO_SHARE_FORM ? photoShareAction(c) : next(),
)

localeActions.post('/location', (c) => locationAction(c))
localeActions.post('/account', (c) => signOutAction(c))
localeActions.post('/account/sign-in', (c) => signInAction(c))
localeActions.post('/account/sign-up', (c) => signUpAction(c))
localeActions.post('/account/join', (c) => joinAction(c))
localeActions.post('/account/security', (c) => securityAction(c))
localeActions.post('/account/profile', (c) => profileAction(c))
localeActions.post('/account/addresses', (c) => addressBookAction(c))
localeActions.post('/account/employee-terms', (c) => employeeTermsAction(c))
localeActions.post('/account/loyalty', (c) => loyaltyJoinAction(c))
localeActions.post('/account/subscriptions', (c) => subscriptionsAction(c))
// One route for a new address and a known one: a literal beside a parameter would cost the app its regular-expression
// router (decision 110).
localeActions.post('/account/addresses/:id', (c) => {
  const id = c.req.param('id')
  return addressAction(c, id === 'new' ? null : id)
})
localeActions.post('/account/orders/:orderNumber', (c) => accountOrderAction(c, c.req.param('orderNumber')))
localeActions.post('/account/payment-methods', (c) => walletAction(c))
localeActions.post('/account/payment-methods/remove/:id', (c) => removeInstrumentAction(c, c.req.param('id')))
localeActions.post('/forgot-password', (c) => forgotPasswordAction(c))
localeActions.post('/reset-password', (c) => resetPasswordAction(c))
localeActions.post('/order-status', (c) => trackOrderAction(c))
localeActions.post('/associate-login', (c) => associateLoginAction(c))
localeActions.post('/help/contact-us', (c) => contactUsAction(c))
localeActions.post('/help/warranty', (c) => warrantyAction(c))
localeActions.post('/cart', (c) => bagAction(c))
// Reserve in store (decision 086): the product page's reserve form is named in the query, beside the buy box's.
localeActions.post('/p/:product', (c, next) =>
  c.req.query('form') === 'reserve' ? reserveStartAction(c) : next(),
)
localeActions.post('/p/:product', (c) => addToBagAction(c))
localeActions.post('/reserve', (c) => reservePlaceAction(c))
// A photo's own page answers its report (decision 114).
localeActions.post('/photo/:mediaId', (c) => photoReportAction(c, c.req.param('mediaId')))
localeActions.post('/privacy-choices', (c) => consentAction(c))
localeActions.post('/search-hub', (c) => searchHubAction(c))
localeActions.post('/stores', (c) => storeLocatorAction(c))
localeActions.post('/preview-tool', (c) => previewToolAction(c))
localeActions.post('/compare', (c) => compareAction(c))
localeActions.post('/favorites', (c) => favoritesAction(c))
localeActions.post('/account/favorites', (c) => accountFavoritesAction(c))
localeActions.post('/checkout', (c) => shippingAction(c))
localeActions.post('/checkout/billing', (c) => billingAction(c))
localeActions.post('/checkout/summary', (c) => reviewAction(c))

/**
 * The page forms under each served locale's path, as literals: a `/:locale` parameter beside `/api` and `/__dev` would
 * make Hono's regular-expression router refuse the app (decision 110). A path under a locale the shop does not
 * serve is no page, as before.
 */
export const pageActions = new Hono<AppEnv>()
for (const code of LOCALE_CODES) pageActions.route(`/${code}`, localeActions)
