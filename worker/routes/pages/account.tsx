/**
 * The account pages: `/{locale}/account/sign-in` and `/sign-up`, and the signed-in area (`/{locale}/account` and
 * its sections, account-area.tsx; a guest is sent to sign in first). All are one shopper's, so never stored. The
 * sign-in and sign-up forms post to their own page, whose action (worker/routes/forms/account.ts) answers a refused
 * form with this page again, rendered by `renderSignIn` or `renderSignUp`, so no email ever travels in a URL.
 */
import { EmployeeTermsPage } from '../../../client/pages/employee-terms-page'
import { SignInPage, type SignInPageProps } from '../../../client/pages/sign-in-page'
import { EMPTY_SIGN_UP, SignUpPage, type SignUpPageProps } from '../../../client/pages/sign-up-page'
import { phoneCountriesOf } from '../../../shared/account/phone'
import { minimumAgeOf, phoneExample, prefillEmail, signUpVariantOf } from '../../../shared/account/sign-up'
import { sourceFromQuery } from '../../../shared/account/source'
import {
  accountPath,
  contentPath,
  employeeTermsPath,
  forgotPasswordPath,
  isAccountSection,
  joinPath,
  loyaltyTermsPath,
  signInPath,
  signUpPath,
} from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent, pageContentQuery, withLinkCampaign } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { logEvent } from '../../log'
import { requestedFragment } from '../../render/fragment'
import type { RenderPageOptions } from '../../render/page'
import { signedInShopper } from '../../services/account'
import { phoneCountries } from '../../services/countries'
import { linkedConsumer } from '../../services/enrolment'
import { favoritesOffered } from '../../services/favorites'
import { needsEmployeeTerms } from '../../services/loyalty'
import { isProfileUnavailable } from '../../services/profile'
import type { AppContext } from '../../types'
import { returnPathOf } from '../inputs'
import { toSignIn } from '../sign-in-first'
import { ACCOUNT_SECTION_ROUTES } from './account-area'
import { joinRoute } from './account-join'
import { renderPrivatePage } from './account-page'
import { renderProfileNotLoaded } from './account-profile'
import { dialogContentRoute, isDialogContentPage } from './dialog-content'

/**
 * A page of the account's forms, with its own query (`variant`) and `returnTo` kept when it is not the account
 * overview itself.
 */
function keepingReturn(
  c: AppContext,
  path: string,
  returnTo: string,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query)
  if (returnTo !== accountPath(c.var.locale.code)) params.set('returnTo', returnTo)
  return params.size > 0 ? `${path}?${params}` : path
}

/** The sign-in page, as asked for or after a refused form post (with its fields' messages and the status). */
export async function renderSignIn(
  c: AppContext,
  props: Omit<SignInPageProps, 'action' | 'signUpHref' | 'forgotPasswordUrl' | 'loyaltyJoinHref' | 'blocks'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  // The chrome and the content block (spec 1 §2, with the campaign the shopper came by) load side by side: a slow
  // content service costs one wait, not two.
  const chrome = loadChrome(c, undefined, { popups: false })
  const { blocks, blockEnvironment } = await loadOptionalContent(
    c,
    'sign-in page content',
    c.var.services.content.getPage('account/sign-in', pageContentQuery(c, { campaign: true })),
  )
  const signUp = signUpPath(locale.code)
  return renderPrivatePage(
    c,
    { title: t.t('signIn.title'), path: signInPath(locale.code) },
    <SignInPage
      action={signInPath(locale.code)}
      signUpHref={keepingReturn(c, signUp, props.returnTo)}
      forgotPasswordUrl={forgotPasswordPath(locale.code)}
      loyaltyJoinHref={
        c.var.flags.loyaltyJoin ? keepingReturn(c, signUp, props.returnTo, { variant: 'loyalty' }) : null
      }
      blocks={blocks}
      {...props}
    />,
    status,
    blockEnvironment,
    chrome,
  )
}

/** The sign-up page, as asked for or after a refused form post (what was typed, each field's message, the status). */
export async function renderSignUp(
  c: AppContext,
  props: Pick<SignUpPageProps, 'returnTo' | 'values' | 'errors' | 'emailInUse' | 'notice' | 'variant'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  // The content for the link the shopper came by (spec 1 §2): a campaign's hero, a referral, the store they join
  // at, and the newsletter's offer for the address that pre-fills the form; beside the chrome.
  const chrome = loadChrome(c, undefined, { popups: false })
  const link = { campaign: true, referral: true, store: true } as const
  const countriesLoad = phoneCountries(c)
  const { blocks, blockEnvironment } = await loadOptionalContent(
    c,
    'sign-up page content',
    c.var.services.content.getAugmentedPage('sign-up', pageContentQuery(c, { ...link, email: true })),
  )
  const countries = await countriesLoad
  const title = t.t(
    props.variant === 'loyalty'
      ? 'signUp.loyalty.title'
      : props.variant === 'simplified'
        ? 'signUp.simplified.title'
        : 'signUp.title',
  )
  return renderPrivatePage(
    c,
    { title, path: signUpPath(locale.code) },
    <SignUpPage
      action={withLinkCampaign(c, signUpPath(c.var.locale.code), link)}
      signInHref={keepingReturn(c, signInPath(locale.code), props.returnTo)}
      termsHref={contentPath(locale.code, 'sale-terms')}
      privacyHref={contentPath(locale.code, 'privacy')}
      smsTermsHref={contentPath(locale.code, 'sms-terms')}
      loyaltyTermsHref={loyaltyTermsPath(locale.code)}
      minimumAge={minimumAgeOf(locale.country)}
      phoneExample={phoneExample(locale.country, locale.region, countries)}
      phoneCountries={phoneCountriesOf(countries, [locale.country])}
      country={locale.country}
      region={locale.region}
      rules={locale.signUp}
      today={new Date().toISOString().slice(0, 10)}
      blocks={blocks}
      {...props}
    />,
    status,
    blockEnvironment,
    chrome,
  )
}

const NOTICES = {
  sessionEnded: 'account.sessionEnded',
  passwordChanged: 'password.changed',
  created: 'signUp.created',
} as const

export async function accountRoute(c: AppContext, rest: readonly string[]): Promise<Response> {
  const { t } = c.var
  const query = new URL(c.req.url).searchParams
  const [first, ...more] = rest
  const section = first ?? 'overview'
  // The sign-in dialog's steps ask their editor content of the sign-in and sign-up addresses.
  const fragment = requestedFragment(c)
  if ((section === 'sign-in' || section === 'sign-up') && more.length === 0 && isDialogContentPage(fragment))
    return dialogContentRoute(c, fragment)
  if (section === 'sign-up' && more.length === 0) {
    // A loyalty or enrolment e-mail's link names the consumer (`?consumerId=&email=`): their details prefill the
    // form; a pair that is no consumer's says so and leaves the form empty.
    const consumerId = query.get('consumerId')
    const linked = consumerId
      ? await optional(c, 'linked consumer', linkedConsumer(c, consumerId, query.get('email') ?? ''), null)
      : null
    return renderSignUp(c, {
      returnTo: returnPathOf(c, query.get('returnTo')),
      // `?email=` (spec 1 §2) fills the field when it is a valid address; it is never shown anywhere else.
      // The campaign the shopper came by is kept through the form and sent with the sign-up, never shown.
      values: {
        ...EMPTY_SIGN_UP,
        email: linked === 'invalid' ? '' : prefillEmail(query.get('email')),
        ...(linked && linked !== 'invalid' ? linked : {}),
        ...sourceFromQuery(query),
      },
      errors: {},
      emailInUse: false,
      notice: linked === 'invalid' ? t.t('signUp.linkInvalid') : null,
      variant: signUpVariantOf(query.get('variant')),
    })
  }
  if (section === 'join' && more.length === 0) return joinRoute(c, query)
  if (section === 'sign-in' && more.length === 0) {
    const notice = query.get('account')
    return renderSignIn(c, {
      returnTo: returnPathOf(c, query.get('returnTo')),
      email: '',
      errors: {},
      notice:
        notice && notice in NOTICES
          ? { kind: 'info', text: t.t(NOTICES[notice as keyof typeof NOTICES]) }
          : null,
    })
  }
  if (section === 'employee-terms' && more.length === 0) return employeeTerms(c, query)
  // The overview's one address is the area's own (`/account`), not `/account/overview`.
  if (first === 'overview' || !isAccountSection(section)) return c.notFound()
  // Favorites not offered here are no section at all, for a guest as for a customer (decision 047).
  if (section === 'favorites' && !favoritesOffered(c)) return c.notFound()
  const route = ACCOUNT_SECTION_ROUTES[section]
  // Signed in on a brand where the account has no profile yet: its welcome step makes one first (decision 088).
  if ((await c.var.session.read()).customer?.profilePending)
    return c.redirect(joinPath(c.var.locale.code, { step: 'brand', returnTo: c.req.path }), 303)
  let shopper: Awaited<ReturnType<typeof signedInShopper>>
  try {
    // The overview shows a member's points: the loyalty summary comes in the same call.
    shopper = await signedInShopper(c, { loyaltySummary: section === 'overview' })
  } catch (error) {
    // Spec 2 §5 "Profile not loaded": the section says so, and offers no form that would start empty.
    if (!isProfileUnavailable(error)) throw error
    logEvent(c, 'warn', 'profile not loaded', { error: String(error) })
    return renderProfileNotLoaded(c, section)
  }
  if (!shopper) return toSignIn(c, c.req.path)
  return (await route(c, shopper, more, query)) ?? c.notFound()
}

/**
 * The employee discount terms (decision 045): an employee who has not accepted them yet; anyone else, or an
 * employee who has, goes on to `returnTo`. The form posts to this page, whose action (worker/routes/forms/loyalty.ts)
 * answers a refusal with this page again, by `renderEmployeeTerms`.
 */
async function employeeTerms(c: AppContext, query: URLSearchParams): Promise<Response> {
  return renderEmployeeTerms(c, { returnTo: returnPathOf(c, query.get('returnTo')), error: null })
}

export async function renderEmployeeTerms(
  c: AppContext,
  state: { returnTo: string; error: string | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const { returnTo, error } = state
  const shopper = await signedInShopper(c)
  if (!shopper) return toSignIn(c, `${employeeTermsPath(locale.code)}?${new URLSearchParams({ returnTo })}`)
  if (!needsEmployeeTerms(shopper)) return c.redirect(returnTo, 303)
  return renderPrivatePage(
    c,
    { title: t.t('employeeTerms.title'), path: employeeTermsPath(locale.code) },
    <EmployeeTermsPage
      action={employeeTermsPath(locale.code)}
      termsHref={contentPath(locale.code, 'associate-discount-terms')}
      returnTo={returnTo}
      error={error}
    />,
    status,
  )
}
