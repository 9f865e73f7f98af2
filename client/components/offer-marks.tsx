import type { ReactNode } from 'react'
import type { PromotionClass, PromotionKind } from '../../shared/bag/promotion-kinds'

/** The frame every offer's mark is drawn in: a 20 px icon beside the offer's words, hidden from screen readers. */
function OfferMark({ children }: { children: ReactNode }) {
  return (
    <svg
      className="offer-mark"
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

/** A delivery offer's mark: a van. */
function DeliveryIcon() {
  return (
    <OfferMark>
      <path
        d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7M7.5 17.5a1.6 1.6 0 11-3.2 0 1.6 1.6 0 013.2 0zM19 17.5a1.6 1.6 0 11-3.2 0 1.6 1.6 0 013.2 0z"
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
 * The mark of an approaching promotion, shown beside its words in the bag and the mini cart: a tick once reached;
 * before, a wrapped box for a gift with purchase, a van for a delivery offer, a price tag for any other.
 */
export function OfferMarkOf({
  offer,
}: {
  offer: { reached: boolean; kind: PromotionKind; promotionClass: PromotionClass }
}) {
  if (offer.reached) return <OfferIcon reached />
  if (offer.kind === 'gift') return <GiftIcon />
  if (offer.promotionClass === 'SHIPPING') return <DeliveryIcon />
  return <OfferIcon reached={false} />
}
