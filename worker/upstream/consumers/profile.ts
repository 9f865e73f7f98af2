/**
 * The consumer client's profile calls (decision 039): the signed-in shopper's profile read and updated, an
 * employee's acceptance of the discount terms, and their subscriptions by type and channel (decision 048).
 */
import type { ConsumerDetailsUpdate, PreferencesUpdate } from '../../../shared/account/profile'
import type { SubscriptionType } from '../../../shared/account/subscriptions'
import type { ConsumerCalls } from './calls'
import {
  ConsumerProfileSchema,
  type NotificationPreferences,
  type Subscription,
  SubscriptionsSchema,
} from './schemas'

/**
 * The profile calls, for the consumer client to hold among its own. The profile is per brand (decision 088): the
 * reads, the update and the creation name the site, whose brand the profile is on.
 */
export function createProfileCalls(consumer: ConsumerCalls, siteId?: string) {
  const site = siteId ? { siteId } : {}
  return {
    /**
     * The signed-in shopper's profile; `includeLoyaltySummary` asks for a member's loyalty summary (the points
     * balance) in the same answer, for a page that shows the points.
     */
    profile(token: string, options: { includeLoyaltySummary?: boolean } = {}) {
      return consumer.call({
        operation: 'profile',
        path: '/consumers-v3/consumer',
        query: { ...site, ...(options.includeLoyaltySummary ? { includeLoyaltySummary: 'true' } : {}) },
        token,
        schema: ConsumerProfileSchema,
        notFoundAsNull: false,
      })
    },

    /** Saves the signed-in shopper's notification choices (spec 1 §7 `PUT /notification`); PRO412 refused. */
    updateNotifications(token: string, choices: NotificationPreferences) {
      return consumer.send({
        operation: 'updateNotifications',
        method: 'PUT',
        path: '/consumers-v3/consumer/notification',
        body: { notificationPreferences: choices },
        token,
      })
    },

    /**
     * Updates the signed-in shopper's profile (spec 1 §7: `consumerProfile { consumerDetails, preferences }`) and
     * answers it as it now is. `details` null leaves the basic details as they are (every field was left empty).
     * PRO412 for a refused field, PRO410 and PRO411 for the birth date, AUT442 for another account's phone.
     */
    updateProfile(input: {
      details: ConsumerDetailsUpdate | null
      preferences: PreferencesUpdate
      /** The shop's country: the phone's mask and the postal code's format. */
      country: string
    }) {
      return consumer.call({
        operation: 'updateProfile',
        method: 'PUT',
        path: '/consumers-v3/consumer',
        query: site,
        body: {
          consumerProfile: {
            ...(input.details ? { consumerDetails: input.details } : {}),
            preferences: input.preferences,
          },
          country: input.country,
        },
        schema: ConsumerProfileSchema,
        auth: true,
      })
    },

    /**
     * Changes the signed-in shopper's sign-in email (decision 094): a profile update naming the new address alone,
     * with the current password; `noticeUrl` is the account page the notice to the old address links to. The
     * service signs the customer out of their other sessions. PRO400 when another account has the address, AUT450
     * for a wrong password, AUT453 for an address that is not one.
     */
    changeEmail(input: { email: string; currentPassword: string; country: string; noticeUrl: string }) {
      return consumer.call({
        operation: 'changeEmail',
        method: 'PUT',
        path: '/consumers-v3/consumer',
        query: site,
        body: {
          consumerProfile: { consumerDetails: { email: input.email } },
          currentPassword: input.currentPassword,
          noticeUrl: input.noticeUrl,
          country: input.country,
        },
        schema: ConsumerProfileSchema,
        auth: true,
      })
    },

    /**
     * Creates the signed-in shopper's profile on the site's brand (spec 1 §7 `POST /consumers-v3/consumer`), for an
     * account whose profile read answers 404 PRO404 there, with the details they confirmed; the profile as made.
     * 409 PRO409 when it exists already; PRO412, PRO410 and AUT442 as the update refuses fields.
     */
    createProfile(input: { details: ConsumerDetailsUpdate; country: string }) {
      return consumer.needShape({
        operation: 'createProfile',
        method: 'POST',
        path: '/consumers-v3/consumer',
        query: site,
        body: { consumerProfile: { consumerDetails: input.details }, country: input.country },
        schema: ConsumerProfileSchema,
        auth: true,
      })
    },

    /** An employee accepts the employee discount terms (decision 045); PRO412 for anyone else. */
    async acceptEmployeeTerms(token: string): Promise<void> {
      return consumer.send({
        operation: 'acceptEmployeeTerms',
        method: 'POST',
        path: '/consumers-v3/consumer/employee-terms',
        token,
        body: { accepted: true },
      })
    },

    /** The shopper's subscriptions of every type offered to them, by channel (spec 1 §3, decision 048). */
    async subscriptions(token: string): Promise<Subscription[]> {
      const answer = await consumer.call({
        operation: 'subscriptions',
        path: '/consumers-v3/consumer/subscription',
        token,
        schema: SubscriptionsSchema,
        notFoundAsNull: false,
      })
      return answer?.subscriptions ?? []
    },

    /**
     * Opts in or out of a subscription type by a channel. Opting in to SMS takes a national phone number and the
     * shop's country, and starts a double opt-in (a code sent with a link to `confirmUrl`); SUB410 for a phone
     * refused, SUB403 for a loyalty type asked for by a shopper who is not a member.
     */
    async changeSubscription(
      token: string,
      input: {
        type: SubscriptionType
        channel: 'email' | 'sms'
        optin: boolean
        phone?: string
        country?: string
        confirmUrl?: string
      },
    ): Promise<void> {
      return consumer.send({
        operation: 'changeSubscription',
        method: 'PUT',
        path: '/consumers-v3/consumer/subscription',
        token,
        body: {
          type: input.type,
          channel: input.channel,
          optin: input.optin,
          ...(input.phone ? { recipient: input.phone, country: input.country } : {}),
          ...(input.confirmUrl ? { confirmUrl: input.confirmUrl } : {}),
        },
      })
    },

    /** Confirms a type's pending SMS opt-in with the code sent; SUB400 a wrong code, SUB404 nothing pending. */
    async confirmSubscription(token: string, type: SubscriptionType, code: string): Promise<void> {
      return consumer.send({
        operation: 'confirmSubscription',
        method: 'POST',
        path: '/consumers-v3/consumer/subscription',
        token,
        body: { type, channel: 'sms', code },
      })
    },
  }
}
