import { useState } from 'react'
import { offersFor } from '../../../shared/bag/promotion-kinds'
import { CrossIcon } from '../../components/cross-icon'
import { OfferMarkOf } from '../../components/offer-marks'
import { dismissPromotion } from '../../state/cart'
import { ActionForm } from './action-form'
import { useBag } from './context'

/**
 * The promotions the bag is close to (or has reached) that are shown in the bag, nearest first, each dismissed for
 * the rest of the session. A gift with
 * purchase says it is a gift; a members' offer shows a guest the way to sign in or join, coming back here; a guests'
 * offer is not shown to a signed-in shopper (decision 109).
 */
export function Offers() {
  const { words, locale, action, cart, props } = useBag()
  const [dismissed, setDismissed] = useState<string[]>([])
  const { membership } = props
  const shown = offersFor(cart.approaching, membership === null).filter(
    (promotion) => promotion.contexts.includes('cart') && !dismissed.includes(promotion.id),
  )
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
            <OfferMarkOf offer={promotion} />
            <span className="bag__offer-text">
              {promotion.kind === 'gift' ? (
                <strong className="bag__offer-kind">{`${words.t('bag.offer.gift')}: `}</strong>
              ) : null}
              {promotion.message}
              {promotion.kind === 'registered' && membership && !promotion.reached ? (
                <span className="bag__offer-links">
                  {' '}
                  <a href={membership.signInPath}>{words.t('bag.offer.signIn')}</a>
                  {' · '}
                  <a href={membership.joinPath}>{words.t('bag.offer.join')}</a>
                </span>
              ) : null}
            </span>
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
