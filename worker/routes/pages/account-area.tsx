/**
 * The signed-in account area: `/{locale}/account` (the overview) and `/{locale}/account/{section}`, the sections
 * of `ACCOUNT_SECTIONS` (shared/routes.ts). Every page of it is the shopper's own, so never stored, and is drawn in
 * the area's frame (`client/components/account-layout.tsx`). A guest, or a session the shop has signed out, is
 * sent to sign in and comes back to the page asked for (`accountRoute` in account.tsx).
 */
import type { ReactElement } from 'react'
import { ACCOUNT_SECTION_TEXT } from '../../../client/components/account-layout'
import { AccountPage } from '../../../client/pages/account-page'
import {
  AccountSecurityPage,
  type AccountSecurityPageProps,
} from '../../../client/pages/account-security-page'
import { type AccountSection, accountSectionPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { addressesSection, profileSection } from './account-profile'

/** Where every page of the area posts its sign-out. */
export const SIGN_OUT_ACTION = '/api/account/sign-out'

/** A section's page for the signed-in shopper, given the path's segments after the section's and the query. */
export type AccountSectionRoute = (
  c: AppContext,
  shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
) => Promise<Response | null>

/** Renders a page of the area: its title is the section's, and it is never stored. */
export async function renderAccountPage(
  c: AppContext,
  section: AccountSection,
  page: ReactElement,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const chrome = await loadChrome(c, undefined, { popups: false })
  const title = section === 'overview' ? t.t('page.account.title') : t.t(ACCOUNT_SECTION_TEXT[section].title)
  return renderPage(c, {
    head: {
      title,
      description: null,
      canonicalPath: accountSectionPath(locale.code, section),
      indexable: false,
      pageType: 'account',
    },
    chrome,
    page,
    status,
    noStore: true,
  })
}

const OVERVIEW_NOTICES = { signedIn: 'account.signedIn', signedUp: 'signUp.welcome' } as const

/** The overview, with an outcome's notice (`?account=signedIn` after signing in, `signedUp` after signing up). */
const overview: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const outcome = query.get('account')
  const notice =
    outcome && Object.hasOwn(OVERVIEW_NOTICES, outcome)
      ? c.var.t.t(OVERVIEW_NOTICES[outcome as keyof typeof OVERVIEW_NOTICES], { name: shopper.firstName })
      : null
  return renderAccountPage(
    c,
    'overview',
    <AccountPage
      firstName={shopper.firstName}
      name={`${shopper.firstName} ${shopper.lastName}`.trim()}
      email={shopper.email}
      signOutAction={SIGN_OUT_ACTION}
      notice={notice}
    />,
  )
}

/** The security section as asked for (`?account=passwordChanged` after a change) or after a refused change. */
export async function renderSecurity(
  c: AppContext,
  shopper: ConsumerProfile,
  options: { notice: string | null; password: Omit<AccountSecurityPageProps['password'], 'action'> },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  return renderAccountPage(
    c,
    'security',
    <AccountSecurityPage
      email={shopper.email}
      signOutAction={SIGN_OUT_ACTION}
      notice={options.notice}
      password={{ action: '/api/account/change-password', ...options.password }}
    />,
    status,
  )
}

const security: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const notice = query.get('account') === 'passwordChanged' ? c.var.t.t('password.change.done') : null
  return renderSecurity(c, shopper, { notice, password: { errors: {}, notice: null } })
}

/** Each section's route: a new section adds its name to `ACCOUNT_SECTIONS` and its route here. */
export const ACCOUNT_SECTION_ROUTES: Readonly<Record<AccountSection, AccountSectionRoute>> = {
  overview,
  profile: profileSection,
  addresses: addressesSection,
  security,
}
