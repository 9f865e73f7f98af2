/**
 * The consumer service (spec 1 §7 Authentication, Consumer): sign in with a PKCE code challenge, exchange the
 * authorization code for the shopper's tokens (handing over the guest's basket to merge), sign out, read and update
 * the profile, and keep the address book. Personal, so never cached. Tokens pass through here to the session
 * object and nowhere else; the profile's and address book's changes act for the shopper (`auth: true`).
 */
import { z } from 'zod'
import type { ConsumerDetailsUpdate, PreferencesUpdate } from '../../../shared/profile'
import type { CommerceToken } from '../commerce/schemas'
import { createTokenClient } from '../commerce/tokens'
import type { UpstreamFetch } from '../http'
import {
  AddressAnswerSchema,
  ConsumerProfileSchema,
  CustomerBasketsSchema,
  SignInAnswerSchema,
  SignUpAnswerSchema,
} from './schemas'

export interface ConsumersClientOptions {
  fetch: UpstreamFetch
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

export function createConsumersClient(options: ConsumersClientOptions) {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const tokens = createTokenClient(options.fetch)
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
        notFoundAsNull: false,
      })
      if (!answer) throw new Error('The consumer service answered no authorization code')
      return answer.authorizationCode
    },

    /**
     * Exchanges the code (with the PKCE verifier) for the shopper's Registered tokens, handing over the guest's
     * basket to be merged into theirs. A 409 (a token being issued twice) is tried once more after 2000 ms.
     */
    async exchangeCode(input: {
      authorizationCode: string
      codeVerifier: string
      basketId: string | null
    }): Promise<CommerceToken> {
      const exchange = () =>
        tokens.registered({
          authorizationCode: input.authorizationCode,
          codeVerifier: input.codeVerifier,
          ...(input.basketId ? { basketId: input.basketId } : {}),
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
    async signUp(input: {
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
      botCheck: string
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
          termsAccepted: true,
          recaptcha_response: input.botCheck,
        },
        schema: SignUpAnswerSchema,
        notFoundAsNull: false,
      })
      if (!answer) throw new Error('The consumer service answered no consumer id')
      return answer.consumerId
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
        notFoundAsNull: false,
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
        notFoundAsNull: false,
      })
    },

    /**
     * Sets a new password with the token of a reset link; the service signs the customer out everywhere.
     * AUT402 for a token that is unknown, used or expired; AUT451 for the password the account has now.
     */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      await options.fetch.call({
        operation: 'resetPassword',
        method: 'POST',
        path: '/consumers-v3/confirmforgotpassword',
        body: { token: input.token, password: input.password },
        schema: z.unknown(),
        notFoundAsNull: false,
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
        notFoundAsNull: false,
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
        notFoundAsNull: false,
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
        notFoundAsNull: false,
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
        notFoundAsNull: false,
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
        notFoundAsNull: false,
        auth: true,
      })
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
  }
}
