/**
 * Parts of a bag line shared by the bag, its saved-for-later list, the gift with purchase and the mini cart: its
 * picture, and its facts as a description list (colour, size, and the quantity where the line has no menu).
 */

/** The line's picture (decorative: the product's name is the line's heading); nothing without one. */
export function LineImage({ src }: { src: string | null }) {
  return src ? (
    <img className="bag-line__image" src={src} alt="" width={120} height={120} loading="lazy" />
  ) : null
}

export interface LineFactsLabels {
  colour: string
  size: string
  quantity: string
}

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
