import type { ReactNode } from 'react'

/**
 * One line of a summary of what is bought (the checkout's summary, a placed order, a tracked order): its picture,
 * name and facts (the size or what stands for it, the quantity) joined by dots, whatever else the line says, and its
 * total where the page shows one. Pure: words and money come from the caller, so islands and server pages share it.
 */
export function SummaryItem({
  item,
  facts,
  total,
  children,
}: {
  /** The line: its picture and name. */
  item: { image: string; name: string }
  /** The line's facts in order; an empty one is left out. */
  facts: readonly (string | null | undefined)[]
  total?: string
  /** What else the line says (personalisation, gift, pickup store, adjustment), under its facts. */
  children?: ReactNode
}) {
  return (
    <li>
      <img src={item.image || undefined} alt="" width={64} height={64} loading="lazy" />
      <div>
        <p className="checkout__item-name">{item.name}</p>
        <p className="checkout__item-facts">{facts.filter(Boolean).join(' · ')}</p>
        {children}
      </div>
      {total === undefined ? null : <p className="checkout__item-total">{total}</p>}
    </li>
  )
}
