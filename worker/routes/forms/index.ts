/**
 * The pages that answer their own plain forms (decision 068), each at the page's own address: a form without
 * JavaScript posts where it was shown, and a refusal is that page again, there. Scripts call `/api` with JSON.
 */
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { PHOTO_SHARE_FORM } from '../../../shared/content/photo-share'
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

export const pageActions = new Hono<AppEnv>()

// The guard `/api` mutations have: a form posted from another site is refused before anything is read.
pageActions.on('POST', '/:locale/*', sameOriginMutations(), pageLocale())

// The newsletter block's form, on whatever page the block is: named in the query, so the page's own forms keep theirs.
pageActions.post('/:locale/*', (c, next) =>
  c.req.query('form') === 'newsletter' ? newsletterAction(c) : next(),
)
// A shopper's photo, from a product's gallery (decision 104): named in the query too.
pageActions.post('/:locale/*', (c, next) =>
  c.req.query('form') === PHOTO_SHARE_FORM ? photoShareAction(c) : next(),
)

pageActions.post('/:locale/location', (c) => locationAction(c))
pageActions.post('/:locale/account', (c) => signOutAction(c))
pageActions.post('/:locale/account/sign-in', (c) => signInAction(c))
pageActions.post('/:locale/account/sign-up', (c) => signUpAction(c))
pageActions.post('/:locale/account/join', (c) => joinAction(c))
pageActions.post('/:locale/account/security', (c) => securityAction(c))
pageActions.post('/:locale/account/profile', (c) => profileAction(c))
pageActions.post('/:locale/account/addresses', (c) => addressBookAction(c))
pageActions.post('/:locale/account/employee-terms', (c) => employeeTermsAction(c))
pageActions.post('/:locale/account/loyalty', (c) => loyaltyJoinAction(c))
pageActions.post('/:locale/account/subscriptions', (c) => subscriptionsAction(c))
pageActions.post('/:locale/account/addresses/new', (c) => addressAction(c, null))
pageActions.post('/:locale/account/addresses/:id', (c) => addressAction(c, c.req.param('id')))
pageActions.post('/:locale/account/orders/:orderNumber', (c) =>
  accountOrderAction(c, c.req.param('orderNumber')),
)
pageActions.post('/:locale/account/payment-methods', (c) => walletAction(c))
pageActions.post('/:locale/account/payment-methods/remove/:id', (c) =>
  removeInstrumentAction(c, c.req.param('id')),
)
pageActions.post('/:locale/forgot-password', (c) => forgotPasswordAction(c))
pageActions.post('/:locale/reset-password', (c) => resetPasswordAction(c))
pageActions.post('/:locale/order-status', (c) => trackOrderAction(c))
pageActions.post('/:locale/associate-login', (c) => associateLoginAction(c))
pageActions.post('/:locale/help/contact-us', (c) => contactUsAction(c))
pageActions.post('/:locale/help/warranty', (c) => warrantyAction(c))
pageActions.post('/:locale/cart', (c) => bagAction(c))
// Reserve in store (decision 086): the product page's reserve form is named in the query, beside the buy box's.
pageActions.post('/:locale/p/:product', (c, next) =>
  c.req.query('form') === 'reserve' ? reserveStartAction(c) : next(),
)
pageActions.post('/:locale/p/:product', (c) => addToBagAction(c))
pageActions.post('/:locale/reserve', (c) => reservePlaceAction(c))
pageActions.post('/:locale/privacy-choices', (c) => consentAction(c))
pageActions.post('/:locale/search-hub', (c) => searchHubAction(c))
pageActions.post('/:locale/stores', (c) => storeLocatorAction(c))
pageActions.post('/:locale/preview-tool', (c) => previewToolAction(c))
pageActions.post('/:locale/compare', (c) => compareAction(c))
pageActions.post('/:locale/favorites', (c) => favoritesAction(c))
pageActions.post('/:locale/account/favorites', (c) => accountFavoritesAction(c))
pageActions.post('/:locale/checkout', (c) => shippingAction(c))
pageActions.post('/:locale/checkout/billing', (c) => billingAction(c))
pageActions.post('/:locale/checkout/summary', (c) => reviewAction(c))
