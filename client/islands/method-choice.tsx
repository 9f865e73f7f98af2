/**
 * A method the shopper picks from a list of radio buttons, as the bag and the checkout offer them: a delivery
 * method, a way to pay. `block` names the list's classes (`bag` draws `.bag__method`, `.bag__method-name` …), so
 * each keeps its own look.
 */
import type { ReactNode } from 'react'
import type { ShippingOption } from '../../shared/bag/cart'

export interface MethodChoiceProps {
  block: 'bag' | 'checkout'
  /** The radio group's field name. */
  name: string
  /** What the plain form sends; a choice made only with the script sends nothing. */
  value?: string
  checked: boolean
  onChoose: () => void
  children: ReactNode
}

export function MethodChoice({ block, name, value, checked, onChoose, children }: MethodChoiceProps) {
  return (
    <label className={`${block}__method`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  )
}

/**
 * Delivery methods to pick one of, each with its name, how long it takes and its price, where `free` words a price
 * of nothing.
 */
export function DeliveryMethodChoices({
  block,
  name,
  options,
  chosen,
  onChoose,
  free,
  money,
}: {
  block: MethodChoiceProps['block']
  name: string
  options: readonly (Pick<ShippingOption, 'code' | 'label' | 'deliveryTime' | 'price'> &
    Partial<Pick<ShippingOption, 'originalPrice'>>)[]
  /** The method chosen, if any. */
  chosen: string | undefined
  onChoose: (code: string) => void
  free: string
  money: (amount: number) => string
}) {
  return options.map((option) => (
    <MethodChoice
      key={option.code}
      block={block}
      name={name}
      value={option.code}
      checked={chosen === option.code}
      onChoose={() => onChoose(option.code)}
    >
      <span className={`${block}__method-name`}>{option.label}</span>
      <span className={`${block}__method-time`}>{option.deliveryTime}</span>
      <span className={`${block}__method-price`}>
        {/* A promotion's price beside what the method costs without it. */}
        {option.originalPrice ? (
          <>
            <del>{money(option.originalPrice)}</del>{' '}
          </>
        ) : null}
        {option.price === 0 ? free : money(option.price)}
      </span>
    </MethodChoice>
  ))
}
