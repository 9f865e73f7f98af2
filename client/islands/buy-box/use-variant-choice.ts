import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import { chosenColourAtom, chosenSizeAtom, useChoice } from '../../state/product'
import type { BuyBoxProps } from './props'

/** Keeps the address in step with the choice, so a reload or a shared link shows the same colour and size. */
const syncUrl = (colourCode: string, sizeValue: string | null) => {
  const url = new URL(window.location.href)
  url.searchParams.set('colour', colourCode)
  if (sizeValue) url.searchParams.set('size', sizeValue)
  else url.searchParams.delete('size')
  url.searchParams.delete('cart')
  window.history.replaceState(window.history.state, '', url.pathname + url.search)
}

/**
 * The colour and size chosen, shared with the page's other islands (gallery, price, store availability), and the
 * variant they make. `onChange` runs on each choice (the last add's notice no longer applies).
 */
export function useVariantChoice(props: BuyBoxProps, onChange: () => void) {
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  const colour = chosen ?? props.initialColour
  const [size, setSize] = useState<string | null>(props.initialSize)
  const [sizeError, setSizeError] = useState<string | null>(null)
  /** The first size on offer, which takes focus when an add is tried without a size. */
  const firstSize = useRef<HTMLInputElement>(null)
  const shareSize = useSetAtom(chosenSizeAtom)
  useEffect(() => shareSize(size), [size, shareSize])

  // An amount of the shopper's choosing is added as the card's first variant in the colour (its design).
  const variantFor = (colourCode: string, sizeValue: string | null) => {
    const skus = props.skus[colourCode] ?? {}
    const sku =
      props.egift && sizeValue === CUSTOM_AMOUNT_SIZE
        ? props.sizes.map((value) => skus[value]).find(Boolean)
        : sizeValue === null
          ? undefined
          : skus[sizeValue]
    return sku ? { sku, inStock: !props.soldOut.includes(sku) } : undefined
  }

  const chooseColour = (code: string) => {
    setChosen(code)
    const keep = size && variantFor(code, size)?.inStock ? size : null
    setSize(keep)
    onChange()
    syncUrl(code, keep)
  }

  const chooseSize = (value: string) => {
    setSize(value)
    setSizeError(null)
    onChange()
    syncUrl(colour, value)
  }

  return { colour, size, sizeError, setSizeError, firstSize, variantFor, chooseColour, chooseSize }
}

export type VariantChoice = ReturnType<typeof useVariantChoice>
