/**
 * The account's discounts, loyalty and subscriptions (decision 045): an employee's acceptance of the employee
 * discount terms, the overview's banners (an athlete's credit, an employee's associate discount, a prosumer's
 * pro discount), joining the loyalty programme, and the newsletter and SMS subscriptions. Signed-in shoppers only.
 */

import { toNationalPhone } from '../../shared/account/phone'
import { isPhoneForTexts, phoneExample } from '../../shared/account/sign-up'
import {
  offersChannel,
  type SubscriptionType,
  type SubscriptionTypeView,
  subscriptionViews,
} from '../../shared/account/subscriptions'
import type { LoyaltyVouchers } from '../../shared/account/wallet'
import { REFERRAL_CODE } from '../../shared/content/page-query'
import { accountSectionPath } from '../../shared/routes'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { membershipOf } from '../upstream/consumers/membership'
import type { ConsumerProfile, NotificationPreferences, WelcomePromo } from '../upstream/consumers/schemas'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { phoneCountries } from './countries'
import { registeredToken } from './wallet'

/** Whether the shopper is an employee who has not accepted the employee discount terms yet. */
export const needsEmployeeTerms = (
  profile: Pick<ConsumerProfile, 'consumerType' | 'employeeTermsAccepted'>,
) => profile.consumerType === 'EMPLOYEE' && !profile.employeeTermsAccepted

/** Accepts the employee discount terms; the box must be ticked. */
export async function acceptEmployeeTerms(c: AppContext, accepted: boolean): Promise<void> {
  if (!accepted) throw new ApiError('EMPLOYEE_TERMS_REQUIRED')
  const token = await registeredToken(c)
  await c.var.services.consumers.acceptEmployeeTerms(token).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.errorId === 'PRO412') throw new ApiError('NOT_EMPLOYEE')
    throw error
  })
}

/** The profile's notification choices; all off for a profile that names none. */
export const notificationsOf = (profile: ConsumerProfile | null): NotificationPreferences =>
  profile?.notificationPreferences ?? {
    orderUpdatesSms: false,
    backInStockEmail: false,
    priceDropEmail: false,
  }

/**
 * Saves the notification choices (spec 1 §7 `PUT /notification`). The service refuses order updates by text
 * without a mobile number on the profile (PRO412): said at that box.
 */
export async function saveNotifications(c: AppContext, choices: NotificationPreferences): Promise<void> {
  const token = await registeredToken(c)
  await c.var.services.consumers.updateNotifications(token, choices).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.errorId === 'PRO412' && choices.orderUpdatesSms)
      throw new ApiError('NOTIFY_PHONE_REQUIRED')
    throw error
  })
}

/**
 * One of the overview's banners, as the facts the page words (amounts in the shop's currency): an athlete's credit,
 * an employee's discount (or the terms still to accept), a pro's programme and its credit.
 */
export type AccountBanner =
  | { kind: 'athlete'; spent: number; credit: number }
  | { kind: 'employeeTerms' }
  | { kind: 'employee'; spent: number; cap: number }
  | { kind: 'prosumer'; identity: 'WRANX' | 'IPA'; credit: { spent: number; credit: number } | null }

/** The overview's banners for the shopper's profile (spec 1 §6, spec 2 §3). */
export function accountBanners(profile: ConsumerProfile): AccountBanner[] {
  const details = profile.consumerDetails
  const banners: AccountBanner[] = []
  if (profile.consumerType === 'ATHLETE' && details?.athlete)
    banners.push({
      kind: 'athlete',
      spent: details.athlete.currentSpend,
      credit: details.athlete.annualCredit,
    })
  if (profile.consumerType === 'EMPLOYEE') {
    if (!profile.employeeTermsAccepted) banners.push({ kind: 'employeeTerms' })
    else if (details?.employee)
      banners.push({
        kind: 'employee',
        spent: details.employee.currentSpend,
        cap: details.employee.annualCap,
      })
  }
  if (profile.consumerType === 'PROSUMER') {
    const identity = details?.identity?.find((each) => each.type === 'WRANX' || each.type === 'IPA')?.type
    if (identity === 'WRANX' || identity === 'IPA') {
      const credit = details?.prosumer
      banners.push({
        kind: 'prosumer',
        identity,
        credit: credit ? { spent: credit.currentSpend, credit: credit.annualCredit } : null,
      })
    }
  }
  return banners
}

/** The loyalty section's content: a member's points, vouchers and welcome promotion, or nothing to show. */
export type LoyaltySection =
  | {
      member: true
      memberId: string | null
      /** The day the shopper joined (`YYYY-MM-DD`), when known. */
      optInDate: string | null
      points: number
      vouchers: LoyaltyVouchers['vouchers']
      welcome: WelcomePromo | null
    }
  | { member: false }

export async function loyaltySection(c: AppContext, profile: ConsumerProfile): Promise<LoyaltySection> {
  const membership = membershipOf(profile)
  if (!membership) return { member: false }
  const token = await registeredToken(c)
  const { consumers } = c.var.services
  const [vouchers, welcome] = await Promise.all([
    consumers.loyaltyVouchers(token, c.var.locale.currency),
    welcomeOffer(c, token),
  ])
  return {
    member: true,
    memberId: membership.memberId,
    optInDate: membership.optInDate,
    points: vouchers.points,
    vouchers: vouchers.vouchers,
    welcome,
  }
}

/**
 * A member's welcome promotion, or null. It is extra wherever it shows (the loyalty section, the enrolment flow's
 * welcome step): a refusal or a failure leaves it out, never the page.
 */
export async function welcomeOffer(c: AppContext, token?: string): Promise<WelcomePromo | null> {
  try {
    return await c.var.services.consumers.welcomePromo(token ?? (await registeredToken(c)))
  } catch (error) {
    logEvent(c, 'warn', 'welcome promotion not read', { error: String(error) })
    return null
  }
}

/** A referral code as members share it (one rule with the content lookups' `referral_code`). */
export { REFERRAL_CODE }

/** Joins the loyalty programme (the loyalty token call) with an optional referral code; the member id. */
export async function joinLoyalty(
  c: AppContext,
  form: { referralCode: string; agreement: boolean },
): Promise<string> {
  const referralCode = form.referralCode.trim().toUpperCase()
  const referralInvalid = referralCode !== '' && !REFERRAL_CODE.test(referralCode)
  // The first refused field names the refusal; both fields say theirs.
  if (referralInvalid || !form.agreement)
    throw new ApiError(referralInvalid ? 'LOYALTY_REFERRAL_INVALID' : 'LOYALTY_TERMS_REQUIRED', {
      fields: {
        ...(referralInvalid ? { referralCode: 'loyalty.join.referralInvalid' } : {}),
        ...(form.agreement ? {} : { agreement: 'loyalty.join.agreementRequired' }),
      },
    })
  const token = await registeredToken(c)
  const memberId = await c.var.services.consumers
    .joinLoyalty(token, { referralCode: referralCode || null })
    .catch((error: unknown) => {
      if (error instanceof UpstreamError && error.errorId === '4044')
        throw new ApiError('LOYALTY_REFERRAL_UNKNOWN')
      throw error
    })
  await followMembership(c)
  return memberId
}

/**
 * The session's customer becomes a member at once (decision 048), so content for members (`loyalty-loggedin`)
 * shows on the next page without signing out and in.
 */
async function followMembership(c: AppContext): Promise<void> {
  const { customer } = await c.var.session.read()
  if (customer && !customer.loyaltyMember)
    await c.var.session.change({ kind: 'customer', customer: { ...customer, loyaltyMember: true } })
}

/** The subscriptions section's types (decision 048): the newsletter, and the loyalty types for a member. */
export async function accountSubscriptions(c: AppContext, member: boolean): Promise<SubscriptionTypeView[]> {
  const list = await c.var.services.consumers.subscriptions(await registeredToken(c))
  return subscriptionViews(list, member)
}

/**
 * Opts in or out of a subscription type by a channel (spec 1 §3). Texts need a phone valid for the shop's
 * country (`shared/account/phone.ts`), and opting in to them starts a double opt-in: the consumer service sends a code,
 * with a link to the subscriptions section that fills it in. Opting out works at once. The loyalty types are the
 * consumer service's to refuse to a shopper who is not a member (SUB403), answered at the type's form.
 */
export async function changeSubscription(
  c: AppContext,
  change: { type: SubscriptionType; channel: 'email' | 'sms'; optin: boolean; phone: string },
): Promise<void> {
  const { locale } = c.var
  const { type } = change
  if (!offersChannel(type, change.channel)) throw new ApiError('SUBSCRIPTION_CHANNEL_INVALID')
  const token = await registeredToken(c)
  const countries = await phoneCountries(c)
  const phoneRefusal = () =>
    new ApiError('SUBSCRIPTION_PHONE_INVALID', {
      params: { example: phoneExample(locale.country, locale.region, countries) },
    })
  const textsOptIn = change.channel === 'sms' && change.optin
  if (textsOptIn && !isPhoneForTexts(change.phone, locale.country, locale.region, countries))
    throw phoneRefusal()
  await c.var.services.consumers
    .changeSubscription(
      token,
      textsOptIn
        ? {
            type,
            channel: 'sms',
            optin: true,
            phone: toNationalPhone(change.phone, locale.country, countries),
            country: locale.country,
            confirmUrl: subscriptionsUrl(c),
          }
        : { type, channel: change.channel, optin: change.optin },
    )
    .catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error
      if (error.errorId === 'SUB410') throw phoneRefusal()
      if (error.errorId === 'SUB403') throw new ApiError('SUBSCRIPTION_MEMBERS_ONLY')
      if (error.errorId === 'SUB415') throw new ApiError('SUBSCRIPTION_CHANNEL_INVALID')
      if (error.errorId === 'SUB429') throw new ApiError('SUBSCRIPTION_CODE_WAIT')
      throw error
    })
}

/** The subscriptions section's address, where a confirmation text's link leads (the code is added to it). */
export function subscriptionsUrl(c: AppContext): string {
  return new URL(accountSectionPath(c.var.locale.code, 'subscriptions'), c.req.url).toString()
}

/**
 * Confirms a type's texts with the code sent: SUB400 a wrong code, SUB404 nothing waiting (or the code expired).
 */
export async function confirmTexts(c: AppContext, type: SubscriptionType, typed: string): Promise<void> {
  const code = typed.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(code)) throw new ApiError('SUBSCRIPTION_CODE_INVALID')
  const token = await registeredToken(c)
  await c.var.services.consumers.confirmSubscription(token, type, code).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.errorId === 'SUB400')
      throw new ApiError('SUBSCRIPTION_CODE_WRONG')
    if (error instanceof UpstreamError && error.errorId === 'SUB404')
      throw new ApiError('SUBSCRIPTION_CODE_EXPIRED')
    throw error
  })
}
