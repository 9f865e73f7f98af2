/**
 * What a bag line says beyond what it is and costs: its badge and brand above its name, its item number (and, to a
 * store associate, its season), the codes that took something off it, what it comes to after every discount, and
 * the sizes of its colour to change to (a form that works without JavaScript, sent at once when hydrated).
 */
import type { ReactNode } from 'react'
import type { CartLine } from '../../../shared/bag/cart'
import type { LineBadge, LineSize } from '../../../shared/bag/line-details'
import { IntentField } from './action-form'
import { useBag } from './context'

const BADGE_WORDS = {
  'free-gift': 'badge.freeGift',
  'marked-down': 'badge.markedDown',
  new: 'badge.new',
  'top-rated': 'badge.topRated',
} as const satisfies Record<LineBadge, string>

/** The line's badge and its brand, above its name. */
export function LineEyebrow({ line }: { line: CartLine }) {
  const { words } = useBag()
  return (
    <>
      {line.badge ? <p className={`badge badge--${line.badge}`}>{words.t(BADGE_WORDS[line.badge])}</p> : null}
      {line.brand ? <p className="bag-line__brand">{line.brand}</p> : null}
    </>
  )
}

/** The item number a shopper may quote, and in a store the season the associate looks the style up by. */
export function LineReference({ line }: { line: CartLine }) {
  const { words, props } = useBag()
  const parts = [
    line.itemNumber ? words.t('bag.itemNumber', { number: line.itemNumber }) : null,
    props.inStore && line.season ? words.t('bag.season', { season: line.season }) : null,
  ].filter((part) => part !== null)
  return parts.length > 0 ? <p className="bag-line__reference">{parts.join(' · ')}</p> : null
}

/** The codes that took something off the line, each with what it took off. */
export function LineCodes({ line }: { line: CartLine }) {
  const { words, money } = useBag()
  if (line.codes.length === 0) return null
  return (
    <ul className="bag-line__codes">
      {line.codes.map(({ code, amount }) => (
        <li key={code}>{words.t('bag.line.code', { code, amount: money(amount) })}</li>
      ))}
    </ul>
  )
}

/** The line's total, and what it comes to after every discount where that is less. */
export function LineTotal({ line }: { line: CartLine }) {
  const { words, money } = useBag()
  const after = line.price.afterDiscounts
  return (
    <div className="bag-line__total">
      <p>{`${words.t('bag.lineTotal')} ${money(line.price.rowTotal)}`}</p>
      {after !== null && after < line.price.rowTotal ? (
        <p className="bag-line__after">{words.t('bag.line.afterDiscounts', { amount: money(after) })}</p>
      ) : null}
    </div>
  )
}

/**
 * The sizes of the line's colour, a size out of stock offered but not chosen; without JavaScript with its own
 * button, hydrated sent as soon as it is chosen. Nothing for a line with no other size to change to.
 */
export function LineSizeForm({
  line,
  choices,
  describedBy,
}: {
  line: CartLine
  choices: readonly LineSize[]
  /** The line's notice, which a refused change is told in. */
  describedBy: string | undefined
}) {
  const { words, lineChanges } = useBag()
  if (choices.length === 0) return null
  return (
    <LineChoiceForm
      line={line}
      field="size"
      label={words.t('product.size')}
      value={line.size ?? ''}
      submitLabel={words.t('bag.size.change')}
      describedBy={describedBy}
      onChange={(size) => lineChanges.changeSize(line, size)}
    >
      {choices.map((size) => (
        <option key={size.value} value={size.value} disabled={!size.available && size.value !== line.size}>
          {size.available ? size.label : words.t('bag.size.soldOut', { size: size.label })}
        </option>
      ))}
    </LineChoiceForm>
  )
}

/**
 * A line's menu of one choice (its size, its quantity) as a form of its own that updates the line: without
 * JavaScript with its own button, hydrated sent as soon as a choice is made.
 */
export function LineChoiceForm({
  line,
  field,
  label,
  value,
  submitLabel,
  describedBy,
  onChange,
  children,
}: {
  line: CartLine
  /** The form field the choice is sent as; it names the form's class and the menu's id too. */
  field: 'size' | 'qty'
  label: string
  value: string | number
  submitLabel: string
  /** The line's notice, which a refused change is told in. */
  describedBy: string | undefined
  onChange: (value: string) => void
  children: ReactNode
}) {
  const { hydrated, action } = useBag()
  const id = `bag-${field}-${line.id}`
  return (
    <form
      className={field === 'size' ? 'bag-line__size' : 'bag-line__quantity'}
      method="post"
      action={action}
      onSubmit={(event) => event.preventDefault()}
    >
      <IntentField intent="updateLine" />
      <input type="hidden" name="itemId" value={line.id} />
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field}
        aria-label={`${label}: ${line.name}`}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button--secondary without-scripts">
          {submitLabel}
        </button>
      )}
    </form>
  )
}
