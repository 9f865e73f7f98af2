/**
 * What a cart answers of each line beside its price (spec 2 §3's cart item), as a commerce platform fills its
 * product line items from the catalogue: the brand shown above the name (`eyebrow`), a badge, the rating, the
 * season the style came out in, the merchant's item number (`merchantProductId`), the category trail
 * (`breadcrumbs`, outermost first, named in the cart's language) and the variation attributes: each colour of the
 * style (the first its default) and each size of the line's colour, available while the online stock holds one,
 * labelled as the market reads it (decision 053). And each line's share of the tax, worked out on what the line
 * comes to after every discount.
 */

import type { StyleVariantRow } from '../db/cart-line-variants'
import type { CartLineRow } from '../db/carts'
import type { CategoryRow } from '../db/categories'
import { languageOf } from '../localise'
import { colourName } from '../seed/product-texts'
import { sizeLabelFor, sizeSystemOf } from '../size-labels'
import { round2, type TaxRule } from './rules'
import type { CartTexts } from './texts'

/** A line's badge: a free gift, on sale, new this season, or loved by those who bought it. */
export type LineBadge = 'free-gift' | 'marked-down' | 'new' | 'top-rated'

/** A style is new for this many days after its release. */
export const NEW_FOR_DAYS = 90
/** Top rated: at least this score, from at least this many reviews. */
export const TOP_RATED = { score: 4.7, reviews: 25 }

type FactsRow = Pick<
  CartLineRow,
  | 'style_code'
  | 'colour_code'
  | 'current'
  | 'original'
  | 'digital'
  | 'brand'
  | 'rating'
  | 'review_count'
  | 'released_at'
>

/** The badge a line earns, the first that applies: marked down, new, top rated; none for an e-gift card. */
export function badgeOf(row: FactsRow, now: Date): LineBadge | undefined {
  if (row.digital === 1) return undefined
  if (row.current < row.original) return 'marked-down'
  const released = row.released_at ? Date.parse(`${row.released_at}T00:00:00Z`) : Number.NaN
  if (released <= now.getTime() && now.getTime() - released < NEW_FOR_DAYS * 86_400_000) return 'new'
  if ((row.rating ?? 0) >= TOP_RATED.score && (row.review_count ?? 0) >= TOP_RATED.reviews) return 'top-rated'
  return undefined
}

/** The season a style came out in: spring/summer (January to June) or fall/winter, and the year (`FW26`). */
export function seasonOf(releasedAt: string | undefined): string | undefined {
  const match = /^\d\d(\d\d)-(\d\d)-\d\d$/.exec(releasedAt ?? '')
  if (!match) return undefined
  return `${Number(match[2]) <= 6 ? 'SS' : 'FW'}${match[1]}`
}

/** The merchant's item number of a style in a colour: the style's number and the colour code (`100048-720`). */
export const merchantProductIdOf = (row: Pick<CartLineRow, 'style_code' | 'colour_code'>) =>
  `${row.style_code.replace(/^\D+/, '')}-${row.colour_code}`

/** The line's catalogue facts: brand, badge, rating (when it has reviews), season and item number. */
export function lineFacts(row: FactsRow, now = new Date()) {
  const badge = badgeOf(row, now)
  const season = seasonOf(row.released_at)
  return {
    ...(row.brand ? { eyebrow: row.brand } : {}),
    ...(badge ? { badge } : {}),
    ...(row.rating !== undefined && (row.review_count ?? 0) > 0
      ? { rating: { score: row.rating, reviewsCount: row.review_count } }
      : {}),
    ...(season ? { season } : {}),
    merchantProductId: merchantProductIdOf(row),
  }
}

/**
 * A line's share of the tax, on what it comes to after every discount: the VAT it includes, or the sales tax added
 * to it; null while the tax cannot be known (a US or Canadian cart without a state), 0 for an e-gift card.
 */
export function lineTaxOf(amount: number, digital: boolean, rule: TaxRule | null): number | null {
  if (digital) return 0
  if (rule === null) return null
  return rule.included ? round2(amount - amount / (1 + rule.rate)) : round2(amount * rule.rate)
}

/** What describing the lines reads of the catalogue: the styles' variants and the category tree. */
export interface LineCatalogue {
  variants: readonly StyleVariantRow[]
  categories: readonly Omit<CategoryRow, 'depth'>[]
}

const parseJson = <T>(json: string | undefined, fallback: T): T => {
  try {
    return json ? (JSON.parse(json) as T) : fallback
  } catch {
    return fallback
  }
}

/** The line's colours (each available while a size of it is in stock) and the sizes of its colour. */
function attributesOf(row: CartLineRow, catalogue: LineCatalogue, texts: CartTexts, locale?: string) {
  const language = languageOf(locale)
  const variants = catalogue.variants.filter((variant) => variant.style_code === row.style_code)
  const colours = parseJson<{ code: string; name: string }[]>(row.colours, [])
  const sizes = parseJson<string[]>(row.sizes, [])
  const system = sizeSystemOf(locale)
  return [
    {
      id: 'color',
      label: texts.attributeNames.color,
      options: colours.map((colour, index) => ({
        id: colour.code,
        label: colourName(colour, language),
        available: variants.some(
          (variant) => variant.colour_code === colour.code && variant.online_stock > 0,
        ),
        defaultColor: index === 0,
        selected: colour.code === row.colour_code,
      })),
    },
    {
      id: 'size',
      label: texts.attributeNames.size,
      options: sizes.flatMap((size) => {
        const variant = variants.find((entry) => entry.colour_code === row.colour_code && entry.size === size)
        return variant
          ? [
              {
                id: size,
                label: sizeLabelFor(size, row.kind ?? '', system),
                available: variant.online_stock > 0,
                selected: size === row.size,
              },
            ]
          : []
      }),
    },
  ]
}

/** The category trail of a leaf, outermost first, each named in `language`. */
function breadcrumbsOf(categoryId: string | undefined, catalogue: LineCatalogue, language: string) {
  const byId = new Map(catalogue.categories.map((node) => [node.id, node]))
  const trail: { id: string; name: string }[] = []
  let node = categoryId ? byId.get(categoryId) : undefined
  while (node && trail.length < 8) {
    const names = parseJson<Record<string, string>>(node.names, {})
    trail.unshift({ id: node.id, name: names[language] ?? names.en ?? node.id })
    node = node.parent_id ? byId.get(node.parent_id) : undefined
  }
  return trail
}

/**
 * Each item with its attributes and breadcrumbs, from the catalogue (an item with no stored line, the gift with
 * purchase, is left as it is; an e-gift card has no variation to change).
 */
export function describeItems<T extends { id: string }>(
  items: readonly T[],
  rows: readonly CartLineRow[],
  catalogue: LineCatalogue,
  texts: CartTexts,
  locale?: string,
) {
  const language = languageOf(locale)
  return items.map((item) => {
    const row = rows.find((entry) => entry.id === item.id)
    if (!row) return item
    return {
      ...item,
      attributes: row.digital === 1 ? [] : attributesOf(row, catalogue, texts, locale),
      breadcrumbs: breadcrumbsOf(row.category_id, catalogue, language),
    }
  })
}
