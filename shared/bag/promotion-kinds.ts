/**
 * The kinds of approaching promotion, told by their ids (spec 2 §5, decision 109); apart from the cart's schemas,
 * so the bag's island reads them without zod.
 */
export const PROMOTION_KINDS = ['spend', 'gift', 'registered', 'guest'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

/**
 * What an approaching promotion is, by its id (spec 2 §5, decision 109): a gift with purchase (`GWP`, "gift with
 * product"), an offer for signed-in customers only (`REGISTERED`) or for guests only (`GUEST`), or else an offer any
 * bag reaches by what it holds (`spend`). The document calls the first three "non-gift" promotions; its own words
 * make GWP a gift, and so does the shop.
 *
 * @example promotionKindOf('GWP-SOCKS-100') // 'gift'
 * @example promotionKindOf('REGISTERED-WELCOME10') // 'registered'
 */
export function promotionKindOf(promotionId: string): PromotionKind {
  const id = promotionId.toUpperCase()
  if (id.includes('GWP')) return 'gift'
  if (id.includes('REGISTERED')) return 'registered'
  if (id.includes('GUEST')) return 'guest'
  return 'spend'
}

/**
 * The approaching promotions a shopper is shown: a guests' offer is not for a signed-in shopper (a bag merged at
 * sign-in may still carry one); every other is.
 */
export const offersFor = <T extends { kind: PromotionKind }>(offers: readonly T[], signedIn: boolean): T[] =>
  offers.filter((offer) => !(signedIn && offer.kind === 'guest'))
