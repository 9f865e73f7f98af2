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

/** Where an approaching promotion is shown (its display levels, spec 2 §5's `contexts`): the bag, the mini cart. */
export const OFFER_CONTEXTS = ['cart', 'minicart'] as const
export type OfferContext = (typeof OFFER_CONTEXTS)[number]

/** What an approaching promotion is a promotion of (its `promotionClass`, else its `level`). */
export const PROMOTION_CLASSES = ['ORDER', 'PRODUCT', 'SHIPPING'] as const
export type PromotionClass = (typeof PROMOTION_CLASSES)[number]

/**
 * The display levels an approaching promotion names (`approachingDisplayLevel`: one, or several split by commas or
 * spaces, in any case and spelling of "mini cart"), those the shop has; the bag alone when it names none it knows.
 *
 * @example offerContextsOf('Cart, Mini-Cart') // ['cart', 'minicart']
 * @example offerContextsOf(undefined) // ['cart']
 */
export function offerContextsOf(displayLevel: string | undefined): OfferContext[] {
  const named = (displayLevel ?? '')
    .split(/[,;|\s]+/)
    .map((level) => level.toLowerCase().replace(/[^a-z]/g, ''))
  const known = OFFER_CONTEXTS.filter((context) => named.includes(context))
  return known.length > 0 ? known : ['cart']
}

/** A promotion's class as the cart service names it (`promotionClass`, else `level`); an order's when unsaid. */
export function promotionClassOf(...names: (string | undefined)[]): PromotionClass {
  for (const name of names) {
    const upper = name?.toUpperCase()
    const known = PROMOTION_CLASSES.find((entry) => entry === upper)
    if (known) return known
  }
  return 'ORDER'
}

/**
 * Approaching promotions in the order a shopper reads them: those still to reach, nearest first (by the distance to
 * their threshold; one of unknown distance after those of known), then those reached, each group as the cart
 * service listed it.
 */
export const nearestFirst = <T extends { reached: boolean; distance: number | null }>(
  offers: readonly T[],
): T[] =>
  offers
    .map((offer, index) => ({ offer, index }))
    .sort(
      (a, b) =>
        Number(a.offer.reached) - Number(b.offer.reached) ||
        (a.offer.distance ?? Number.POSITIVE_INFINITY) - (b.offer.distance ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ offer }) => offer)
