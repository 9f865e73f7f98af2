import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import type { VariantChoice } from './use-variant-choice'

interface SizePickerProps {
  id: string
  legend: string
  sizes: string[]
  /** Each size as the shopper reads it (a market's shoe size, an e-gift card's amount). */
  sizeLabels: Record<string, string>
  soldOut: string
  choice: VariantChoice
  /** An option after the sizes (an e-gift card's "another amount"). */
  other?: ReactNode
  /** What follows the options and their error (the field of another amount). */
  children?: ReactNode
}

/** The sizes of the chosen colour: those sold out are shown, disabled and named so. */
export function SizePicker({
  id,
  legend,
  sizes,
  sizeLabels,
  soldOut,
  choice,
  other,
  children,
}: SizePickerProps) {
  const { colour, size, sizeError } = choice
  let firstEnabled = true
  return (
    <fieldset
      className="buy-box__sizes"
      aria-describedby={sizeError ? `${id}-size-error` : undefined}
      aria-invalid={sizeError ? true : undefined}
    >
      <legend>{legend}</legend>
      <div className="size-group">
        {sizes.map((value) => {
          const available = choice.variantFor(colour, value)?.inStock ?? false
          const ref = available && firstEnabled ? choice.firstSize : undefined
          if (available) firstEnabled = false
          return (
            <label key={value} className={available ? 'size-option' : 'size-option is-sold-out'}>
              <input
                ref={ref}
                type="radio"
                name="size"
                value={value}
                checked={size === value}
                disabled={!available}
                onChange={() => choice.chooseSize(value)}
              />
              <span>{sizeLabels[value] ?? value}</span>
              {available ? null : <span className="visually-hidden">{` (${soldOut})`}</span>}
            </label>
          )
        })}
        {other}
      </div>
      <FieldError id={`${id}-size-error`} message={sizeError} />
      {children}
    </fieldset>
  )
}
