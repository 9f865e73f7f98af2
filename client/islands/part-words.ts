/**
 * The words of islands' parts (`words.ts` holds each island's own, and reads these): sent only with the markers
 * that render the part.
 */
import type { MessageKey } from '../../shared/i18n/messages/en'
import { GIFT_FIELDS_WORDS } from '../components/gift-fields'
import { MINI_CART_DIALOG_PART_WORDS } from '../components/mini-cart-dialog'
import { SIGN_IN_DIALOG_PART_WORDS } from '../components/sign-in-dialog/words'
import type { IslandName } from './names'

/**
 * Words an island needs only where one of its parts shows (an e-gift card's amount and recipient, a
 * personalisation, one of the lists a product joins), sent only with the markers that render that part: the
 * island names its parts (`wordParts`), and the page sends each island's words once per set of parts.
 */
export const ISLAND_PART_WORDS = {
  'buy-box': {
    egift: [
      'egift.amount',
      'egift.chooseAmount',
      'egift.recipient',
      'egift.byEmail',
      'egift.amount.other',
      'egift.amount.label',
      'egift.amount.hint',
      'egift.amount.required',
      'egift.amount.whole',
      'egift.amount.range',
      ...GIFT_FIELDS_WORDS,
      ...MINI_CART_DIALOG_PART_WORDS.egift,
    ],
    personalise: [
      ...MINI_CART_DIALOG_PART_WORDS.personalise,
      'custom.personalise',
      'custom.title',
      'custom.text',
      'custom.textHint',
      'custom.count',
      'custom.thread',
      'custom.madeToOrder',
      'custom.noReturns',
      'custom.error.textRequired',
      'custom.error.tooLong',
      'custom.error.characters',
      'custom.error.blocked',
      'custom.error.thread',
    ],
  },
  'sign-in-link': SIGN_IN_DIALOG_PART_WORDS,
  checkout: {
    // What a signed-in shopper's account brings to the payment step (decision 043): a guest sees none of it.
    wallet: [
      'wallet.pay.useCard',
      'wallet.card.label',
      'wallet.pay.newCard',
      'wallet.pay.rewardCard',
      'wallet.rewardCard.number',
      'wallet.rewardCard.pin',
      'wallet.pay.rewardCardApply',
      'wallet.pay.rewardCardSaved',
      'wallet.pay.rewardCardPays',
      'wallet.pay.summary',
      'wallet.pay.rewardCodeSaved',
      'loyaltyPay.title',
      'loyaltyPay.balance',
      'loyaltyPay.voucher',
      'loyaltyPay.notEnough',
      'loyaltyPay.apply',
      'loyaltyPay.pays',
      'loyaltyPay.remove',
      'loyaltyPay.notConfirmed',
      'loyaltyPay.minimum',
      'loyaltyPay.summary',
      'athletePay.title',
      'athletePay.remaining',
      'athletePay.payable',
      'athletePay.apply',
      'athletePay.remove',
      'athletePay.usedUp',
      'athletePay.summary',
    ],
  },
  'list-add': {
    favorites: ['favorites.add', 'favorites.added', 'favorites.viewCount'],
    compare: ['compare.add', 'compare.added', 'compare.view'],
  },
} as const satisfies { [N in IslandName]?: Record<string, readonly MessageKey[]> }
