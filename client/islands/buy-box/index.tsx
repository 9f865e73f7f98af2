/**
 * Choosing colour, size and quantity, and adding to the bag. Rendered on the server as a plain form that works
 * without JavaScript: colour and size are radio groups, "Show selection" reloads the page for the chosen colour,
 * and "Add to bag" posts to the worker, which returns to this page with a notice. Hydrated, it keeps the URL in
 * step with the choice, shows which sizes the chosen colour has, checks the form before sending, adds through the
 * API and updates the mini cart at once.
 *
 * An e-gift card (`egift`) is bought for someone: its sizes are amounts, and instead of a quantity it asks for the
 * recipient (to, their email, a message) by the rules the worker applies too (`shared/bag/gift-option.ts`); a refused
 * field says why, and focus goes to the first refusal, the amount's included. Without JavaScript the same fields
 * post with the form, and a refusal comes back with what was typed and each field's error.
 *
 * A personalisable product (`personalise`, decision 030) offers "Personalise it": a checkbox that shows a text and a
 * thread colour (CSS shows them when it is ticked, so it works without JavaScript too), checked by the rules the
 * worker and the cart service apply (`shared/bag/embroidery.ts`). A personalised item is made to order and
 * delivered, never picked up, and cannot be returned, which the option says before the add.
 */
import { useState } from 'react'
import { useHydrated } from '../../state/hydrated'
import { ServerSlot } from '../server-slot'
import { AddToBag } from './add-to-bag'
import { ColourPicker } from './colour-picker'
import { MiniCart } from './mini-cart'
import { loadParts, partOf } from './parts'
import { PickupChoice } from './pickup-choice'
import { type BuyBoxProps, type Notice, useBuyBoxWords } from './props'
import { QuantityField } from './quantity-field'
import { SizePicker } from './size-picker'
import { useAddToBag } from './use-add-to-bag'
import { useVariantChoice } from './use-variant-choice'

export type { BuyBoxProps } from './props'

/** The buy box, with the parts its product needs (an e-gift card's, a personalisable product's) loaded first. */
export async function loadBuyBox(): Promise<{ island: typeof BuyBox }> {
  await loadParts()
  return { island: BuyBox }
}

/** The buy box's form, which a button elsewhere on the page (the phone's "Add to bag" bar) submits with `form=`. */
export const buyBoxFormId = (styleCode: string) => `buy-${styleCode}-form`

export function BuyBox(props: BuyBoxProps) {
  const { egift, personalise } = props
  const words = useBuyBoxWords()
  const [notice, setNotice] = useState<Notice>(props.initialNotice)
  const clearNotice = () => setNotice(null)
  const choice = useVariantChoice(props, clearNotice)
  const { colour, size } = choice
  // Only an e-gift card's buy box and a personalisable product's have their parts, loaded with them (parts.ts). A
  // buy box shows one product all its life, so every render calls the same parts' hooks.
  const egiftPart = egift ? partOf('egift') : null
  const personalisePart = personalise ? partOf('personalise') : null
  const gift =
    egift && egiftPart
      ? // biome-ignore lint/correctness/useHookAtTopLevel: -- an island renders one product all its life, so each render calls this hook or none
        egiftPart.useGiftCard(egift, size, clearNotice)
      : null
  const personal =
    personalise && personalisePart
      ? // biome-ignore lint/correctness/useHookAtTopLevel: -- as above: each render of the island calls this hook or none
        personalisePart.usePersonalisation(personalise, clearNotice)
      : null
  const add = useAddToBag(props, { choice, gift, personal, setNotice })
  const hydrated = useHydrated()
  // Ids come from props, not useId: an island hydrates as its own root, so React's ids would not match the page's.
  const id = `buy-${props.styleCode}`
  return (
    <form
      className="buy-box"
      id={buyBoxFormId(props.styleCode)}
      method="post"
      action={props.productPath}
      onSubmit={add.onSubmit}
      noValidate
    >
      <input type="hidden" name="styleCode" value={props.styleCode} />
      {/* An e-gift card has one design: nothing to choose. */}
      {egift ? (
        <input type="hidden" name="colour" value={colour} />
      ) : (
        <ColourPicker
          colours={props.colours}
          colour={colour}
          label={words.t('product.selectedColour')}
          onChoose={choice.chooseColour}
        />
      )}
      <SizePicker
        id={id}
        legend={words.t(egift ? 'egift.amount' : 'product.size')}
        sizes={props.sizes}
        sizeLabels={egift?.amounts ?? props.sizeLabels}
        soldOut={words.t('product.soldOut')}
        choice={choice}
        other={
          egiftPart && gift ? (
            <egiftPart.CustomAmountOption id={id} gift={gift} onChoose={choice.chooseSize} />
          ) : null
        }
      >
        {egift && egiftPart && gift ? (
          <egiftPart.CustomAmountField id={id} custom={egift.custom} gift={gift} />
        ) : null}
      </SizePicker>
      {egift && egiftPart && gift ? (
        <egiftPart.RecipientFields id={id} egift={egift} gift={gift} hydrated={hydrated} />
      ) : (
        <QuantityField
          id={id}
          label={words.t('cart.quantity')}
          max={props.maxQty}
          value={add.qty}
          error={add.qtyError}
          onChange={add.setQty}
        />
      )}
      {personalise && personalisePart && personal ? (
        <personalisePart.PersonaliseOption
          id={id}
          personalise={personalise}
          personal={personal}
          hydrated={hydrated}
        />
      ) : null}
      <ServerSlot className="buy-box__slot">{props.slot}</ServerSlot>
      {add.pickup && !egift && !personal?.on ? (
        <PickupChoice store={add.pickup.name} onDeliver={add.deliverInstead} />
      ) : null}
      <AddToBag
        id={id}
        productPath={props.productPath}
        submitting={add.submitting}
        notice={notice}
        addButton={add.addButton}
      />
      <MiniCart
        dialog={add.miniCart}
        added={add.added}
        colourName={props.colours.find((entry) => entry.code === add.added?.line.colour)?.name ?? null}
        bcp47={props.bcp47}
        paths={props.paths}
        onClose={add.closeMiniCart}
        returnFocusTo={add.usedButton}
      />
    </form>
  )
}
