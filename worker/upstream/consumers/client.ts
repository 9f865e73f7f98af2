/**
 * The consumer service (spec 1 §7 Authentication, Consumer): sign in with a PKCE code challenge, exchange the
 * authorization code for the shopper's tokens (handing over the guest's basket to merge, and the orders the guest
 * placed), sign out, the passwords, the shopper's open baskets, a warranty case and in-store mode's agent login
 * (decision 044). The profile and the address book (decision 039), what the account pays with (decision 043) and
 * the customer's orders (decision 040) are groups of their own (profile.ts, addresses.ts, wallet.ts, orders.ts),
 * held here among the rest.
 * Personal, so never cached. Tokens pass through here to the session object and nowhere else; the calls that act
 * for the signed-in shopper take their token from the session (`auth: true`, decision 034), so a refused access
 * token is refreshed once and the call repeated, as for the cart.
 */
import type { AcquisitionSource } from '../../../shared/account/source'
import type { CommerceToken } from '../commerce/schemas'
import { createTokenClient } from '../commerce/tokens'
import type { UpstreamFetch } from '../http'
import { createAddressCalls } from './addresses'
import { createConsumerCalls } from './calls'
import { createOrderCalls } from './orders'
import { createProfileCalls } from './profile'
import {
  type AgentLogin,
  AgentLoginSchema,
  CustomerBasketsSchema,
  type LinkedConsumer,
  LinkedConsumerSchema,
  type LookupAnswer,
  LookupAnswerSchema,
  PasswordResetAnswerSchema,
  SignInAnswerSchema,
  SignUpAnswerSchema,
  WarrantyCaseAnswerSchema,
} from './schemas'
import { createWalletCalls } from './wallet'

export interface ConsumersClientOptions {
  fetch: UpstreamFetch
  /** Where order lines' pictures are served from. */
  mediaBaseUrl?: string
  /** Waits before the token exchange is tried again (spec 1 §4: a 409 is retried once after 2000 ms). */
  wait?: (ms: number) => Promise<void>
  /** The site the shopper signs in on (`KST-US`), which names the customer list their account is in. */
  siteId?: string
}

export type ConsumersClient = ReturnType<typeof createConsumersClient>

/** What the full sign-up form sends (decision 036); the simplified sign-up sends part of it (decision 046). */
export interface SignUpInput {
  firstName: string
  lastName: string
  email: string
  password: string
  birthDate: string
  /** The national number, or null. */
  phone: string | null
  /** Where the locale asks it (decision 079): one of the service's genders, or null. */
  gender?: string | null
  /** Where the locale asks it: in the country's format, or null. */
  postalCode?: string | null
  country: string
  newsletter: boolean
  sms: boolean
  /** Where the SMS opt-in's confirmation text links to (decision 048). */
  smsConfirmUrl?: string
  botCheck: string
  /** Where the shopper came from (the consumer details' `source`); null or absent when the shop saw no campaign. */
  source?: AcquisitionSource | null
}

/** How long the exchange waits before its one retry after a 409 (spec 1 §4). */
export const EXCHANGE_RETRY_MS = 2000

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409

/** The consumer service's client: the account's own calls, and its groups of calls by area. */
export function createConsumersClient(options: ConsumersClientOptions) {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const tokens = createTokenClient(options.fetch)
  const consumer = createConsumerCalls(options.fetch)

  /** The one sign-up call of both variants: the full form's details, or the simplified one's email and password. */
  async function signUpCall(
    input: Omit<SignUpInput, 'birthDate'> & { birthDate: string | null; enrolment: 'FULL' | 'SIMPLIFIED' },
  ): Promise<string> {
    const answer = await consumer.need(
      {
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
          ...(input.gender ? { gender: input.gender } : {}),
          ...(input.postalCode ? { postalCode: input.postalCode } : {}),
          country: input.country,
          newsletterOptIn: input.newsletter,
          smsOptIn: input.sms,
          ...(input.sms && input.smsConfirmUrl ? { smsConfirmUrl: input.smsConfirmUrl } : {}),
          termsAccepted: true,
          recaptcha_response: input.botCheck,
          ...(input.enrolment === 'SIMPLIFIED' ? { enrolment: 'SIMPLIFIED' } : {}),
          ...(input.source ? { source: input.source } : {}),
          ...(options.siteId ? { siteId: options.siteId } : {}),
        },
        schema: SignUpAnswerSchema,
      },
      'consumer id',
    )
    return answer.consumerId
  }

  return {
    /**
     * Checks the shopper's credentials, in the site's customer list, with the code challenge of a PKCE pair (S256)
     * and the bot check's answer; the authorization code to exchange. AUT401 for unknown and wrong credentials
     * alike, AUT426, AUT423, AUT403; AUT418, AUT437, AUT438 and AUT441 for an account the right password does not
     * sign in; AUT440 for a site whose customer list the service does not know.
     */
    async signIn(input: {
      email: string
      password: string
      codeChallenge: string
      botCheck: string
    }): Promise<string> {
      const answer = await consumer.need(
        {
          operation: 'signIn',
          method: 'POST',
          path: '/consumers-v3/auth/signin',
          body: {
            username: input.email,
            password: input.password,
            codeChallenge: input.codeChallenge,
            codeChallengeMethod: 'S256',
            recaptcha_response: input.botCheck,
            ...(options.siteId ? { siteId: options.siteId } : {}),
          },
          schema: SignInAnswerSchema,
        },
        'authorization code',
      )
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
    signUp(input: SignUpInput): Promise<string> {
      return signUpCall({ ...input, enrolment: 'FULL' })
    },

    /**
     * Opens an account with only an email and a password (the simplified sign-up, decision 046); the new consumer's
     * id. The account is partially enrolled until the enrolment flow fills in the rest. 409 AUT439, AUT453, FE872.
     */
    simplifiedSignUp(
      input: Pick<SignUpInput, 'email' | 'password' | 'country' | 'newsletter' | 'botCheck' | 'source'>,
    ): Promise<string> {
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
      return consumer.needShape({
        operation: 'consumerLookup',
        path: `/consumers-v3/consumer/lookup?${new URLSearchParams({ email })}`,
        schema: LookupAnswerSchema,
        notFoundAsNull: false,
        auth: true,
      })
    },

    /**
     * The consumer a loyalty or enrolment e-mail's link names by id and address (spec 1 §3 `POST /retrieveUserData`):
     * their names and address to prefill, or null when the pair is not one consumer's. The session's token, a guest's
     * too. Personal, never cached.
     */
    async retrieveUserData(consumerId: string, email: string): Promise<LinkedConsumer | null> {
      return consumer.call({
        operation: 'retrieveUserData',
        method: 'POST',
        path: '/consumers-v3/consumer/retrieveUserData',
        body: { consumerId, email },
        schema: LinkedConsumerSchema,
        notFoundAsNull: true,
        auth: true,
      })
    },

    /** Ends the shopper's tokens upstream (the refresh token's family and the access token). */
    async signOut(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
      return consumer.send({
        operation: 'signOut',
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        token: tokens.accessToken,
        body: { refreshToken: tokens.refreshToken },
      })
    },

    /**
     * In-store mode's sign-in of a store associate by PIN (decision 044): who they are, or a refusal (STR404,
     * AUT401, AUT426, AUT423). Personal, never cached.
     */
    async agentLogin(input: { storeId: string; storeEmployeeId: string; pin: string }): Promise<AgentLogin> {
      return consumer.need(
        {
          operation: 'agentLogin',
          method: 'POST',
          path: '/consumers-v3/consumer/agent/login',
          body: input,
          schema: AgentLoginSchema,
        },
        'associate',
      )
    },

    /** Signs the customer out of every other session upstream (their token families but this token's). */
    async signOutOthers(token: string): Promise<void> {
      return consumer.send({
        operation: 'signOutOthers',
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        token,
        body: { scope: 'others' },
      })
    },

    /**
     * Asks for a password reset link to be emailed to the address, built on `resetUrl` (the page that takes it).
     * The service answers alike whether or not the address has an account.
     */
    async forgotPassword(input: { email: string; resetUrl: string }): Promise<void> {
      return consumer.send({
        operation: 'forgotPassword',
        method: 'POST',
        path: '/consumers-v3/consumer/resetpassword',
        body: { email: input.email, resetUrl: input.resetUrl },
      })
    },

    /**
     * Sets a new password with the token of a reset link; the service signs the customer out everywhere. Answers
     * whose account it was (null: the service did not say). AUT402 for a token that is unknown, used or expired;
     * AUT451 for the password the account has now.
     */
    async resetPassword(input: { token: string; password: string }): Promise<{ consumerId: string } | null> {
      return consumer.call({
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
    async changePassword(token: string, input: { currentPassword: string; password: string }): Promise<void> {
      return consumer.send({
        operation: 'changePassword',
        method: 'POST',
        path: '/consumers-v3/consumer/changepassword',
        token,
        body: { currentPassword: input.currentPassword, password: input.password },
      })
    },

    /** The shopper's open baskets, newest first. */
    async baskets(token: string, customerId: string): Promise<string[]> {
      const answer = await consumer.call({
        operation: 'customerBaskets',
        path: `/cart/v1/customers/${encodeURIComponent(customerId)}/baskets`,
        token,
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
      const answer = await consumer.need(
        {
          operation: 'warrantyCase',
          method: 'POST',
          path: '/consumers-v3/consumer/warranty',
          body: payload,
          schema: WarrantyCaseAnswerSchema,
          auth: true,
        },
        'case id',
      )
      return answer.caseId
    },

    ...createProfileCalls(consumer, options.siteId),
    ...createAddressCalls(consumer),
    ...createWalletCalls(consumer),
    ...createOrderCalls(consumer, options.mediaBaseUrl ?? ''),
  }
}
