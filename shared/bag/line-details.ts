/**
 * What the bag shows of a line beyond what it is and costs (spec 2 §3's cart item): its brand above its name, a
 * badge, the merchant's item number, the codes that took something off it, the sizes of its colour to change to,
 * and its category, where "Continue shopping" goes (their schema is the cart's, `cart.ts`). No schema library
 * here: the bag's island reads it.
 */

/** The badges a bag line may carry, as the cart service names them. */
export const LINE_BADGES = ['free-gift', 'marked-down', 'new', 'top-rated'] as const
export type LineBadge = (typeof LINE_BADGES)[number]

export const isLineBadge = (value: string | undefined): value is LineBadge =>
  (LINE_BADGES as readonly (string | undefined)[]).includes(value)

/** A size of the line's colour: its value (what forms carry), its label as the market reads it, in stock or not. */
export interface LineSize {
  value: string
  label: string
  available: boolean
}

/**
 * The sizes a shopper may change a line to: the sizes of its colour, when there is one to change to (another
 * size, in stock); none for a line that is not plain merchandise (a gift, an e-gift card, a personalised item).
 */
export function sizeChoices(line: {
  size: string | null
  sizes: readonly LineSize[]
  bonus: boolean
  digital: boolean
  custom: unknown
}): LineSize[] {
  if (line.bonus || line.digital || line.custom !== null || line.size === null) return []
  if (!line.sizes.some((size) => size.value === line.size)) return []
  return line.sizes.some((size) => size.value !== line.size && size.available) ? [...line.sizes] : []
}

/**
 * The category "Continue shopping" goes to: the category of the line added last (the cart lists lines in the
 * order they were added; a gift with purchase is none the shopper added); null when no line names one.
 */
export function lastAddedCategory(
  lines: readonly { bonus: boolean; category: { id: string; name: string } | null }[],
): { id: string; name: string } | null {
  return lines.findLast((line) => !line.bonus && line.category !== null)?.category ?? null
}
