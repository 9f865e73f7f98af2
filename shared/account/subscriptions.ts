/**
 * The subscription types of spec 1 §3 as the account offers them (decision 048): the newsletter by email and by SMS
 * for everyone; the members' newsletter (LoyaltyNewsletter) by email and the loyalty programme's messages (Loyalty)
 * by email and SMS for loyalty members only. An SMS opt-in waits for its double opt-in (decision 045).
 */

export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter', 'Loyalty'] as const
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number]
export type SubscriptionChannel = 'email' | 'sms'

/** The channels each type is sent by. */
export const SUBSCRIPTION_CHANNELS: Readonly<Record<SubscriptionType, readonly SubscriptionChannel[]>> = {
  Newsletter: ['email', 'sms'],
  LoyaltyNewsletter: ['email'],
  Loyalty: ['email', 'sms'],
}

/** Whether a type is offered to loyalty members only. */
export const isMembersOnly = (type: SubscriptionType): boolean => type !== 'Newsletter'

/** Whether a type is sent by a channel. */
export const offersChannel = (type: SubscriptionType, channel: SubscriptionChannel): boolean =>
  SUBSCRIPTION_CHANNELS[type].includes(channel)

/** A type named in a query or a form, or null when it is none of them. */
export function subscriptionTypeOf(value: unknown): SubscriptionType | null {
  return SUBSCRIPTION_TYPES.find((type) => type === value) ?? null
}

/** A type's subscription by email as the account shows it. */
export interface EmailSubscriptionView {
  optin: boolean
  recipient: string | null
}

/** A type's subscription by SMS: `pending` is opted in with the code not confirmed yet (not active). */
export interface TextSubscriptionView {
  state: 'off' | 'pending' | 'on'
  recipient: string | null
}

/** One type of the subscriptions section: its channels, or `offered: false` for a non-member's loyalty type. */
export interface SubscriptionTypeView {
  type: SubscriptionType
  offered: boolean
  email: EmailSubscriptionView | null
  sms: TextSubscriptionView | null
}

/** The state of one channel from the service's fields: an SMS opt-in is active only once double-opted-in. */
export function textStateOf(
  entry: { optin: boolean; doubleOptin: boolean } | undefined,
): TextSubscriptionView['state'] {
  if (!entry?.optin) return 'off'
  return entry.doubleOptin ? 'on' : 'pending'
}

/**
 * The section's types from the service's list: every type in order, a loyalty type offered to a member only; a
 * channel the list does not answer reads as off.
 */
export function subscriptionViews(
  list: readonly {
    type: SubscriptionType
    channel: SubscriptionChannel
    optin: boolean
    doubleOptin: boolean
    recipient?: string | null
  }[],
  member: boolean,
): SubscriptionTypeView[] {
  return SUBSCRIPTION_TYPES.map((type) => {
    const offered = member || !isMembersOnly(type)
    const find = (channel: SubscriptionChannel) =>
      list.find((entry) => entry.type === type && entry.channel === channel)
    const email = find('email')
    const sms = find('sms')
    return {
      type,
      offered,
      email:
        offered && offersChannel(type, 'email')
          ? { optin: email?.optin ?? false, recipient: email?.recipient ?? null }
          : null,
      sms:
        offered && offersChannel(type, 'sms')
          ? { state: textStateOf(sms), recipient: sms?.recipient ?? null }
          : null,
    }
  })
}
