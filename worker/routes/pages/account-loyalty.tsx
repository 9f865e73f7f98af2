/**
 * The account's loyalty and subscriptions sections (decisions 045, 048): a member's points, vouchers and welcome
 * offer or anyone else's "Join" form, and the newsletter and SMS subscriptions with their double opt-in.
 */

import { AccountLoyaltyPage } from '../../../client/pages/account-loyalty-page'
import { AccountSubscriptionsPage } from '../../../client/pages/account-subscriptions-page'
import { phoneExample } from '../../../shared/account/sign-up'
import { type SubscriptionType, subscriptionTypeOf } from '../../../shared/account/subscriptions'
import type { MessageKey } from '../../../shared/i18n/messages/en'
import { accountSectionPath, loyaltyTermsPath, smsTermsPath } from '../../../shared/routes'
import type { RenderPageOptions } from '../../render/page'
import { signedInShopper } from '../../services/account'
import { phoneCountries } from '../../services/countries'
import { accountSubscriptions, loyaltySection, notificationsOf, REFERRAL_CODE } from '../../services/loyalty'
import type { AppContext } from '../../types'
import { isLoyaltyMember } from '../../upstream/consumers/membership'
import type { ConsumerProfile, NotificationPreferences } from '../../upstream/consumers/schemas'
import {
  type AccountSectionRoute,
  loadSectionContent,
  renderAccountPage,
  signOutActionOf,
} from './account-page'

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
  // The campaign or the friend's referral the shopper came by, and what the content service has for members.
  const [content, loyalty] = await Promise.all([
    loadSectionContent(c, shopper, 'loyalty-modal', { campaign: true, referral: true }),
    loyaltySection(c, shopper),
  ])
  return renderAccountPage(
    c,
    'loyalty',
    <AccountLoyaltyPage
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      loyalty={loyalty}
      join={{
        action: accountSectionPath(locale.code, 'loyalty'),
        termsHref: loyaltyTermsPath(locale.code),
        referralCode: options.referralCode,
        errors: options.errors,
      }}
      blocks={content.blocks}
    />,
    status,
    null,
    content,
  )
}

/**
 * The loyalty section, its referral code filled from `?referral_code=` (a member's shared link), `?account=joined`
 * after joining.
 */
export const loyaltyRoute: AccountSectionRoute = async (c, shopper, rest, query) => {
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
    /** The notification choices as typed after a refusal, and its message; else the profile's. */
    notifications?: { values: NotificationPreferences; error: string | null }
  },
  status: RenderPageOptions['status'] = 200,
  shopper?: ConsumerProfile | null,
): Promise<Response> {
  const { locale } = c.var
  const profile = shopper === undefined ? await signedInShopper(c) : shopper
  const member = profile ? isLoyaltyMember(profile) : false
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
      phoneExample={phoneExample(locale.country, locale.region, await phoneCountries(c))}
      focusType={options.type}
      values={options.values}
      errors={options.errors}
      notifications={{
        action: accountSectionPath(locale.code, 'subscriptions'),
        values: options.notifications?.values ?? notificationsOf(profile),
        error: options.notifications?.error ?? null,
      }}
    />,
    status,
  )
}

/**
 * The subscriptions section (decisions 045, 048). Outcomes come as `?account=<outcome>&type=<type>`; the text's
 * link brings the code as `?code=` (and its type as `?type=`), which fills in the confirmation (confirming is the
 * shopper's post, never this GET).
 */
export const subscriptionsRoute: AccountSectionRoute = async (c, shopper, rest, query) => {
  if (rest.length > 0) return null
  const type = subscriptionTypeOf(query.get('type')) ?? 'Newsletter'
  const outcome = query.get('account') ?? ''
  const notices = SUBSCRIPTION_NOTICES[type]
  const noticeKey =
    outcome === 'notificationsSaved'
      ? 'notifications.saved'
      : Object.hasOwn(notices, outcome)
        ? notices[outcome]
        : undefined
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
