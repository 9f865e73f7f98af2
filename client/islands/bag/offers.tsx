import { useState } from 'react'
import { CrossIcon } from '../../components/cross-icon'
import { dismissPromotion } from '../../state/cart'
import { ActionForm } from './action-form'
import { useBag } from './context'

/** The promotions the bag is close to (or has reached), each dismissed for the rest of the session. */
export function Offers() {
  const { words, locale, action, cart } = useBag()
  const [dismissed, setDismissed] = useState<string[]>([])
  const shown = cart.approaching.filter((promotion) => !dismissed.includes(promotion.id))
  if (shown.length === 0) return null

  function dismiss(id: string) {
    setDismissed((ids) => [...ids, id])
    void dismissPromotion(locale, id).catch(() => undefined)
  }

  return (
    <section className="bag__offers" aria-label={words.t('bag.promotionsTitle')}>
      <ul>
        {shown.map((promotion) => (
          <li key={promotion.id} className={promotion.reached ? 'bag__offer is-reached' : 'bag__offer'}>
            <span>{promotion.message}</span>
            <ActionForm
              action={action}
              intent="dismissPromotion"
              fields={{ promotionId: promotion.id }}
              onSubmit={() => dismiss(promotion.id)}
            >
              <button
                type="submit"
                className="bag__dismiss"
                aria-label={words.t('bag.dismiss', { message: promotion.message })}
              >
                <CrossIcon size={14} />
              </button>
            </ActionForm>
          </li>
        ))}
      </ul>
    </section>
  )
}
