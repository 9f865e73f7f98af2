/**
 * The signed-in account area: `/{locale}/account` (the overview) and `/{locale}/account/{section}`, the sections
 * of `ACCOUNT_SECTIONS` (shared/routes.ts). Every page of it is the shopper's own, so never stored, and is drawn in
 * the area's frame (`client/components/account-layout.tsx`). A guest, or a session the shop has signed out, is
 * sent to sign in and comes back to the page asked for (`accountRoute` in account.tsx).
 */
import { AccountFavoritesPage } from '../../../client/pages/account-favorites-page'
import { AccountPage } from '../../../client/pages/account-page'
import {
  AccountSecurityPage,
  type AccountSecurityPageProps,
} from '../../../client/pages/account-security-page'
import { type AccountSection, accountSectionPath, employeeTermsPath } from '../../../shared/routes'
import { optional } from '../../loaders/deferred'
import type { RenderPageOptions } from '../../render/page'
import { pointsOf } from '../../services/account'
import { favoritesOffered, favoritesPages } from '../../services/favorites'
import { type AccountBanner, accountBanners } from '../../services/loyalty'
import { favouriteStoreName } from '../../services/stores'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { loyaltyRoute, subscriptionsRoute } from './account-loyalty'
import { ordersRoute } from './account-orders'
import {
  type AccountSectionRoute,
  loadSectionContent,
  renderAccountPage,
  signOutActionOf,
} from './account-page'
import { addressesSection, profileSection } from './account-profile'
import { paymentMethodsRoute } from './account-wallet'
import { pageAsked, pastLastPage } from './paging'

/** An overview banner worded for the page: its title, its line, and a link when it asks the shopper to act. */
function wordBanner(c: AppContext, banner: AccountBanner, employeeTermsHref: string) {
  const { t } = c.var
  switch (banner.kind) {
    case 'athlete':
      return {
        kind: 'athlete',
        title: t.t('banner.athlete.title'),
        text: t.t('banner.athlete', { spent: t.money(banner.spent), credit: t.money(banner.credit) }),
        link: null,
      }
    case 'employeeTerms':
      return {
        kind: 'employee',
        title: t.t('banner.employee.title'),
        text: t.t('banner.employee.pending'),
        link: { href: employeeTermsHref, text: t.t('banner.employee.pendingLink') },
      }
    case 'employee':
      return {
        kind: 'employee',
        title: t.t('banner.employee.title'),
        text: t.t('banner.employee', { spent: t.money(banner.spent), cap: t.money(banner.cap) }),
        link: null,
      }
    case 'prosumer': {
      const programme = t.t(banner.identity === 'WRANX' ? 'banner.prosumer.WRANX' : 'banner.prosumer.IPA')
      const credit = banner.credit
        ? ` ${t.t('banner.prosumer.credit', { spent: t.money(banner.credit.spent), credit: t.money(banner.credit.credit) })}`
        : ''
      return { kind: 'prosumer', title: t.t('banner.prosumer.title'), text: programme + credit, link: null }
    }
  }
}

const OVERVIEW_NOTICES = { signedIn: 'account.signedIn', signedUp: 'signUp.welcome' } as const

/** The overview, with an outcome's notice (`?account=signedIn` after signing in, `signedUp` after signing up). */
const overview: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const outcome = query.get('account')
  const welcome =
    outcome && Object.hasOwn(OVERVIEW_NOTICES, outcome)
      ? c.var.t.t(OVERVIEW_NOTICES[outcome as keyof typeof OVERVIEW_NOTICES], { name: shopper.firstName })
      : null
  // A sign-in whose favorites or saved items joined the account's says so with the welcome (decision 047).
  const notice =
    welcome && query.get('lists') === 'merged' ? `${welcome} ${c.var.t.t('lists.merged')}` : welcome
  return renderOverview(c, shopper, { notice, signOutRefusal: null })
}

/** The overview with an outcome's notice, or a refused sign-out's (worker/routes/forms/account.ts). */
export async function renderOverview(
  c: AppContext,
  shopper: ConsumerProfile,
  { notice, signOutRefusal }: { notice: string | null; signOutRefusal: string | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const content = await loadSectionContent(c, shopper, 'account')
  return renderAccountPage(
    c,
    'overview',
    <AccountPage
      firstName={shopper.firstName}
      name={`${shopper.firstName} ${shopper.lastName}`.trim()}
      email={shopper.email}
      signOutAction={signOutActionOf(c)}
      notice={notice}
      signOutRefusal={signOutRefusal}
      points={pointsOf(shopper)}
      banners={accountBanners(shopper).map((banner) =>
        wordBanner(
          c,
          banner,
          `${employeeTermsPath(c.var.locale.code)}?${new URLSearchParams({ returnTo: accountSectionPath(c.var.locale.code, 'overview') })}`,
        ),
      )}
      blocks={content.blocks}
    />,
    status,
    null,
    content,
  )
}

/**
 * The security section as asked for (`?account=passwordChanged` or `emailChanged` after a change,
 * `signedOutElsewhere` after signing out on the other devices) or after a refused change.
 */
export async function renderSecurity(
  c: AppContext,
  shopper: ConsumerProfile,
  options: {
    notice: string | null
    password: Omit<AccountSecurityPageProps['password'], 'action'>
    /** The change-of-email form's refusal and what was typed in it (decision 094); none on a plain visit. */
    emailChange?: Omit<AccountSecurityPageProps['emailChange'], 'action'>
    /** A refused "sign out on all other devices" (worker/routes/forms/password.ts). */
    elsewhere?: string
  },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  return renderAccountPage(
    c,
    'security',
    <AccountSecurityPage
      email={shopper.email}
      signOutAction={signOutActionOf(c)}
      signOutElsewhereAction={accountSectionPath(c.var.locale.code, 'security')}
      elsewhereRefusal={options.elsewhere ?? null}
      notice={options.notice}
      password={{
        action: accountSectionPath(c.var.locale.code, 'security'),
        ...options.password,
      }}
      emailChange={{
        action: accountSectionPath(c.var.locale.code, 'security'),
        ...(options.emailChange ?? { errors: {}, notice: null, typed: '' }),
      }}
    />,
    status,
  )
}

const security: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const outcome = query.get('account')
  const notice =
    outcome === 'passwordChanged'
      ? c.var.t.t('password.change.done')
      : outcome === 'emailChanged'
        ? c.var.t.t('account.email.done', { email: shopper.email })
        : outcome === 'signedOutElsewhere'
          ? c.var.t.t('account.elsewhere.done')
          : null
  return renderSecurity(c, shopper, { notice, password: { errors: {}, notice: null } })
}

/**
 * The favorites section (decision 047): the signed-in shopper's favorites, which the session holds the account's
 * list of since signing in; with an outcome, or why removing one was refused.
 */
export async function renderAccountFavorites(
  c: AppContext,
  options: { notice: string | null; refusal: string | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { favoriteId, favStoreId } = await c.var.session.read()
  const page = pageAsked(c)
  // Read with the shopper's store (decision 082): each item says whether the store holds it.
  const [list, store] = await Promise.all([
    favoriteId
      ? optional(
          c,
          'favorites',
          c.var.services.wishlists.getFavorites(favoriteId, page, favStoreId),
          undefined,
        )
      : null,
    favoriteId && favStoreId ? optional(c, 'favourite store', favouriteStoreName(c, favStoreId), null) : null,
  ])
  const pages = favoritesPages(c, page, list?.total ?? 0)
  // Past the last page (a favourite removed elsewhere, an old link): the last page there is.
  const past = list?.items.length === 0 ? pastLastPage(c, page, pages.count) : null
  if (past) return past
  return renderAccountPage(
    c,
    'favorites',
    <AccountFavoritesPage
      items={list?.items ?? []}
      storeName={list?.favouriteStoreId ? store : null}
      degraded={list === undefined}
      sectionPath={accountSectionPath(c.var.locale.code, 'favorites')}
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      refusal={options.refusal}
      total={list?.total ?? 0}
      pages={pages}
    />,
    status,
  )
}

/** The favorites section, `?favorite=removed` after removing one. Not offered, it is no page (404). */
const favorites: AccountSectionRoute = async (c, _shopper, rest, query) => {
  if (rest.length > 0 || !favoritesOffered(c)) return null
  return renderAccountFavorites(c, {
    notice: query.get('favorite') === 'removed' ? c.var.t.t('lists.removed') : null,
    refusal: null,
  })
}

/** Each section's route: a new section adds its name to `ACCOUNT_SECTIONS` and its route here. */
export const ACCOUNT_SECTION_ROUTES: Readonly<Record<AccountSection, AccountSectionRoute>> = {
  overview,
  'payment-methods': paymentMethodsRoute,
  orders: ordersRoute,
  profile: profileSection,
  addresses: addressesSection,
  favorites,
  loyalty: loyaltyRoute,
  subscriptions: subscriptionsRoute,
  security,
}
