/**
 * Gift cards typed into the bag: checked by the shared rules, limited per shopper and per address, then passed
 * on to the cart service, which asks the payment provider for the balance. Whoever can try numbers and PINs
 * without limit can find the cards that hold money, so every balance check and apply counts against two limits of
 * the Workers rate-limit binding: the shopper's session (a few tries a minute) and the client's address (more,
 * as a household or a store shares one). The number and PIN are never logged, kept or sent back: answers name a
 * card by its last four digits only.
 */

import type { Cart } from '../../shared/cart'
import { checkGiftCardEntry, type GiftCardEntry } from '../../shared/gift-card'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { applyGiftCard, giftCardBalance } from './orders'

/** How long a shopper who tried too often waits, in seconds: the binding's window. */
const RETRY_AFTER_SECONDS = 60

/** Counts one try against both limits; a try past either is refused as throttled, with when to try again. */
export async function limitGiftCardTries(c: AppContext): Promise<void> {
  const checks: Promise<RateLimitOutcome>[] = []
  const session = c.var.session.id
  if (session) checks.push(c.env.GIFT_CARD_SESSION_LIMIT.limit({ key: `session:${session}` }))
  const address = c.req.header('cf-connecting-ip')
  if (address) checks.push(c.env.GIFT_CARD_ADDRESS_LIMIT.limit({ key: `address:${address}` }))
  const outcomes = await Promise.all(checks)
  if (outcomes.every((outcome) => outcome.success)) return
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  throw new ApiError('throttled', 'GIFT_CARD_THROTTLED', c.var.t.t('bag.giftCard.throttled'), {
    placement: 'giftCard',
  })
}

/** The entry as the cart service takes it, or the refusal with each field's message. */
function checkedEntry(c: AppContext, typed: GiftCardEntry): GiftCardEntry {
  const { entry, problems } = checkGiftCardEntry(typed)
  const fields = Object.entries(problems)
  if (fields.length === 0) return entry
  const { t } = c.var
  throw new ApiError('invalid', 'GIFT_CARD_INVALID', t.t('error.giftCard.invalid'), {
    placement: 'giftCard',
    fields: Object.fromEntries(fields.map(([field, key]) => [field, t.t(key)])),
  })
}

/** What a typed gift card holds, in the cart's currency. */
export async function typedGiftCardBalance(c: AppContext, typed: GiftCardEntry) {
  const entry = checkedEntry(c, typed)
  await limitGiftCardTries(c)
  return giftCardBalance(c, entry)
}

/** Applies a typed gift card to the shopper's cart, for as much of the total as it holds. */
export async function applyTypedGiftCard(c: AppContext, typed: GiftCardEntry): Promise<Cart> {
  const entry = checkedEntry(c, typed)
  await limitGiftCardTries(c)
  return applyGiftCard(c, entry)
}
