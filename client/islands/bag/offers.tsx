import { type ReactNode, useState } from 'react'
import { offersFor } from '../../../shared/bag/promotion-kinds'
import { CrossIcon } from '../../components/cross-icon'
import { dismissPromotion } from '../../state/cart'
import { ActionForm } from './action-form'
import { useBag } from './context'

/** The frame every offer's mark is drawn in: a 20 px icon beside the offer's words, hidden from screen readers. */
function OfferMark({ children }: { children: ReactNode }) {
  return (
    <svg
      className="bag__offer-icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** A gift with purchase's mark: a wrapped box. */
function GiftIcon() {
  return (
    <OfferMark>
      <path
        d="M4 11h16v9H4zM3 7.5h18V11H3zM12 7.5V20M12 7.5C10.5 4 7 4 7 6s3 1.5 5 1.5c2 0 5 .5 5-1.5s-3.5-2-5 1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </OfferMark>
  )
}

/** An offer's mark: a price tag while it is within reach, a tick once the bag has it. */
function OfferIcon({ reached }: { reached: boolean }) {
  return (
    <OfferMark>
      {reached ? (
        <path
          d="M5 12.5l4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <>
          <path
            d="M3.5 12.6V4.5a1 1 0 011-1h8.1l8 8a1.4 1.4 0 010 2l-7.1 7.1a1.4 1.4 0 01-2 0z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <circle cx="8.5" cy="8.5" r="1.6" fill="currentColor" />
        </>
      )}
    </OfferMark>
  )
}

/**
 * The promotions the bag is close to (or has reached), each dismissed for the rest of the session. A gift with
 * purchase says it is a gift; a members' offer shows a guest the way to sign in or join, coming back here; a guests'
 * offer is not shown to a signed-in shopper (decision 109).
 */
export function Offers() {
  const { words, locale, action, cart, props } = useBag()
  const [dismissed, setDismissed] = useState<string[]>([])
  const { membership } = props
  const shown = offersFor(cart.approaching, membership === null).filter(
    (promotion) => !dismissed.includes(promotion.id),
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
            {promotion.kind === 'gift' && !promotion.reached ? (
              <GiftIcon />
            ) : (
              <OfferIcon reached={promotion.reached} />
            )}
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
