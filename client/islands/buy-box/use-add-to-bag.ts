import { useSetAtom } from 'jotai'
import { type FormEvent, useRef, useState } from 'react'
import type { Cart, CartLine } from '../../../shared/bag/cart'
import { shopperMessage } from '../../api'
import type { MiniCartDialog } from '../../components/mini-cart-dialog'
import { addToCart } from '../../state/cart'
import { pickupStoreAtom, useChoice } from '../../state/product'
import { type BuyBoxProps, type Notice, useBuyBoxWords } from './props'
import type { GiftCard } from './use-gift-card'
import type { Personalisation } from './use-personalisation'
import type { VariantChoice } from './use-variant-choice'

interface AddToBagParts {
  choice: VariantChoice
  /** Null but for an e-gift card. */
  gift: GiftCard | null
  /** Null but for a personalisable product. */
  personal: Personalisation | null
  setNotice: (notice: Notice) => void
}

/**
 * The add: checks the form (size or amount, quantity, recipient, personalisation; focus on the first refusal),
 * adds through the API, and opens the mini cart on the line added (its code loaded with the first add: most
 * visits to a product page add nothing, and the page's first script should not carry it). "Show selection" (a GET) goes through as a
 * plain form. The store to pick up from is the page's shared choice.
 */
export function useAddToBag(props: BuyBoxProps, { choice, gift, personal, setNotice }: AddToBagParts) {
  const { egift } = props
  const words = useBuyBoxWords()
  const [qty, setQty] = useState(props.keptQty?.value ?? '1')
  const [qtyError, setQtyError] = useState(props.keptQty?.error ?? null)
  const [submitting, setSubmitting] = useState(false)
  const [added, setAdded] = useState<{ cart: Cart; line: CartLine } | null>(null)
  const [miniCart, setMiniCart] = useState<typeof MiniCartDialog | null>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  /** The button the add was made with (the buy box's or the phone's bar): focus goes back to it. */
  const usedButton = useRef<HTMLElement | null>(null)
  const pickup = useChoice(pickupStoreAtom, null)
  const setPickup = useSetAtom(pickupStoreAtom)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.formMethod === 'get') return
    event.preventDefault()
    usedButton.current = submitter ?? addButton.current
    const variant = choice.variantFor(choice.colour, choice.size)
    const quantity = egift ? 1 : Number(qty)
    let valid = true
    let amount: number | undefined
    // A refused add says only why: the notice of the last add goes, whatever this one's outcome.
    setNotice(null)
    if (!variant?.inStock) {
      choice.setSizeError(words.t(egift ? 'egift.chooseAmount' : 'cart.chooseSize'))
      choice.firstSize.current?.focus()
      valid = false
    } else if (gift?.custom) {
      const confirmed = gift.confirmAmount()
      if (confirmed === null) valid = false
      else amount = confirmed
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > props.maxQty) {
      setQtyError(words.t('error.quantity', { max: props.maxQty }))
      valid = false
    } else setQtyError(null)
    // The amount comes first; without a refused amount, the first refused field takes focus.
    const checked = gift ? gift.confirmRecipient(valid) : null
    if (checked && !checked.ok) valid = false
    const made = personal?.on ? personal.confirm(valid) : null
    if (made && !made.ok) valid = false
    if (!valid || !variant) return
    const recipient = checked?.ok ? checked.value : undefined
    const personalisation = made?.ok ? made.value : undefined
    // The store chosen in the finder, else the shopper's own store when the page's "How to get it" picks it.
    const storeId =
      egift || personalisation
        ? undefined
        : pickup?.id || (new FormData(event.currentTarget).get('storeId') as string | null) || undefined
    setSubmitting(true)
    // The mini cart's code loads with the add, while the add is on its way; without it, the notice says it all.
    const dialog = import('../../components/mini-cart-dialog').then(
      (module) => module.MiniCartDialog,
      () => null,
    )
    try {
      const cart = await addToCart(props.locale, variant.sku, quantity, {
        // A personalised item is made to order and delivered: never picked up.
        storeId,
        gift: recipient,
        ...(amount !== undefined ? { customAmount: amount } : {}),
        personalisation,
      })
      setNotice({ kind: 'success', text: words.t('cart.added') })
      // An e-gift card is a line of its own each time: the newest to this recipient is the one just added.
      const line = recipient
        ? cart.items.findLast(
            (entry) =>
              entry.productId === variant.sku &&
              entry.gift?.to === recipient.to &&
              entry.gift.email === recipient.email &&
              entry.customAmount === (amount ?? null),
          )
        : personalisation
          ? cart.items.findLast(
              (entry) =>
                entry.productId === variant.sku &&
                entry.custom?.text === personalisation.text &&
                entry.custom.thread === personalisation.thread,
            )
          : cart.items.find(
              (entry) =>
                entry.productId === variant.sku &&
                entry.pickupStoreId === (storeId ?? null) &&
                entry.custom === null,
            )
      if (recipient) gift?.reset()
      const loaded = await dialog
      if (loaded) setMiniCart(() => loaded)
      if (line) setAdded({ cart, line })
    } catch (error) {
      setNotice({
        kind: 'error',
        text: shopperMessage(error, words.t('error.generic')),
      })
    } finally {
      setSubmitting(false)
    }
  }

  return {
    onSubmit,
    qty,
    setQty,
    qtyError,
    submitting,
    added,
    miniCart,
    closeMiniCart: () => setAdded(null),
    addButton,
    usedButton,
    pickup,
    deliverInstead: () => setPickup(null),
  }
}
