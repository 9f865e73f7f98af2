/**
 * URL builders for every page type, so links are made in one place and always parse back to the same page.
 */

/** Lower-case, ASCII-only slug: accents dropped, anything else folded to single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}

export const homePath = (locale: string): string => `/${locale}`

/** Where a shopper lands once signed out (spec 1 §2): the home page, which then says so. */
export const signedOutPath = (locale: string): string => `${homePath(locale)}?account=signedOut`

export const productPath = (locale: string, name: string, styleCode: string): string =>
  `/${locale}/p/${slugify(name) || 'product'}-${styleCode}`

/** The file name of a page's data without its HTML (spec 2 §7 `{path}/_payload.json`, decision 108). */
export const PAYLOAD_FILE = '_payload.json'

/** Where a page's data is read without its HTML: `/en-us/p/trail-runner-KS100001/_payload.json`. */
export const payloadPath = (pagePath: string): string => `${pagePath.replace(/\/+$/, '')}/${PAYLOAD_FILE}`

/** A category listing path; `trail` holds the names of the parent categories, outermost first. */
export function categoryPath(
  locale: string,
  trail: readonly string[],
  name: string,
  categoryId: string,
): string {
  const parents = trail.map((segment) => slugify(segment) || 'category')
  return `/${[locale, 'c', ...parents, `${slugify(name) || 'category'}-${categoryId}`].join('/')}`
}

export const cartPath = (locale: string): string => `/${locale}/cart`
export const accountPath = (locale: string): string => `/${locale}/account`
/**
 * The sections of the signed-in account area, in the order its navigation lists them: the overview at
 * `/{locale}/account`, every other at `/{locale}/account/{section}`.
 */
export const ACCOUNT_SECTIONS = [
  'overview',
  'orders',
  'profile',
  'addresses',
  'payment-methods',
  'favorites',
  'loyalty',
  'subscriptions',
  'security',
] as const
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]
/**
 * A link to the account, to sign in or to sign up, made to come back to `here` (a path of this site) afterwards:
 * the account itself becomes sign-in (a guest would be sent there anyway), with `returnTo` set. Any other link,
 * or one that already has a query, is left as it is.
 */
export function accountLinkFrom(url: string, locale: string, here: string): string {
  const back = `returnTo=${encodeURIComponent(here)}`
  if (url === accountPath(locale) || url === signInPath(locale)) return `${signInPath(locale)}?${back}`
  if (url === signUpPath(locale)) return `${signUpPath(locale)}?${back}`
  return url
}
export const isAccountSection = (name: string): name is AccountSection =>
  (ACCOUNT_SECTIONS as readonly string[]).includes(name)
export const accountSectionPath = (locale: string, section: AccountSection): string =>
  section === 'overview' ? accountPath(locale) : `${accountPath(locale)}/${section}`
/** One order of the shopper's, in the account's orders section. */
export const accountOrderPath = (locale: string, orderNumber: string): string =>
  `${accountPath(locale)}/orders/${encodeURIComponent(orderNumber)}`
/** A guest's order status page: an order found by its number and email (a shop page among content slugs). */
export const orderStatusPath = (locale: string): string => `/${locale}/order-status`
export const signInPath = (locale: string): string => `/${locale}/account/sign-in`

/**
 * The sign-in page for a shopper whose session a service refused (`reauthenticate`), told so, coming back to
 * `returnTo` (a path and query of this shop's) to do again what they tried.
 *
 * @example signInAgainPath('en-us', '/en-us/cart') // '/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart&account=sessionEnded'
 */
export const signInAgainPath = (locale: string, returnTo: string): string =>
  `${signInPath(locale)}?returnTo=${encodeURIComponent(returnTo)}&account=sessionEnded`
export const signUpPath = (locale: string): string => `/${locale}/account/sign-up`
/**
 * The enrolment flow (decision 046): `/{locale}/account/join`, the step in `?step=` and where it ends in
 * `?returnTo=` (left out when it is the account itself). Never an email or any other personal value.
 *
 * @example joinPath('en-us', { step: 'mobile', returnTo: '/en-us/cart' }) // '/en-us/account/join?step=mobile&returnTo=%2Fen-us%2Fcart'
 */
export function joinPath(locale: string, options: { step?: string; returnTo?: string } = {}): string {
  const query = [
    options.step ? `step=${encodeURIComponent(options.step)}` : null,
    options.returnTo && options.returnTo !== accountPath(locale)
      ? `returnTo=${encodeURIComponent(options.returnTo)}`
      : null,
  ].filter(Boolean)
  return query.length > 0 ? `/${locale}/account/join?${query.join('&')}` : `/${locale}/account/join`
}
/** Spec 1 §1: the loyalty programme's terms, linked from joining it. */
export const loyaltyTermsPath = (locale: string): string => `/${locale}/loyalty-terms`
/** Spec 1 §1: the text messages' terms, linked from opting in to them. */
export const smsTermsPath = (locale: string): string => `/${locale}/sms-terms`
/** Where an employee accepts the employee discount terms (decision 045), before going on after signing in. */
export const employeeTermsPath = (locale: string): string => `/${locale}/account/employee-terms`
/** Spec 1 §2: `/forgot-password`, at the top level after the locale. */
export const forgotPasswordPath = (locale: string): string => `/${locale}/forgot-password`
/** The page a reset link leads to, its token in the query (`?token=`). */
export const resetPasswordPath = (locale: string): string => `/${locale}/reset-password`
/** In-store mode's sign-in for store associates (spec 1 §2 "associate-login"). */
export const associateLoginPath = (locale: string): string => `/${locale}/associate-login`
export const checkoutPath = (locale: string): string => `/${locale}/checkout`
export const orderConfirmationPath = (locale: string): string => `/${locale}/order-confirmation`
/** Reserve in store (decision 086): who collects the reservation, then its confirmation. */
export const reservePath = (locale: string): string => `/${locale}/reserve`
export const reserveConfirmationPath = (locale: string): string => `${reservePath(locale)}/confirmation`
export const searchHubPath = (locale: string): string => `/${locale}/search-hub`
export const comparePath = (locale: string): string => `/${locale}/compare`
export const favoritesPath = (locale: string): string => `/${locale}/favorites`
export const storeLocatorPath = (locale: string): string => `/${locale}/stores`
/** The preference centre: the shopper's cookie and tracking choices (decision 060). */
export const privacyChoicesPath = (locale: string): string => `/${locale}/privacy-choices`
/** The location selector: the country and language the shopper shops in (spec 1 §1). */
export const locationPath = (locale: string): string => `/${locale}/location`

export function searchPath(locale: string, query?: string): string {
  return query ? `/${locale}/search?q=${encodeURIComponent(query)}` : `/${locale}/search`
}

/** A content page under a locale: `/en-us/help/contact-us`. */
export const contentPath = (locale: string, slug: string): string => `/${locale}/${slug.replace(/^\/+/, '')}`

/** Replaces the locale segment of a path, keeping the rest: used for language switchers and hreflang. */
export function swapLocale(pathname: string, locale: string): string {
  const rest = pathname.split('/').slice(2).join('/')
  return rest ? `/${locale}/${rest}` : `/${locale}`
}

/** Spec 1 §2: `/help/contact-us`, the contact form beside the content service's page of that slug. */
/** The photos of one product, by its stream at the social media service (decision 106). */
export const photoStreamPath = (locale: string, streamId: string): string =>
  `/${locale}/photos/streams/${encodeURIComponent(streamId)}`

/** A set of photos a shopper saved and shares (decision 106). */
export const photoSetPath = (locale: string, setId: string): string =>
  `/${locale}/photos/sets/${encodeURIComponent(setId)}`

/**
 * A shopper's photo on a page of its own (decision 114), where a gallery's thumbnail leads without JavaScript.
 * `from` names the page the gallery is on (its path, query and fragment), for the way back; its slashes stay as they
 * are, as a query may hold them, and keep the thumbnails' links short.
 *
 * @example photoPath('en-us', 'ph0012', '/en-us/stories/on-film#on-film-ugc')
 * // '/en-us/photo/ph0012?from=/en-us/stories/on-film%23on-film-ugc'
 */
export function photoPath(locale: string, mediaId: string, from?: string | null): string {
  const path = `/${locale}/photo/${encodeURIComponent(mediaId)}`
  return from ? `${path}?from=${encodeURIComponent(from).replaceAll('%2F', '/')}` : path
}

export const contactUsPath = (locale: string): string => `/${locale}/help/contact-us`
/** The warranty page (spec 2 §7 "Warranty"): a shop page beside the help pages. */
export const warrantyPath = (locale: string): string => `/${locale}/help/warranty`
