interface PickupChoiceProps {
  store: string
  /** "Picking up at {store}". */
  pickingUp: string
  deliverInstead: string
  onDeliver: () => void
}

/** The store chosen on the page to pick up from, and the way back to delivery. */
export function PickupChoice({ store, pickingUp, deliverInstead, onDeliver }: PickupChoiceProps) {
  return (
    <p className="buy-box__pickup">
      {pickingUp.replace('{store}', store)}{' '}
      <button type="button" className="link-button" onClick={onDeliver}>
        {deliverInstead}
      </button>
    </p>
  )
}
