import { ActionForm } from './action-form'
import { useBag } from './context'
import { GiftLine } from './gift-line'
import { BagLine } from './line'

/** Gifts with purchase the shopper removed, offered back while the cart qualifies for them. */
export function DeclinedGifts() {
  const { words, action, cart, lineChanges } = useBag()
  if (cart.declinedGifts.length === 0) return null
  return (
    <ul className="bag__gifts">
      {cart.declinedGifts.map((gift) => (
        <li key={gift.promotionId} className="bag__gift">
          <span id={`bag-gift-${gift.promotionId}`}>
            {words.t('bag.freeGift.available', { name: gift.name })}
          </span>
          <ActionForm
            action={action}
            intent="restoreGift"
            fields={{ promotionId: gift.promotionId }}
            onSubmit={() => void lineChanges.restoreGift(gift.promotionId)}
          >
            <button type="submit" className="link-button" aria-describedby={`bag-gift-${gift.promotionId}`}>
              {words.t('bag.freeGift.restore')}
            </button>
          </ActionForm>
        </li>
      ))}
    </ul>
  )
}

/** The bag's lines under their count, and the gifts with purchase it offers back. */
export function BagLines() {
  const { words, cart, lineChanges } = useBag()
  return (
    <section className="bag__lines" aria-labelledby="bag-lines-title">
      <h2 id="bag-lines-title" ref={lineChanges.linesHeading} tabIndex={-1}>
        {words.plural('page.cart.summary', cart.totalItems)}
      </h2>
      <ul className="bag-lines">
        {cart.items.map((line, index) =>
          line.bonus ? (
            <GiftLine key={line.id} line={line} first={index === 0} />
          ) : (
            <BagLine key={line.id} line={line} first={index === 0} />
          ),
        )}
      </ul>
      <DeclinedGifts />
    </section>
  )
}
