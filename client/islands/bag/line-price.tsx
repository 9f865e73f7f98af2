import { useBag } from './context'

/** A line's price as shown, and the price it was before, if any. */
export function LinePrice({ current, original }: { current: string; original: number | null }) {
  const { words, money } = useBag()
  return (
    <p className="price">
      <span className="price__current">{current}</span>
      {original !== null ? (
        <s className="price__original">
          <span className="visually-hidden">{words.t('price.original', { price: '' }).trim()} </span>
          {money(original)}
        </s>
      ) : null}
    </p>
  )
}
