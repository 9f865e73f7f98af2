/**
 * Paying from the account (decision 043): what the signed-in shopper keeps in it (saved cards, reward cards, reward
 * codes), the main card, loyalty points through vouchers, an athlete's allowance, and express checkout. Cards are
 * saved only as the payment provider's field tokens, which the consumer service hands to the provider to keep the
 * card; the shop never sees a card number. Guests have none of this: every call here needs a Registered token.
 */

import {
  addressAgain,
  isShippingCountry,
  type NormalisedAddress,
  type ShippingCountry,
} from '../../shared/account/address'
import type { PhoneCountries } from '../../shared/account/phone'
import type { AthleteAllowance, LoyaltyVouchers, Wallet } from '../../shared/account/wallet'
import { EMPTY_WALLET, mainCardOf } from '../../shared/account/wallet'
import type { Cart } from '../../shared/bag/cart'
import { SAVED_CARD_ERRORS } from '../../shared/error-catalogue'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { EDGE_BOT_VERDICT } from '../upstream/bot-check'
import { isLoyaltyMember } from '../upstream/consumers/membership'
import { mainAddressOf } from '../upstream/consumers/reshape'
import type { ConsumerProfile, ProfileAddress } from '../upstream/consumers/schemas'
import { UpstreamError } from '../upstream/errors'
import { addressFromWire } from '../upstream/wire-address'
import { ApiError, UpstreamRefusal } from './api-error'
import { changeShopperCart } from './cart'
import { phoneCountries } from './countries'

/** The signed-in shopper's access token; REW401 (sign in) for a guest. */
export async function registeredToken(c: AppContext): Promise<string> {
  const { customer } = await c.var.session.read()
  const grant = customer ? await c.var.session.accessToken() : null
  if (grant?.kind !== 'Registered') throw new ApiError('REW401')
  return grant.accessToken
}

/** Whether the session is a signed-in shopper's, without asking anyone. */
export async function isSignedIn(c: AppContext): Promise<boolean> {
  return (await c.var.session.read()).customer !== undefined
}

export async function accountWallet(c: AppContext): Promise<Wallet> {
  return c.var.services.consumers.wallet(await registeredToken(c))
}

/**
 * An upstream refusal of saving, as spec 1 §8 says: a card already saved in the service's own words, a reward card
 * or code already saved in ours, and any other refusal as "couldn't save", with the service's id.
 */
function saveRefusal(error: unknown, saved: 'card' | 'rewardCard' | 'rewardCode'): never {
  if (!(error instanceof UpstreamError) || error.status >= 500 || error.status === 0) throw error
  if (error.errorId === 'PYT300') {
    if (saved === 'card') throw new UpstreamRefusal(error, SAVED_CARD_ERRORS)
    throw new ApiError(saved === 'rewardCard' ? 'REWARD_CARD_SAVED_ALREADY' : 'REWARD_CODE_SAVED_ALREADY')
  }
  throw new ApiError(
    saved === 'card'
      ? 'CARD_NOT_SAVED'
      : saved === 'rewardCard'
        ? 'REWARD_CARD_NOT_SAVED'
        : 'REWARD_CODE_NOT_SAVED',
    { code: error.errorId },
  )
}

/** Saves a card from the provider's field tokens (the provider keeps it for the shopper); the instrument's id. */
export async function saveCard(c: AppContext, card: Record<string, string>): Promise<string> {
  const token = await registeredToken(c)
  return c.var.services.consumers
    .saveInstrument(token, {
      kind: 'card',
      card,
      currency: c.var.locale.currency,
      botCheck: EDGE_BOT_VERDICT,
    })
    .catch((error: unknown) => saveRefusal(error, 'card'))
}

export async function saveRewardCard(c: AppContext, card: { number: string; pin: string }): Promise<string> {
  const token = await registeredToken(c)
  return c.var.services.consumers
    .saveInstrument(token, { kind: 'rewardCard', ...card })
    .catch((error: unknown) => saveRefusal(error, 'rewardCard'))
}

export async function saveRewardCode(c: AppContext, code: string): Promise<string> {
  const token = await registeredToken(c)
  return c.var.services.consumers
    .saveInstrument(token, { kind: 'rewardCode', code })
    .catch((error: unknown) => saveRefusal(error, 'rewardCode'))
}

export async function makeMainCard(c: AppContext, id: string): Promise<void> {
  await c.var.services.consumers.setMainCard(await registeredToken(c), id)
}

export async function removeInstrument(c: AppContext, id: string): Promise<void> {
  await c.var.services.consumers.deleteInstrument(await registeredToken(c), id)
}

/** What the checkout's payment step offers a signed-in shopper from their account; null for a guest. */
export interface CheckoutWallet {
  wallet: Wallet
  /** A loyalty member's points and vouchers in the cart's currency; null for someone who is not one. */
  loyalty: LoyaltyVouchers | null
  /** An athlete's allowance; null for anyone else. */
  athlete: AthleteAllowance | null
}

/** The shopper's wallet for the checkout; parts that cannot be read are left out (logged), never the page. */
export async function checkoutWallet(
  c: AppContext,
  profile: ConsumerProfile | null,
  currency: string,
): Promise<CheckoutWallet | null> {
  if (!profile) return null
  const token = await registeredToken(c).catch(() => null)
  if (!token) return null
  const { consumers } = c.var.services
  const quietly = <T>(what: string, promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      logEvent(c, 'warn', `${what} unavailable`, { error: String(error) })
      return fallback
    })
  const [wallet, loyalty] = await Promise.all([
    quietly('wallet', consumers.wallet(token), EMPTY_WALLET),
    isLoyaltyMember(profile)
      ? quietly('loyalty vouchers', consumers.loyaltyVouchers(token, currency), null)
      : null,
  ])
  const athlete = profile.consumerDetails?.athlete
  return {
    wallet,
    loyalty: loyalty && withMinimum(loyalty, c.var.config.LOYALTY_MIN_POINTS),
    athlete:
      profile.consumerType === 'ATHLETE' && athlete
        ? {
            annualCredit: athlete.annualCredit,
            currentSpend: athlete.currentSpend,
            remaining: Math.max(Math.round((athlete.annualCredit - athlete.currentSpend) * 100) / 100, 0),
          }
        : null,
  }
}

const refusedBy =
  (c: AppContext) =>
  async <T>(call: () => Promise<T>): Promise<T> => {
    await registeredToken(c)
    return call()
  }

/**
 * The vouchers as the shop offers them (spec 1 §9): none is eligible while the member has fewer points than the
 * configured minimum.
 */
export function withMinimum(loyalty: LoyaltyVouchers, minimum: number): LoyaltyVouchers {
  const enough = loyalty.points >= minimum
  return {
    ...loyalty,
    minimum,
    vouchers: loyalty.vouchers.map((voucher) => ({ ...voucher, eligible: voucher.eligible && enough })),
  }
}

/**
 * Pays part of the cart with a loyalty voucher's points (null takes it off); REW140 while the member has fewer
 * points than the shop's minimum.
 */
export function applyLoyaltyVoucher(c: AppContext, voucherId: string | null): Promise<Cart> {
  return refusedBy(c)(async () => {
    const minimum = c.var.config.LOYALTY_MIN_POINTS
    if (voucherId !== null && minimum > 0) {
      const currency = c.var.locale.currency
      const { points } = await c.var.services.consumers.loyaltyVouchers(await registeredToken(c), currency)
      if (points < minimum) throw new ApiError('REW140')
    }
    return changeShopperCart(c, (basketId) =>
      c.var.services.commerce.applyLoyaltyVoucher(basketId, voucherId),
    )
  })
}

export function applyAthletePayment(c: AppContext): Promise<Cart> {
  return refusedBy(c)(() =>
    changeShopperCart(c, (basketId) => c.var.services.commerce.addAthletePayment(basketId)),
  )
}

export function applyRewardCard(
  c: AppContext,
  card: { number: string; pin: string } | { instrumentId: string },
): Promise<Cart> {
  return refusedBy(c)(() =>
    changeShopperCart(c, (basketId) => c.var.services.commerce.addRewardCard(basketId, card)),
  )
}

export function applySavedRewardCode(c: AppContext, instrumentId: string): Promise<Cart> {
  return refusedBy(c)(() =>
    changeShopperCart(c, (basketId) => c.var.services.commerce.addSavedRewardCode(basketId, instrumentId)),
  )
}

/** A profile address as the cart takes it; null when its country is not one the shop knows. */
function cartAddressOf(
  address: ProfileAddress,
  email: string,
  countries: PhoneCountries,
): NormalisedAddress | null {
  const country = address.countryCode.toUpperCase()
  if (!isShippingCountry(country)) return null
  return {
    ...addressFromWire(address),
    country: country as ShippingCountry,
    phone: address.phone ?? address.recipientContactPhone ?? '',
    phoneCode: address.phoneCode ?? countries[country]?.dialCode ?? '',
    email,
  }
}

/** What express checkout would use: the main card and the main shipping (and billing) address; null without. */
export interface ExpressOffer {
  cardId: string
  /** The main card's brand and last four digits, which the page words ("Visa ending in 1111"). */
  card: { brand: string; last4: string }
  shipping: NormalisedAddress
  billing: NormalisedAddress
}

/**
 * Express checkout is offered (spec 1 §6) only with the feature on, to a signed-in shopper with a main card and a
 * main shipping address in the shop's country; null otherwise (a guest costs no upstream call).
 */
export async function expressOffer(c: AppContext): Promise<ExpressOffer | null> {
  if (!c.var.flags.expressCheckout || !(await isSignedIn(c))) return null
  const token = await registeredToken(c).catch(() => null)
  if (!token) return null
  const { consumers } = c.var.services
  const [profile, wallet] = await Promise.all([
    consumers.profile(token).catch(() => null),
    consumers.wallet(token).catch(() => null),
  ])
  const card = wallet?.cards.find((entry) => entry.main) ?? null
  const addresses = profile?.consumerDetails?.addresses ?? []
  const mainShipping = mainAddressOf(addresses, 'S')
  if (!profile || !card || !mainShipping) return null
  const countries = await phoneCountries(c)
  const shipping = cartAddressOf(mainShipping, profile.email, countries)
  if (shipping?.country !== c.var.locale.country) return null
  const mainBilling = mainAddressOf(addresses, 'B')
  const billing = (mainBilling && cartAddressOf(mainBilling, profile.email, countries)) ?? shipping
  return { cardId: card.id, card: { brand: card.brandName, last4: card.lastFour }, shipping, billing }
}

/**
 * Express checkout: the main shipping and billing addresses go on the cart (the cart service checks them as it
 * does any), with the delivery method it chooses, and the shopper goes straight to the review, their main card
 * chosen. EXPRESS_UNAVAILABLE when it is not offered (anymore).
 *
 * Both addresses or neither: when the billing address is refused or lost, the shipping address the cart had before
 * (`before`, the cart as the bag showed it) is put back, or taken off when it had none (`DELETE …/shippingAddress`),
 * so the checkout never opens on an address the shopper did not choose.
 */
export async function expressCheckout(c: AppContext, before: Cart): Promise<{ cart: Cart; cardId: string }> {
  const offer = await expressOffer(c)
  if (!offer) throw new ApiError('EXPRESS_UNAVAILABLE')
  const cart = await changeShopperCart(c, async (basketId) => {
    const { commerce } = c.var.services
    await commerce.setShippingAddress(basketId, offer.shipping, offer.shipping.email)
    try {
      return await commerce.setBillingAddress(basketId, offer.billing, false)
    } catch (error) {
      await shippingAddressBack(c, basketId, before).catch((failure: unknown) =>
        logEvent(c, 'warn', 'express shipping address left', {
          reason: failure instanceof UpstreamError ? failure.errorId : 'unknown',
        }),
      )
      throw error
    }
  })
  return { cart, cardId: offer.cardId }
}

/** The cart's shipping address as it was before express checkout: the earlier one again, or none. */
async function shippingAddressBack(c: AppContext, basketId: string, before: Cart): Promise<void> {
  const { commerce } = c.var.services
  const earlier = before.shippingAddress
  if (earlier && before.email)
    await commerce.setShippingAddress(
      basketId,
      addressAgain(earlier, before.email, await phoneCountries(c)),
      before.email,
    )
  else await commerce.removeShippingAddress(basketId)
}

export { mainCardOf }
