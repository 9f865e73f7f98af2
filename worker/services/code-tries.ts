/**
 * Codes that are worth money, typed by the shopper: gift cards (their number and PIN), reward codes and the bag's
 * coupon (promotion) codes. Whoever can try them without limit finds the ones that hold money or a discount, so
 * every gift card balance check and apply, every reward code and every coupon code applied, counts against two
 * limits of the Workers rate-limit binding: the shopper's session (a few tries a minute) and the client's address
 * (more, as a household or a store shares one), each kind of code under its own keys. A typed gift card is
 * checked by the shared rules first and then passed on to the cart service, which asks the payment provider; its
 * number and PIN are never logged, kept or sent back: answers name a card by its last four digits only.
 */

import type { Cart } from '../../shared/bag/cart'
import { checkGiftCardEntry, type GiftCardEntry } from '../../shared/bag/gift-card'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { applyCoupon } from './cart'
import { applyGiftCard, giftCardBalance } from './order-placement'
import { isThrottled } from './rate-limits'

/** The kinds of code, each counted under keys of its own. */
type CodeKind = 'giftCard' | 'coupon' | 'rewardCode'

/**
 * Counts one try against both limits, each kind of code apart (a shopper fixing a typo in one is not held back in
 * the others); a try past either limit is refused as throttled, with when to try again.
 */
export async function limitCodeTries(c: AppContext, code: CodeKind): Promise<void> {
  const session = c.var.session.id
  const address = clientAddress(c)
  const throttled = await isThrottled(c, [
    [c.env.CODE_TRIES_SESSION_LIMIT, session ? `${code}:session:${session}` : null],
    [c.env.CODE_TRIES_ADDRESS_LIMIT, address ? `${code}:address:${address}` : null],
  ])
  if (!throttled) return
  // Refused at the input of the code tried.
  throw new ApiError(
    code === 'giftCard'
      ? 'GIFT_CARD_THROTTLED'
      : code === 'coupon'
        ? 'COUPON_THROTTLED'
        : 'REWARD_CODE_THROTTLED',
  )
}

/** The entry as the cart service takes it, or the refusal with each field's message. */
function checkedEntry(typed: GiftCardEntry): GiftCardEntry {
  const { entry, problems } = checkGiftCardEntry(typed)
  if (Object.keys(problems).length === 0) return entry
  throw new ApiError('GIFT_CARD_INVALID', { fields: problems })
}

/** What a typed gift card holds, in the cart's currency. */
export async function typedGiftCardBalance(c: AppContext, typed: GiftCardEntry) {
  const entry = checkedEntry(typed)
  await limitCodeTries(c, 'giftCard')
  return giftCardBalance(c, entry)
}

/** Applies a typed gift card to the shopper's cart, for as much of the total as it holds. */
export async function applyTypedGiftCard(c: AppContext, typed: GiftCardEntry): Promise<Cart> {
  const entry = checkedEntry(typed)
  await limitCodeTries(c, 'giftCard')
  return applyGiftCard(c, entry)
}

/** Applies a typed coupon code to the shopper's cart, once the try is counted. */
export async function applyTypedCoupon(c: AppContext, code: string): Promise<Cart> {
  await limitCodeTries(c, 'coupon')
  return applyCoupon(c, code)
}
