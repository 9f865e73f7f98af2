/**
 * The consumer client's wallet and loyalty calls: what the account pays with (decision 043), its instruments saved,
 * made main or removed; a member's points and vouchers, joining the loyalty programme and its welcome promotion.
 * Each is made with the access token the session holds.
 */
import type { LoyaltyVouchers, Wallet } from '../../../shared/account/wallet'
import type { ConsumerCalls } from './calls'
import { reshapeVouchers, reshapeWallet } from './reshape'
import {
  ConsumerInstrumentSchema,
  ConsumerInstrumentsSchema,
  LoyaltyJoinSchema,
  LoyaltyVouchersSchema,
  type WelcomePromo,
  WelcomePromoSchema,
} from './schemas'

const INSTRUMENTS_PATH = '/consumers-v3/consumer/payment_instruments'

/** The path of one instrument of the account, by its id. */
const instrumentPath = (id: string) => `${INSTRUMENTS_PATH}/${encodeURIComponent(id)}`

/** The wallet and loyalty calls, for the consumer client to hold among its own. */
export function createWalletCalls(consumer: ConsumerCalls) {
  return {
    /** What the signed-in shopper keeps in their account to pay with (decision 043). */
    async wallet(token: string): Promise<Wallet> {
      const answer = await consumer.call({
        operation: 'listPaymentInstruments',
        path: INSTRUMENTS_PATH,
        token,
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
      token: string,
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
      const answer = await consumer.need(
        {
          operation: 'savePaymentInstrument',
          method: 'POST',
          path: INSTRUMENTS_PATH,
          token,
          body,
          schema: ConsumerInstrumentSchema,
        },
        'payment instrument',
      )
      return answer.paymentInstrumentId
    },

    /** Makes a saved card the main one (the others not); PYT404 for one the account does not hold. */
    async setMainCard(token: string, id: string): Promise<void> {
      return consumer.send({
        operation: 'setMainCard',
        method: 'PATCH',
        path: instrumentPath(id),
        token,
        body: { main: true },
      })
    },

    /** Removes an instrument from the account; PYT404 for one the account does not hold. */
    async deleteInstrument(token: string, id: string): Promise<void> {
      return consumer.send({
        operation: 'deletePaymentInstrument',
        method: 'DELETE',
        path: instrumentPath(id),
        token,
      })
    },

    /** A loyalty member's points and the vouchers they buy in a currency; REW130 for someone not a member. */
    async loyaltyVouchers(token: string, currency: string): Promise<LoyaltyVouchers> {
      const answer = await consumer.need(
        {
          operation: 'loyaltyVouchers',
          path: `/consumers-v3/consumer/loyalty/vouchers?currency=${encodeURIComponent(currency)}`,
          token,
          schema: LoyaltyVouchersSchema,
          notFoundAsNull: false,
        },
        'vouchers',
      )
      return reshapeVouchers(answer)
    },

    /** Joins the loyalty programme (the loyalty token call), with a member's referral code; the member id. */
    async joinLoyalty(token: string, input: { referralCode: string | null }): Promise<string> {
      const answer = await consumer.need(
        {
          operation: 'loyaltyToken',
          method: 'POST',
          path: '/consumers-v3/consumer/loyalty/token',
          token,
          body: input.referralCode ? { referralCode: input.referralCode } : {},
          schema: LoyaltyJoinSchema,
        },
        'member id',
      )
      return answer.memberId
    },

    /** A member's welcome promotion; null when there is none. */
    welcomePromo(token: string): Promise<WelcomePromo | null> {
      return consumer.call({
        operation: 'loyaltyWelcomePromo',
        path: '/consumers-v3/consumer/loyalty/promo/welcome',
        token,
        schema: WelcomePromoSchema,
      })
    },
  }
}
