/**
 * The consumer service (spec 1 §7 Authentication, Consumer): sign in with a PKCE code challenge, exchange the
 * authorization code for the shopper's tokens (handing over the guest's basket to merge, and the orders the guest
 * placed), sign out, read the profile; what the account pays with (decision 043); the customer's orders (decision
 * 040): the history, an order's details, its invoice and return label, cancelling it, sending its e-gift card emails
 * again, and a guest's tracking by number and email; the profile and the address book (decision 039); a warranty
 * case; in-store mode's agent login (decision 044).
 * Personal, so never cached. Tokens pass through here to the session object and nowhere else; the calls that act
 * for the signed-in shopper take their token from the session (`auth: true`, decision 034), so a refused access
 * token is refreshed once and the call repeated, as for the cart.
 */
import { z } from 'zod'
import type { ConsumerDetailsUpdate, PreferencesUpdate } from '../../../shared/account/profile'
import type { SubscriptionType } from '../../../shared/account/subscriptions'
import type { LoyaltyVouchers, Wallet } from '../../../shared/account/wallet'
import type {
  OrderDetails,
  OrderDocument,
  OrderLookupInput,
  OrderSummary,
  TrackedOrder,
} from '../../../shared/bag/order-history'
import type { CommerceToken } from '../commerce/schemas'
import { createTokenClient } from '../commerce/tokens'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import {
  decodeDocument,
  reshapeOrderDetails,
  reshapeOrderSummaries,
  reshapeTrackedOrder,
  reshapeVouchers,
  reshapeWallet,
} from './reshape'
import {
  AddressAnswerSchema,
  type AgentLogin,
  AgentLoginSchema,
  ConsumerInstrumentSchema,
  ConsumerInstrumentsSchema,
  ConsumerOrderSchema,
  ConsumerProfileSchema,
  CustomerBasketsSchema,
  type LookupAnswer,
  LookupAnswerSchema,
  LoyaltyJoinSchema,
  LoyaltyVouchersSchema,
  OrderDocumentSchema,
  PasswordResetAnswerSchema,
  PurchaseHistorySchema,
  ResentGiftCardsSchema,
  SignInAnswerSchema,
  SignUpAnswerSchema,
  type Subscription,
  SubscriptionsSchema,
  TrackedOrderSchema,
  WarrantyCaseAnswerSchema,
  type WelcomePromo,
  WelcomePromoSchema,
} from './schemas'

export interface ConsumersClientOptions {
  fetch: UpstreamFetch
  /** Where order lines' pictures are served from. */
  mediaBaseUrl?: string
  /** Waits before the token exchange is tried again (spec 1 §4: a 409 is retried once after 2000 ms). */
  wait?: (ms: number) => Promise<void>
}

export type ConsumersClient = ReturnType<typeof createConsumersClient>

/** An address as the address book's calls send it: checked and cleaned by the shop's address rules first. */
export interface AddressBookInput {
  approachType: 'S' | 'B'
  main: boolean
  firstName: string
  lastName: string
  addressLine1: string
  addressLine2: string
  city: string
  province: string
  postalCode: string
  countryCode: string
  /** The national number's digits. */
  phone: string
  phoneCode: string
}

/** How long the exchange waits before its one retry after a 409 (spec 1 §4). */
export const EXCHANGE_RETRY_MS = 2000

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409

const answeredNothing = (operation: string) => badShape(operation, 'The consumer service answered nothing')

/** The path of an order call, with the order's number in it. */
const orderPath = (path: string, orderNumber: string) =>
  `/consumers-v3/consumer${path.replace('{orderId}', encodeURIComponent(orderNumber))}`

export function createConsumersClient(options: ConsumersClientOptions) {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const tokens = createTokenClient(options.fetch)
  const media = options.mediaBaseUrl ?? ''

  /** An order document call (invoice, return label): the PDF's name and bytes. */
  async function orderDocument(operation: string, path: string, body: unknown): Promise<OrderDocument> {
    const answer = await options.fetch.call({
      operation,
      method: 'POST',
      path,
      body,
      schema: OrderDocumentSchema,
      auth: true,
    })
    if (!answer) throw answeredNothing(operation)
    return decodeDocument(operation, answer)
  }

  /** The one sign-up call of both variants: the full form's details, or the simplified one's email and password. */
  async function signUpCall(input: {
    firstName: string
    lastName: string
    email: string
    password: string
    birthDate: string | null
    phone: string | null
    country: string
    newsletter: boolean
    sms: boolean
    /** Where the SMS opt-in's confirmation text links to (decision 048). */
    smsConfirmUrl?: string
    botCheck: string
    enrolment: 'FULL' | 'SIMPLIFIED'
  }): Promise<string> {
    const answer = await options.fetch.call({
      operation: 'signUp',
      method: 'POST',
      path: '/consumers-v3/auth/signup',
      body: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        password: input.password,
        birthDate: input.birthDate,
        phone: input.phone,
        country: input.country,
        newsletterOptIn: input.newsletter,
        smsOptIn: input.sms,
        ...(input.sms && input.smsConfirmUrl ? { smsConfirmUrl: input.smsConfirmUrl } : {}),
        termsAccepted: true,
        recaptcha_response: input.botCheck,
        ...(input.enrolment === 'SIMPLIFIED' ? { enrolment: 'SIMPLIFIED' } : {}),
      },
      schema: SignUpAnswerSchema,
    })
    if (!answer) throw new Error('The consumer service answered no consumer id')
    return answer.consumerId
  }

  return {
    /**
     * Checks the shopper's credentials with the code challenge of a PKCE pair (S256) and the bot check's answer;
     * the authorization code to exchange. AUT401 for unknown and wrong credentials alike, AUT426, AUT423, AUT403.
     */
    async signIn(input: {
      email: string
      password: string
      codeChallenge: string
      botCheck: string
    }): Promise<string> {
      const answer = await options.fetch.call({
        operation: 'signIn',
        method: 'POST',
        path: '/consumers-v3/auth/signin',
        body: {
          username: input.email,
          password: input.password,
          codeChallenge: input.codeChallenge,
          codeChallengeMethod: 'S256',
          recaptcha_response: input.botCheck,
        },
        schema: SignInAnswerSchema,
      })
      if (!answer) throw new Error('The consumer service answered no authorization code')
      return answer.authorizationCode
    },

    /**
     * Exchanges the code (with the PKCE verifier) for the shopper's Registered tokens, handing over the guest's
     * basket to be merged into theirs and the orders the guest placed, which join the account. A 409 (a token
     * being issued twice) is tried once more after 2000 ms.
     */
    async exchangeCode(input: {
      authorizationCode: string
      codeVerifier: string
      basketId: string | null
      orderNumbers?: readonly string[]
      favoriteId?: string | null
      saveForLaterId?: string | null
    }): Promise<CommerceToken> {
      const exchange = () =>
        tokens.registered({
          authorizationCode: input.authorizationCode,
          codeVerifier: input.codeVerifier,
          ...(input.basketId ? { basketId: input.basketId } : {}),
          ...(input.orderNumbers?.length ? { orderNumbers: input.orderNumbers } : {}),
          ...(input.favoriteId ? { favoriteId: input.favoriteId } : {}),
          ...(input.saveForLaterId ? { saveForLaterId: input.saveForLaterId } : {}),
        })
      try {
        return await exchange()
      } catch (error) {
        if (!isConflict(error)) throw error
        await wait(EXCHANGE_RETRY_MS)
        return exchange()
      }
    },

    /**
     * Opens a REGISTERED account (decision 036); the new consumer's id. 409 AUT439 when the email has an account,
     * 400 AUT444 when the phone has one, 400 PRO410 or PRO411 for the birth date, AUT403 for the bot check.
     */
    signUp(input: {
      firstName: string
      lastName: string
      email: string
      password: string
      birthDate: string
      /** The national number, or null. */
      phone: string | null
      country: string
      newsletter: boolean
      sms: boolean
      /** Where the SMS opt-in's confirmation text links to (decision 048). */
      smsConfirmUrl?: string
      botCheck: string
    }): Promise<string> {
      return signUpCall({ ...input, enrolment: 'FULL' })
    },

    /**
     * Opens an account with only an email and a password (the simplified sign-up, decision 046); the new consumer's
     * id. The account is partially enrolled until the enrolment flow fills in the rest. 409 AUT439, AUT453, FE872.
     */
    simplifiedSignUp(input: {
      email: string
      password: string
      country: string
      newsletter: boolean
      botCheck: string
    }): Promise<string> {
      return signUpCall({
        ...input,
        firstName: '',
        lastName: '',
        birthDate: null,
        phone: null,
        sms: false,
        enrolment: 'SIMPLIFIED',
      })
    },

    /**
     * Whether an email has an account, and whether that account is partially enrolled (the enrolment flow's lookup,
     * decision 046); the session's token, a guest's too. Personal, never cached.
     */
    async lookup(email: string): Promise<LookupAnswer> {
      const answer = await options.fetch.call({
        operation: 'consumerLookup',
        path: `/consumers-v3/consumer/lookup?${new URLSearchParams({ email })}`,
        schema: LookupAnswerSchema,
        notFoundAsNull: false,
        auth: true,
      })
      if (!answer) throw answeredNothing('consumerLookup')
      return answer
    },

    /** Ends the shopper's tokens upstream (the refresh token's family and the access token). */
    async signOut(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
      await options.fetch.call({
        operation: 'signOut',
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        headers: bearer(tokens.accessToken),
        body: { refreshToken: tokens.refreshToken },
        schema: z.unknown(),
      })
    },

    /**
     * In-store mode's sign-in of a store associate by PIN (decision 044): who they are, or a refusal (STR404,
     * AUT401, AUT426, AUT423). Personal, never cached.
     */
    async agentLogin(input: { storeId: string; storeEmployeeId: string; pin: string }): Promise<AgentLogin> {
      const answer = await options.fetch.call({
        operation: 'agentLogin',
        method: 'POST',
        path: '/consumers-v3/consumer/agent/login',
        body: input,
        schema: AgentLoginSchema,
      })
      if (!answer) throw new Error('The consumer service answered no associate')
      return answer
    },

    /** Signs the customer out of every other session upstream (their token families but this token's). */
    async signOutOthers(accessToken: string): Promise<void> {
      await options.fetch.call({
        operation: 'signOutOthers',
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        headers: bearer(accessToken),
        body: { scope: 'others' },
        schema: z.unknown(),
      })
    },

    /**
     * Asks for a password reset link to be emailed to the address, built on `resetUrl` (the page that takes it).
     * The service answers alike whether or not the address has an account.
     */
    async forgotPassword(input: { email: string; resetUrl: string }): Promise<void> {
      await options.fetch.call({
        operation: 'forgotPassword',
        method: 'POST',
        path: '/consumers-v3/consumer/resetpassword',
        body: { email: input.email, resetUrl: input.resetUrl },
        schema: z.unknown(),
      })
    },

    /**
     * Sets a new password with the token of a reset link; the service signs the customer out everywhere.
     * AUT402 for a token that is unknown, used or expired; AUT451 for the password the account has now.
     */
    /** Sets a new password by a reset link's token; answers whose account it was (null: the service did not say). */
    async resetPassword(input: { token: string; password: string }): Promise<{ consumerId: string } | null> {
      return options.fetch.call({
        operation: 'resetPassword',
        method: 'POST',
        path: '/consumers-v3/confirmforgotpassword',
        body: { token: input.token, password: input.password },
        schema: PasswordResetAnswerSchema,
      })
    },

    /**
     * Changes the signed-in shopper's password; the service signs them out of their other sessions. AUT450 for a
     * wrong current password, AUT452 for the same one again.
     */
    async changePassword(
      accessToken: string,
      input: { currentPassword: string; password: string },
    ): Promise<void> {
      await options.fetch.call({
        operation: 'changePassword',
        method: 'POST',
        path: '/consumers-v3/consumer/changepassword',
        headers: bearer(accessToken),
        body: { currentPassword: input.currentPassword, password: input.password },
        schema: z.unknown(),
      })
    },

    /** The signed-in shopper's profile. */
    profile(accessToken: string) {
      return options.fetch.call({
        operation: 'profile',
        path: '/consumers-v3/consumer',
        headers: bearer(accessToken),
        schema: ConsumerProfileSchema,
        notFoundAsNull: false,
      })
    },

    /** What the signed-in shopper keeps in their account to pay with (decision 043). */
    async wallet(accessToken: string): Promise<Wallet> {
      const answer = await options.fetch.call({
        operation: 'listPaymentInstruments',
        path: '/consumers-v3/consumer/payment_instruments',
        headers: bearer(accessToken),
        schema: ConsumerInstrumentsSchema,
        notFoundAsNull: false,
      })
      return reshapeWallet(answer?.paymentInstruments ?? [])
    },

    /**
     * Saves a payment instrument in the account: a card as the provider's field tokens (the service has the provider
     * keep it; PYT300 when the account has it already), a reward card's number and PIN (GFC800), a reward code
     * (PRM130, PRM150, PRM155). Answers the new instrument's id.
     */
    async saveInstrument(
      accessToken: string,
      input:
        | { kind: 'card'; card: Record<string, string>; currency: string; botCheck: string }
        | { kind: 'rewardCard'; number: string; pin: string }
        | { kind: 'rewardCode'; code: string },
    ): Promise<string> {
      const body =
        input.kind === 'card'
          ? {
              payment_method_id: 'CREDIT_CARD',
              card: input.card,
              currency: input.currency,
              recaptcha_response: input.botCheck,
            }
          : input.kind === 'rewardCard'
            ? { payment_method_id: 'REWARD_CARD', rewardCard: { number: input.number, pin: input.pin } }
            : { payment_method_id: 'REWARD_CODE', rewardCode: { code: input.code } }
      const answer = await options.fetch.call({
        operation: 'savePaymentInstrument',
        method: 'POST',
        path: '/consumers-v3/consumer/payment_instruments',
        headers: bearer(accessToken),
        body,
        schema: ConsumerInstrumentSchema,
      })
      if (!answer) throw new Error('The consumer service answered no payment instrument')
      return answer.paymentInstrumentId
    },

    /** Makes a saved card the main one (the others not); PYT404 for one the account does not hold. */
    async setMainCard(accessToken: string, id: string): Promise<void> {
      await options.fetch.call({
        operation: 'setMainCard',
        method: 'PATCH',
        path: `/consumers-v3/consumer/payment_instruments/${encodeURIComponent(id)}`,
        headers: bearer(accessToken),
        body: { main: true },
        schema: z.unknown(),
      })
    },

    /** Removes an instrument from the account; PYT404 for one the account does not hold. */
    async deleteInstrument(accessToken: string, id: string): Promise<void> {
      await options.fetch.call({
        operation: 'deletePaymentInstrument',
        method: 'DELETE',
        path: `/consumers-v3/consumer/payment_instruments/${encodeURIComponent(id)}`,
        headers: bearer(accessToken),
        schema: z.unknown(),
      })
    },

    /** A loyalty member's points and the vouchers they buy in a currency; REW130 for someone not a member. */
    async loyaltyVouchers(accessToken: string, currency: string): Promise<LoyaltyVouchers> {
      const answer = await options.fetch.call({
        operation: 'loyaltyVouchers',
        path: `/consumers-v3/consumer/loyalty/vouchers?currency=${encodeURIComponent(currency)}`,
        headers: bearer(accessToken),
        schema: LoyaltyVouchersSchema,
        notFoundAsNull: false,
      })
      if (!answer) throw new Error('The consumer service answered no vouchers')
      return reshapeVouchers(answer)
    },

    /** A page of the signed-in shopper's orders, newest first, and how many they have in all. */
    async orderHistory(page: {
      start: number
      count: number
    }): Promise<{ total: number; orders: OrderSummary[] }> {
      const answer = await options.fetch.call({
        operation: 'purchaseHistory',
        method: 'POST',
        path: '/consumers-v3/consumer/purchasehistory',
        body: { start: page.start, count: page.count },
        schema: PurchaseHistorySchema,
        auth: true,
      })
      if (!answer) throw answeredNothing('purchaseHistory')
      return reshapeOrderSummaries(answer, media)
    },

    /** One of the signed-in shopper's orders; null for an unknown order and for another customer's (OHS4004). */
    async order(orderNumber: string): Promise<OrderDetails | null> {
      const answer = await options.fetch.call({
        operation: 'purchase',
        path: orderPath('/purchase/{orderId}', orderNumber),
        schema: ConsumerOrderSchema,
        auth: true,
      })
      return answer ? reshapeOrderDetails(answer, media) : null
    },

    /** The order's invoice, a PDF, with the shop's name on it (OHS4004 for an order not the shopper's). */
    invoice(orderNumber: string, shopName: string): Promise<OrderDocument> {
      return orderDocument('invoiceDownload', '/consumers-v3/consumer/purchase/invoice/download', {
        orderId: orderNumber,
        shopName,
      })
    },

    /** The return label of a delivered order within its return window, a PDF (RTN500 otherwise). */
    returnLabel(orderNumber: string, shopName: string): Promise<OrderDocument> {
      return orderDocument('returnLabel', orderPath('/return/{orderId}/returnLabel', orderNumber), {
        shopName,
      })
    },

    /** Cancels an order that has not shipped (ORD423 when it can no longer be); the order as it is now. */
    async cancelOrder(orderNumber: string): Promise<OrderDetails> {
      const answer = await options.fetch.call({
        operation: 'cancelOrder',
        method: 'POST',
        path: '/consumers-v3/consumer/CancelOrder',
        query: { orderId: orderNumber },
        body: {},
        schema: ConsumerOrderSchema,
        auth: true,
      })
      if (!answer) throw answeredNothing('cancelOrder')
      return reshapeOrderDetails(answer, media)
    },

    /**
     * Sends the order's e-gift card emails to their recipients again, with a link to the shop; how many were sent
     * (GFO405 without an e-gift card, ORD429 when sent again too often).
     */
    async resendGiftCards(orderNumber: string, shop: { url: string; name: string }): Promise<number> {
      const answer = await options.fetch.call({
        operation: 'resendGiftCardEmail',
        method: 'POST',
        path: '/consumers-v3/consumer/resendGiftCardEmail',
        body: { orderId: orderNumber, shopUrl: shop.url, shopName: shop.name },
        schema: ResentGiftCardsSchema,
        auth: true,
      })
      return answer?.sent ?? 0
    },

    /**
     * A guest's view of an order by its number and email (no token): ORD400 for an email of the wrong shape,
     * OHS4004 alike for an unknown number and an email that is not the order's.
     */
    async trackOrder(lookup: OrderLookupInput): Promise<TrackedOrder> {
      const answer = await options.fetch.call({
        operation: 'trackOrder',
        method: 'POST',
        path: '/consumers-v3/consumer/TrackOrder',
        body: { orderNumber: lookup.orderNumber, email: lookup.email },
        schema: TrackedOrderSchema,
      })
      if (!answer) throw answeredNothing('trackOrder')
      return reshapeTrackedOrder(answer, media)
    },

    /** The shopper's open baskets, newest first. */
    async baskets(accessToken: string, customerId: string): Promise<string[]> {
      const answer = await options.fetch.call({
        operation: 'customerBaskets',
        path: `/cart/v1/customers/${encodeURIComponent(customerId)}/baskets`,
        headers: bearer(accessToken),
        schema: CustomerBasketsSchema,
      })
      return answer?.baskets ?? []
    },

    /**
     * Opens a warranty case for the signed-in shopper (spec 2 §7 "Warranty"), with the access token of their
     * session; the case id. 403 AUT498 for a guest's token, 400 API400 for fields the service's rules refuse.
     *
     * The payload is ours: the spec does not show it.
     */
    async openWarrantyCase(payload: {
      product: string
      /** `YYYY-MM-DD`. */
      purchaseDate: string
      orderNumber: string | null
      description: string
    }): Promise<string> {
      const answer = await options.fetch.call({
        operation: 'warrantyCase',
        method: 'POST',
        path: '/consumers-v3/consumer/warranty',
        body: payload,
        schema: WarrantyCaseAnswerSchema,
        auth: true,
      })
      if (!answer) throw new Error('The consumer service answered no case id')
      return answer.caseId
    },
    /**
     * Updates the signed-in shopper's profile (spec 1 §7: `consumerProfile { consumerDetails, preferences }`) and
     * answers it as it now is. `details` null leaves the basic details as they are (every field was left empty).
     * PRO412 for a refused field, PRO410 and PRO411 for the birth date, AUT444 for another account's phone.
     */
    updateProfile(input: {
      details: ConsumerDetailsUpdate | null
      preferences: PreferencesUpdate
      /** The shop's country: the phone's mask and the postal code's format. */
      country: string
    }) {
      return options.fetch.call({
        operation: 'updateProfile',
        method: 'PUT',
        path: '/consumers-v3/consumer',
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
     * Adds an address to the shopper's address book; its id (`S-…` or `B-…`). The first of its type becomes main
     * whatever `main` says. CCA400 when the same address is in that list already, PRO412 for refused fields.
     */
    async addAddress(address: AddressBookInput): Promise<string> {
      const answer = await options.fetch.call({
        operation: 'addAddress',
        method: 'POST',
        path: '/consumers-v3/consumer/address',
        body: address,
        schema: AddressAnswerSchema,
        auth: true,
      })
      if (!answer) throw new Error('The consumer service answered no address id')
      return answer.addressId
    },

    /**
     * Changes an address of the book (its type stays), making it main when `main` is true. CCA401 for an id that
     * is not one of the shopper's, CCA400 when it would be the same as another of its list.
     */
    async updateAddress(id: string, address: Omit<AddressBookInput, 'approachType'>): Promise<void> {
      await options.fetch.call({
        operation: 'updateAddress',
        method: 'PUT',
        path: `/consumers-v3/consumer/address/${encodeURIComponent(id)}`,
        body: address,
        schema: AddressAnswerSchema,
        auth: true,
      })
    },

    /**
     * Deletes an address of the book; the service makes the newest other one of its type main when it was.
     * CCA401 for an id that is not one of the shopper's, PRO414 for the last billing address.
     */
    async deleteAddress(id: string): Promise<void> {
      await options.fetch.call({
        operation: 'deleteAddress',
        method: 'DELETE',
        path: `/consumers-v3/consumer/address/${encodeURIComponent(id)}`,
        schema: z.unknown(),
        auth: true,
      })
    },

    /** An employee accepts the employee discount terms (decision 045); PRO412 for anyone else. */
    async acceptEmployeeTerms(accessToken: string): Promise<void> {
      await options.fetch.call({
        operation: 'acceptEmployeeTerms',
        method: 'POST',
        path: '/consumers-v3/consumer/employee-terms',
        headers: bearer(accessToken),
        body: { accepted: true },
        schema: z.unknown(),
      })
    },

    /** Joins the loyalty programme (the loyalty token call), with a member's referral code; the member id. */
    async joinLoyalty(accessToken: string, input: { referralCode: string | null }): Promise<string> {
      const answer = await options.fetch.call({
        operation: 'loyaltyToken',
        method: 'POST',
        path: '/consumers-v3/consumer/loyalty/token',
        headers: bearer(accessToken),
        body: input.referralCode ? { referralCode: input.referralCode } : {},
        schema: LoyaltyJoinSchema,
      })
      if (!answer) throw new Error('The consumer service answered no member id')
      return answer.memberId
    },

    /** A member's welcome promotion; null when there is none. */
    welcomePromo(accessToken: string): Promise<WelcomePromo | null> {
      return options.fetch.call({
        operation: 'loyaltyWelcomePromo',
        path: '/consumers-v3/consumer/loyalty/promo/welcome',
        headers: bearer(accessToken),
        schema: WelcomePromoSchema,
      })
    },

    /** The shopper's subscriptions of every type offered to them, by channel (spec 1 §3, decision 048). */
    async subscriptions(accessToken: string): Promise<Subscription[]> {
      const answer = await options.fetch.call({
        operation: 'subscriptions',
        path: '/consumers-v3/consumer/subscription',
        headers: bearer(accessToken),
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
      accessToken: string,
      input: {
        type: SubscriptionType
        channel: 'email' | 'sms'
        optin: boolean
        phone?: string
        country?: string
        confirmUrl?: string
      },
    ): Promise<void> {
      await options.fetch.call({
        operation: 'changeSubscription',
        method: 'PUT',
        path: '/consumers-v3/consumer/subscription',
        headers: bearer(accessToken),
        body: {
          type: input.type,
          channel: input.channel,
          optin: input.optin,
          ...(input.phone ? { recipient: input.phone, country: input.country } : {}),
          ...(input.confirmUrl ? { confirmUrl: input.confirmUrl } : {}),
        },
        schema: z.unknown(),
      })
    },

    /** Confirms a type's pending SMS opt-in with the code sent; SUB400 a wrong code, SUB404 nothing pending. */
    async confirmSubscription(accessToken: string, type: SubscriptionType, code: string): Promise<void> {
      await options.fetch.call({
        operation: 'confirmSubscription',
        method: 'POST',
        path: '/consumers-v3/consumer/subscription',
        headers: bearer(accessToken),
        body: { type, channel: 'sms', code },
        schema: z.unknown(),
      })
    },
  }
}
