/**
 * The commerce client's payment calls: what a cart can be paid with, and the instruments that pay part of it (gift
 * and reward cards, reward codes, loyalty vouchers, the athlete's allowance). Each acts for the shopper and
 * answers the changed cart, except the two that only ask.
 */
import type { Cart } from '../../../shared/bag/cart'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import type { ChangeCart, GiftCardInput } from './inputs'
import {
  CommerceGiftCardBalanceSchema,
  CommercePaymentMethodsSchema,
  CommercePaymentSessionSchema,
} from './schemas'

/** The payment calls, for the commerce client to hold among its own. */
export function createPaymentCalls(fetch: UpstreamFetch, changeCart: ChangeCart) {
  return {
    /** The payment methods the cart can be paid with (CREDIT_CARD, GIFT_CARD, PAY_LATER). */
    async getPaymentMethods(basketId: string): Promise<{ id: string; name: string; brands: string[] }[]> {
      const answer = await fetch.call({
        operation: 'getPaymentMethods',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentMethods`,
        schema: CommercePaymentMethodsSchema,
        auth: true,
        notFoundAsNull: false,
      })
      return (answer?.applicablePaymentMethods ?? []).map((method) => ({
        id: method.id,
        name: method.name,
        brands: method.brands,
      }))
    },

    /**
     * A session with the payment provider for its card (`CREDIT_CARD`) or gift-card (`GIFT_CARD`) fields, framed by
     * the shop's origin (`referer`): its id and the fields' address on the provider's origin (PAY400 when the
     * provider does not answer).
     *
     * @example const { frameUrl } = await commerce.getPaymentSession('https://shop.example', 'CREDIT_CARD')
     */
    async getPaymentSession(
      referer: string,
      paymentMethodId: 'CREDIT_CARD' | 'GIFT_CARD',
    ): Promise<{ sessionId: string; frameUrl: string }> {
      const answer = await fetch.call({
        operation: 'getPaymentSession',
        path: '/cart/v1/paymentSession',
        query: {
          referer,
          paymentMethodId,
          paymentMethod: paymentMethodId === 'CREDIT_CARD' ? 'scheme' : 'giftcard',
        },
        schema: CommercePaymentSessionSchema,
        auth: true,
        notFoundAsNull: false,
      })
      if (!answer) throw badShape('getPaymentSession', 'The cart service answered no session')
      return { sessionId: answer.sessionId, frameUrl: answer.frameUrl }
    },

    /** A gift card's balance (GFC800 when its number or PIN is wrong). */
    async giftCardBalance(
      basketId: string,
      giftCard: GiftCardInput,
    ): Promise<{ amount: number; currency: string }> {
      const answer = await fetch.call({
        operation: 'giftCardBalance',
        method: 'POST',
        path: '/cart/v1/giftcard/balance',
        body: { cartId: basketId, giftCard },
        schema: CommerceGiftCardBalanceSchema,
        auth: true,
      })
      if (!answer) throw badShape('giftCardBalance', 'The cart service answered no balance')
      return { amount: answer.balance.amount, currency: answer.balance.currency }
    },

    /** Applies a gift card to the cart for as much of the total as its balance covers (GFC740, GFC755, GFC410...). */
    addGiftCard(basketId: string, giftCard: GiftCardInput): Promise<Cart> {
      return changeCart(
        'addGiftCard',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        {
          payment_method_id: 'GIFT_CARD',
          giftCard,
        },
      )
    },

    /**
     * Applies a reward code to the cart: checked, not spent (placing the order spends it). It pays first, up to its
     * value. PRM130 unknown, PRM150 spent, PRM155 expired, PRM135 not for the cart's currency, PRM140 one a cart,
     * PRM416 already applied, PRM175 nothing left to pay.
     */
    addRewardCode(basketId: string, code: string): Promise<Cart> {
      return changeCart(
        'addRewardCode',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'REWARD_CODE', rewardCode: { code } },
      )
    },

    /**
     * Pays part of the cart with loyalty points through a voucher (spec 1 §7 `PUT …/reward`), replacing the one
     * before; null takes it off. REW401 guest, REW130 not a member, REW135 not confirmed, REW140 too few points.
     */
    applyLoyaltyVoucher(basketId: string, voucherId: string | null): Promise<Cart> {
      return changeCart(
        'applyLoyaltyVoucher',
        'PUT',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/reward`,
        {
          appliedLoyaltyVoucher: voucherId ? { id: voucherId } : null,
        },
      )
    },

    /** Pays part of the cart with the athlete's allowance, up to what it has left (REW401, REW140, PYT404). */
    addAthletePayment(basketId: string): Promise<Cart> {
      return changeCart(
        'addAthletePayment',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'ATHLETES_PAYMENT' },
      )
    },

    /** Pays part of the cart with a reward card, typed or saved in the account (GFC800, GFC740, GFC755, PYT404). */
    addRewardCard(
      basketId: string,
      card: { number: string; pin: string } | { instrumentId: string },
    ): Promise<Cart> {
      return changeCart(
        'addRewardCard',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        'instrumentId' in card
          ? { payment_method_id: 'REWARD_CARD', payment_instrument_id: card.instrumentId }
          : { payment_method_id: 'REWARD_CARD', rewardCard: { number: card.number, pin: card.pin } },
      )
    },

    /** Applies a reward code saved in the account (PYT404 for one the account does not hold). */
    addSavedRewardCode(basketId: string, instrumentId: string): Promise<Cart> {
      return changeCart(
        'addSavedRewardCode',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'REWARD_CODE', payment_instrument_id: instrumentId },
      )
    },

    removePaymentInstrument(basketId: string, instrumentId: string): Promise<Cart> {
      return changeCart(
        'removePaymentInstrument',
        'DELETE',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_instrument_id: instrumentId },
      )
    },
  }
}
