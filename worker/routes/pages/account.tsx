/**
 * The account pages: `/{locale}/account` (the signed-in shopper's overview; a guest is sent to sign in first) and
 * `/{locale}/account/sign-in`. Both are one shopper's, so never stored. The sign-in form posts to
 * `/api/account/sign-in`; without JavaScript a refused sign-in is answered with this page again, rendered by
 * `renderSignIn` with the refusal, so no email ever travels in a URL.
 */
import { AccountPage, type AccountPageProps } from '../../../client/pages/account-page'
import { SignInPage, type SignInPageProps } from '../../../client/pages/sign-in-page'
import { EMPTY_SIGN_UP, SignUpPage, type SignUpPageProps } from '../../../client/pages/sign-up-page'
import { safeReturnPath } from '../../../shared/return-path'
import {
  accountPath,
  contentPath,
  forgotPasswordPath,
  homePath,
  signInPath,
  signUpPath,
} from '../../../shared/routes'
import { minimumAgeOf, phoneExample } from '../../../shared/sign-up'
import { loadChrome } from '../../loaders/chrome'
import type { RenderPageOptions } from '../../render/page'
import { renderPage } from '../../render/page'
import { signedInShopper } from '../../services/account'
import type { AppContext } from '../../types'

/** The page a sign-in goes back to: the one it names if it is a path on this site, else the account overview. */
export const returnPathOf = (c: AppContext, value: unknown) =>
  safeReturnPath(value) ?? accountPath(c.var.locale.code)

/** A page of the account's forms with `returnTo` kept, when it is not the account overview itself. */
function keepingReturn(c: AppContext, path: string, returnTo: string): string {
  return returnTo === accountPath(c.var.locale.code) ? path : `${path}?${new URLSearchParams({ returnTo })}`
}

/** The sign-in page, as asked for or after a refused form post (with its fields' messages and the status). */
export async function renderSignIn(
  c: AppContext,
  props: Omit<SignInPageProps, 'action' | 'signUpHref' | 'forgotPasswordUrl'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t } = c.var
  const chrome = await loadChrome(c, undefined, { popups: false })
  return renderPage(c, {
    head: {
      title: t.t('signIn.title'),
      description: null,
      canonicalPath: signInPath(c.var.locale.code),
      indexable: false,
      pageType: 'account',
    },
    chrome,
    page: (
      <SignInPage
        action="/api/account/sign-in"
        signUpHref={keepingReturn(c, signUpPath(c.var.locale.code), props.returnTo)}
        forgotPasswordUrl={forgotPasswordPath(c.var.locale.code)}
        {...props}
      />
    ),
    status,
    noStore: true,
  })
}

/** The sign-up page, as asked for or after a refused form post (what was typed, each field's message, the status). */
export async function renderSignUp(
  c: AppContext,
  props: Pick<SignUpPageProps, 'returnTo' | 'values' | 'errors' | 'emailInUse' | 'notice'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const chrome = await loadChrome(c, undefined, { popups: false })
  return renderPage(c, {
    head: {
      title: t.t('signUp.title'),
      description: null,
      canonicalPath: signUpPath(locale.code),
      indexable: false,
      pageType: 'account',
    },
    chrome,
    page: (
      <SignUpPage
        action="/api/account/sign-up"
        signInHref={keepingReturn(c, signInPath(locale.code), props.returnTo)}
        termsHref={contentPath(locale.code, 'sale-terms')}
        privacyHref={contentPath(locale.code, 'privacy')}
        smsTermsHref={contentPath(locale.code, 'sms-terms')}
        minimumAge={minimumAgeOf(locale.country)}
        phoneExample={phoneExample(locale.country, locale.region)}
        country={locale.country}
        region={locale.region}
        today={new Date().toISOString().slice(0, 10)}
        {...props}
      />
    ),
    status,
    noStore: true,
  })
}

const NOTICES = {
  signedOut: 'account.signedOut',
  sessionEnded: 'account.sessionEnded',
  passwordChanged: 'password.changed',
  created: 'signUp.created',
} as const

/**
 * The signed-in shopper's account overview, with an outcome's notice (`?account=signedIn`, `signedUp`, `passwordChanged`), or
 * after a refused change of password with its messages and the status; null for a guest, who is sent to sign in.
 */
export async function renderAccount(
  c: AppContext,
  options: { outcome: string | null; password: Omit<AccountPageProps['password'], 'action'> },
  status: RenderPageOptions['status'] = 200,
): Promise<Response | null> {
  const { t, locale } = c.var
  const shopper = await signedInShopper(c)
  if (!shopper) return null
  const chrome = await loadChrome(c, undefined, { popups: false })
  const name = `${shopper.firstName} ${shopper.lastName}`.trim()
  return renderPage(c, {
    head: {
      title: t.t('page.account.title'),
      description: null,
      canonicalPath: accountPath(locale.code),
      indexable: false,
      pageType: 'account',
    },
    chrome,
    page: (
      <AccountPage
        name={name}
        email={shopper.email}
        signOutAction="/api/account/sign-out"
        notice={
          options.outcome === 'passwordChanged'
            ? t.t('password.change.done')
            : options.outcome === 'signedIn'
              ? t.t('account.signedIn', { name: shopper.firstName })
              : options.outcome === 'signedUp'
                ? t.t('signUp.welcome', { name: shopper.firstName })
                : null
        }
        links={[
          { text: t.t('page.contactUs'), url: contentPath(locale.code, 'help/contact-us') },
          { text: t.t('page.continueShopping'), url: homePath(locale.code) },
        ]}
        password={{ action: '/api/account/change-password', ...options.password }}
      />
    ),
    status,
    noStore: true,
  })
}

export async function accountRoute(c: AppContext, rest: readonly string[]): Promise<Response> {
  const { t, locale } = c.var
  const query = new URL(c.req.url).searchParams
  const [section, ...more] = rest
  if (more.length > 0 || (section !== undefined && section !== 'sign-in' && section !== 'sign-up'))
    return c.notFound()
  if (section === 'sign-up')
    return renderSignUp(c, {
      returnTo: returnPathOf(c, query.get('returnTo')),
      values: EMPTY_SIGN_UP,
      errors: {},
      emailInUse: false,
      notice: null,
    })
  if (section === 'sign-in') {
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
  const page = await renderAccount(c, {
    outcome: query.get('account'),
    password: { errors: {}, notice: null },
  })
  if (page) return page
  const back = new URLSearchParams({ returnTo: accountPath(locale.code) })
  // A session the shop signed out by itself (its tokens refused or timed out) is told so, once.
  const { signedOut } = await c.var.session.read()
  if (signedOut) {
    await c.var.session.change({ kind: 'signedOut.seen' })
    back.set('account', 'sessionEnded')
  }
  return c.redirect(`${signInPath(locale.code)}?${back}`, 303)
}
