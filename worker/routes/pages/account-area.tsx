/**
 * The signed-in account area: `/{locale}/account` (the overview) and `/{locale}/account/{section}`, the sections
 * of `ACCOUNT_SECTIONS` (shared/routes.ts). Every page of it is the shopper's own, so never stored, and is drawn in
 * the area's frame (`client/components/account-layout.tsx`). A guest, or a session the shop has signed out, is
 * sent to sign in and comes back to the page asked for (`accountRoute` in account.tsx).
 */
import { AccountFavoritesPage } from '../../../client/pages/account-favorites-page'
import { AccountLoyaltyPage } from '../../../client/pages/account-loyalty-page'
import { AccountPage } from '../../../client/pages/account-page'
import {
  AccountPaymentMethodsPage,
  RemoveInstrumentPage,
} from '../../../client/pages/account-payment-methods-page'
import {
  AccountSecurityPage,
  type AccountSecurityPageProps,
} from '../../../client/pages/account-security-page'
import { AccountSubscriptionsPage } from '../../../client/pages/account-subscriptions-page'
import { phoneExample } from '../../../shared/account/sign-up'
import { type SubscriptionType, subscriptionTypeOf } from '../../../shared/account/subscriptions'
import { REWARD_CODE_ERRORS, resolveError } from '../../../shared/error-catalogue'
import type { MessageKey } from '../../../shared/i18n/messages/en'
import {
  type AccountSection,
  accountSectionPath,
  employeeTermsPath,
  loyaltyTermsPath,
  smsTermsPath,
} from '../../../shared/routes'
import { optional } from '../../loaders/deferred'
import type { RenderPageOptions } from '../../render/page'
import { signedInShopper } from '../../services/account'
import { currentFavoritesId, favoritesOffered } from '../../services/favorites'
import {
  type AccountBanner,
  accountBanners,
  accountSubscriptions,
  loyaltySection,
  REFERRAL_CODE,
} from '../../services/loyalty'
import { accountWallet } from '../../services/wallet'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { ordersRoute } from './account-orders'
import { renderAccountPage, signOutActionOf } from './account-page'
import { addressesSection, profileSection } from './account-profile'

/** A section's page for the signed-in shopper, given the path's segments after the section's and the query. */
export type AccountSectionRoute = (
  c: AppContext,
  shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
) => Promise<Response | null>

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
export function renderOverview(
  c: AppContext,
  shopper: ConsumerProfile,
  { notice, signOutRefusal }: { notice: string | null; signOutRefusal: string | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
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
      banners={accountBanners(shopper).map((banner) =>
        wordBanner(
          c,
          banner,
          `${employeeTermsPath(c.var.locale.code)}?${new URLSearchParams({ returnTo: accountSectionPath(c.var.locale.code, 'overview') })}`,
        ),
      )}
    />,
    status,
  )
}

/**
 * The security section as asked for (`?account=passwordChanged` after a change, `signedOutElsewhere` after signing
 * out on the other devices) or after a refused change.
 */
export async function renderSecurity(
  c: AppContext,
  shopper: ConsumerProfile,
  options: {
    notice: string | null
    password: Omit<AccountSecurityPageProps['password'], 'action'>
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
      : outcome === 'signedOutElsewhere'
        ? c.var.t.t('account.elsewhere.done')
        : null
  return renderSecurity(c, shopper, { notice, password: { errors: {}, notice: null } })
}

const WALLET_NOTICES: Readonly<Record<string, MessageKey>> = {
  cardSaved: 'wallet.saved.card',
  rewardCardSaved: 'wallet.saved.rewardCard',
  rewardCodeSaved: 'wallet.saved.rewardCode',
  mainChanged: 'wallet.mainChanged',
  removed: 'wallet.removed',
}

export type WalletForm = 'card' | 'rewardCard' | 'rewardCode'

/**
 * A refused form's words, by the form it came from (spec 1 §8: a card already saved shows the server's message,
 * any other refusal "couldn't save this card"; reward cards say so as gift cards do), else the catalogue's.
 */
export function walletRefusalKey(form: WalletForm | null, errorId: string): MessageKey {
  const catalogued = (resolveError(errorId, '', 400).key ?? 'error.generic') as MessageKey
  if (errorId === 'GIFT_CARD_THROTTLED' || errorId === 'REWARD_CODE_THROTTLED' || errorId === 'REW401')
    return catalogued
  if (form === 'card') return errorId === 'PYT300' ? 'error.cardExists' : 'wallet.error.cardSaveFailed'
  if (form === 'rewardCard')
    return errorId === 'PYT300' ? 'wallet.error.giftCardExists' : 'wallet.error.giftCardSaveFailed'
  if (form === 'rewardCode') {
    if (errorId === 'PYT300') return 'wallet.error.codeExists'
    if (errorId === 'REWARD_CODE_INVALID') return 'wallet.error.codeRequired'
    return (REWARD_CODE_ERRORS[errorId]?.key as MessageKey | undefined) ?? 'wallet.error.codeSaveFailed'
  }
  return errorId === 'PYT404' ? 'wallet.error.gone' : catalogued
}

/** An instrument's name as its confirmation says it, or null when the wallet has no such instrument. */
function instrumentName(c: AppContext, wallet: Awaited<ReturnType<typeof accountWallet>>, id: string) {
  const { t } = c.var
  const card = wallet.cards.find((entry) => entry.id === id)
  const rewardCard = wallet.rewardCards.find((entry) => entry.id === id)
  const rewardCode = wallet.rewardCodes.find((entry) => entry.id === id)
  if (card) return t.t('wallet.card.label', { brand: card.brandName, last4: card.lastFour })
  if (rewardCard) return t.t('wallet.rewardCard.label', { last4: rewardCard.lastFour })
  if (rewardCode) return t.t('wallet.rewardCode.label', { label: rewardCode.label })
  return null
}

const walletSectionPath = (c: AppContext) => accountSectionPath(c.var.locale.code, 'payment-methods')
const removeInstrumentPath = (c: AppContext, id: string) =>
  `${walletSectionPath(c)}/remove/${encodeURIComponent(id)}`

/**
 * The confirmation of removing an instrument, `payment-methods/remove/{id}`, at whose address its form posts: with
 * the refusal when removing was refused. An instrument no longer there sends the shopper back to the section, which
 * says so.
 */
export async function renderRemoveInstrument(
  c: AppContext,
  id: string,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const name = instrumentName(c, await accountWallet(c), id)
  if (!name) return c.redirect(`${walletSectionPath(c)}?account=PYT404`, 303)
  return renderAccountPage(
    c,
    'payment-methods',
    <RemoveInstrumentPage
      signOutAction={signOutActionOf(c)}
      name={name}
      action={removeInstrumentPath(c, id)}
      refusal={refusal}
      id={id}
      backPath={walletSectionPath(c)}
    />,
    status,
  )
}

/** The payment methods section (decision 043) with an outcome, or a refused form's message and what was typed. */
export async function renderPaymentMethods(
  c: AppContext,
  options: {
    notice: string | null
    refusal: { form: WalletForm | 'top'; text: string } | null
    typed: { number: string; code: string }
  },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { locale } = c.var
  const sectionPath = walletSectionPath(c)
  return renderAccountPage(
    c,
    'payment-methods',
    <AccountPaymentMethodsPage
      signOutAction={signOutActionOf(c)}
      wallet={await accountWallet(c)}
      notice={options.notice}
      refusal={options.refusal}
      typed={options.typed}
      action={sectionPath}
      removePath={(id) => removeInstrumentPath(c, id)}
      today={new Date().toISOString()}
      saveCard={{
        locale: locale.code,
        providerOrigin: c.var.config.paymentProviderOrigin,
        savedPath: `${sectionPath}?account=cardSaved`,
      }}
    />,
    status,
  )
}

/**
 * The payment methods section (decision 043), with an outcome (`?account=`), or `?account=PYT404` when the
 * instrument a confirmation was asked for is gone; and `remove/{id}`, the confirmation of removing one.
 */
const paymentMethods: AccountSectionRoute = async (c, _shopper, rest, query) => {
  if (rest.length === 2 && rest[0] === 'remove') return renderRemoveInstrument(c, rest[1] ?? '')
  if (rest.length > 0) return null
  const outcome = query.get('account')
  const notice =
    outcome && Object.hasOwn(WALLET_NOTICES, outcome)
      ? c.var.t.t(WALLET_NOTICES[outcome] as MessageKey)
      : null
  return renderPaymentMethods(c, {
    notice,
    refusal: outcome === 'PYT404' ? { form: 'top', text: c.var.t.t(walletRefusalKey(null, outcome)) } : null,
    typed: { number: '', code: '' },
  })
}

/**
 * The loyalty section (decision 045) as asked for or after a refused "Join" form: a member's points, vouchers and
 * welcome offer; anyone else's "Join" form, with the referral code and each refusal's message at its field.
 */
export async function renderLoyalty(
  c: AppContext,
  shopper: ConsumerProfile,
  options: {
    notice: string | null
    referralCode: string
    errors: { referralCode?: string; agreement?: string; top?: string }
  },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { locale } = c.var
  return renderAccountPage(
    c,
    'loyalty',
    <AccountLoyaltyPage
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      loyalty={await loyaltySection(c, shopper)}
      join={{
        action: accountSectionPath(locale.code, 'loyalty'),
        termsHref: loyaltyTermsPath(locale.code),
        referralCode: options.referralCode,
        errors: options.errors,
      }}
    />,
    status,
  )
}

/**
 * The loyalty section, its referral code filled from `?referral_code=` (a member's shared link), `?account=joined`
 * after joining.
 */
const loyalty: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const typed = (query.get('referral_code') ?? '').trim().toUpperCase()
  return renderLoyalty(c, shopper, {
    notice: query.get('account') === 'joined' ? c.var.t.t('loyalty.join.done') : null,
    referralCode: REFERRAL_CODE.test(typed) ? typed : '',
    errors: {},
  })
}

/** The notice of each outcome of a plain subscriptions form, by the type it was about. */
const SUBSCRIPTION_NOTICES: Readonly<Record<SubscriptionType, Readonly<Record<string, MessageKey>>>> = {
  Newsletter: {
    emailOn: 'subscriptions.email.done.on',
    emailOff: 'subscriptions.email.done.off',
    smsPending: 'subscriptions.sms.done.pending',
    smsOn: 'subscriptions.sms.done.on',
    smsOff: 'subscriptions.sms.done.off',
  },
  LoyaltyNewsletter: {
    emailOn: 'subs.loyaltyNewsletter.done.on',
    emailOff: 'subs.loyaltyNewsletter.done.off',
  },
  Loyalty: {
    emailOn: 'subs.loyalty.email.done.on',
    emailOff: 'subs.loyalty.email.done.off',
    smsPending: 'subscriptions.sms.done.pending',
    smsOn: 'subs.loyalty.sms.done.on',
    smsOff: 'subs.loyalty.sms.done.off',
  },
}

/**
 * The subscriptions section as asked for, or after a refused form (what was typed, the message at the form of the
 * type it concerns). The loyalty types are offered to a member (the profile's `loyalty`), read when not given.
 */
export async function renderSubscriptions(
  c: AppContext,
  options: {
    notice: string | null
    /** The type the outcome or the refusal concerns. */
    type: SubscriptionType
    values: { phone: string; code: string }
    errors: { phone?: string; code?: string; type?: string; top?: string }
  },
  status: RenderPageOptions['status'] = 200,
  shopper?: ConsumerProfile | null,
): Promise<Response> {
  const { locale } = c.var
  const profile = shopper === undefined ? await signedInShopper(c) : shopper
  const member = Boolean(profile?.loyalty)
  return renderAccountPage(
    c,
    'subscriptions',
    <AccountSubscriptionsPage
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      subscriptions={await accountSubscriptions(c, member)}
      actions={{
        change: accountSectionPath(locale.code, 'subscriptions'),
        confirm: accountSectionPath(locale.code, 'subscriptions'),
      }}
      joinHref={accountSectionPath(locale.code, 'loyalty')}
      smsTermsHref={smsTermsPath(locale.code)}
      phoneExample={phoneExample(locale.country, locale.region)}
      focusType={options.type}
      values={options.values}
      errors={options.errors}
    />,
    status,
  )
}

/**
 * The subscriptions section (decisions 045, 048). Outcomes come as `?account=<outcome>&type=<type>`; the text's
 * link brings the code as `?code=` (and its type as `?type=`), which fills in the confirmation (confirming is the
 * shopper's post, never this GET).
 */
const subscriptions: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const type = subscriptionTypeOf(query.get('type')) ?? 'Newsletter'
  const outcome = query.get('account') ?? ''
  const notices = SUBSCRIPTION_NOTICES[type]
  const noticeKey = Object.hasOwn(notices, outcome) ? notices[outcome] : undefined
  const code = query.get('code') ?? ''
  return renderSubscriptions(
    c,
    {
      notice: noticeKey ? c.var.t.t(noticeKey) : null,
      type,
      values: { phone: '', code: /^\d{6}$/.test(code) ? code : '' },
      errors: {},
    },
    200,
    shopper,
  )
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
  const favoriteId = await currentFavoritesId(c)
  const list = favoriteId
    ? await optional(c, 'favorites', c.var.services.wishlists.getFavorites(favoriteId), undefined)
    : null
  return renderAccountPage(
    c,
    'favorites',
    <AccountFavoritesPage
      items={list?.items ?? []}
      degraded={list === undefined}
      sectionPath={accountSectionPath(c.var.locale.code, 'favorites')}
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      refusal={options.refusal}
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
  'payment-methods': paymentMethods,
  orders: ordersRoute,
  profile: profileSection,
  addresses: addressesSection,
  favorites,
  loyalty,
  subscriptions,
  security,
}
