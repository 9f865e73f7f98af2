/**
 * Parts of a bag line shared by the bag, its saved-for-later list, the gift with purchase and the mini cart: its
 * picture, and its facts as a description list (colour, size, and the quantity where the line has no menu).
 */
import type { WordsSource } from '../../shared/i18n/text'

/**
 * The line's picture (decorative: the product's name is the line's heading); nothing without one. The bag's first
 * line's picture is the largest thing in the bag's first view: it loads at once and ahead of the others (`first`),
 * every other line's as it nears the screen.
 */
export function LineImage({ src, first = false }: { src: string | null; first?: boolean }) {
  return src ? (
    <img
      className="bag-line__image"
      src={src}
      alt=""
      width={120}
      height={120}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  ) : null
}

export interface LineFactsLabels {
  colour: string
  size: string
  quantity: string
}

/** What a line's facts are named with: an island that shows them spreads this list into its words. */
export const LINE_FACTS_WORDS = ['product.colour', 'product.size', 'cart.quantity'] as const

/** The facts' names in the page's language: from an island's words, or from the translator on the server. */
export const lineFactsLabels = (words: WordsSource<(typeof LINE_FACTS_WORDS)[number]>): LineFactsLabels => ({
  colour: words.t('product.colour'),
  size: words.t('product.size'),
  quantity: words.t('cart.quantity'),
})

export function LineFacts({
  colour,
  size,
  qty,
  labels,
}: {
  colour: string | null
  size: string | null
  /** Shown as a fact when given (the line has no quantity menu); a number already formatted for the locale. */
  qty?: string
  labels: LineFactsLabels
}) {
  return (
    <dl className="bag-line__facts">
      {colour ? (
        <>
          <dt>{labels.colour}</dt>
          <dd>{colour}</dd>
        </>
      ) : null}
      {size ? (
        <>
          <dt>{labels.size}</dt>
          <dd>{size}</dd>
        </>
      ) : null}
      {qty !== undefined ? (
        <>
          <dt>{labels.quantity}</dt>
          <dd>{qty}</dd>
        </>
      ) : null}
    </dl>
  )
}

/** What a personalised line says about itself (decision 030), worded on the server. */
export interface CustomLineLabels {
  /** "Made for you". */
  badge: string
  /** "“{text}” in {thread} thread". */
  line: string
  /** Each thread colour's name, by its code. */
  threads: Record<string, string>
  /** "Includes personalisation: {price}". */
  surcharge: string
  /** That a personalised item cannot be returned. */
  noReturns: string
  /** "{method}: {time}": how the made-to-order shipment travels. */
  delivery: string
  /** That the home delivery method is for the other items, personalised ones going on their own. */
  ownShipment: string
}

/** A personalised line's badge and personalisation, as the bag, the mini cart and checkout show them. */
export function CustomFacts({
  custom,
  labels,
}: {
  custom: { text: string; thread: string }
  labels: Pick<CustomLineLabels, 'badge' | 'line' | 'threads'>
}) {
  return (
    <p className="bag-line__custom">
      <span className="badge badge--custom">{labels.badge}</span>{' '}
      <span className="bag-line__custom-text">
        {labels.line
          .replace('{text}', custom.text)
          .replace('{thread}', labels.threads[custom.thread] ?? custom.thread)}
      </span>
    </p>
  )
}
