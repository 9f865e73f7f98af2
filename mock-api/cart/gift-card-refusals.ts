/**
 * How the cart service words a gift card it cannot take (spec 1 §8, "Gift and gift cards"). The shop's cards are
 * Givex cards of one programme, whose numbers all begin with its issuer number: a number outside that range is
 * no card of this shop's at all (GFC700), refused before the provider is asked. The provider's own refusals of a
 * card in the range say which: no card of that number was issued (GFC760), the PIN is wrong (GFC800), the card's
 * validity ran out (GFC812).
 */

/** The issuer number every gift card of the shop's programme begins with. */
export const GIFT_CARD_PROGRAMME = '600649'

/** A cart service refusal: its status, error id and message. */
export interface GiftCardRefusal {
  status: 400
  errorId: 'GFC700' | 'GFC760' | 'GFC800' | 'GFC812'
  message: string
}

/** The refusal of a typed number outside the shop's programme; null for a number in it. */
export function outsideProgramme(number: string): GiftCardRefusal | null {
  return number.startsWith(GIFT_CARD_PROGRAMME)
    ? null
    : { status: 400, errorId: 'GFC700', message: 'This is not a gift card of this shop' }
}

/** The refusal of a card the provider's balance check failed, by the provider's `refusalReason`. */
export function refusalOfProvider(reason: string | undefined): GiftCardRefusal {
  if (reason === 'Invalid Card Number')
    return { status: 400, errorId: 'GFC760', message: 'No gift card with this number was issued' }
  if (reason === 'Expired Card')
    return { status: 400, errorId: 'GFC812', message: 'This gift card has expired' }
  return { status: 400, errorId: 'GFC800', message: 'This gift card number or PIN is not valid' }
}
