/**
 * What each of the bag page's plain forms does, posted as its `intent` field to the bag's own address (decision
 * 072), as Hydrogen's `CartForm` names its action: one page, several forms, one answer at that address.
 */
export const BAG_FORM_INTENTS = [
  'updateLine',
  'removeLine',
  'applyCoupon',
  'removeCoupon',
  'checkGiftCard',
  'applyGiftCard',
  'removeGiftCard',
  'chooseShipping',
  'dismissPromotion',
  'restoreGift',
  'saveForLater',
  'moveToBag',
  'removeSaved',
  'addPriceAdjustment',
  'changePriceAdjustment',
  'removePriceAdjustment',
  'expressCheckout',
] as const

export type BagFormIntent = (typeof BAG_FORM_INTENTS)[number]

/** The name a bag form posts its intent under. */
export const INTENT_FIELD = 'intent'
