import { useBuyBoxWords } from './props'

interface PickupChoiceProps {
  store: string
  onDeliver: () => void
}

/** The store chosen on the page to pick up from, and the way back to delivery. */
export function PickupChoice({ store, onDeliver }: PickupChoiceProps) {
  const words = useBuyBoxWords()
  return (
    <p className="buy-box__pickup">
      {words.t('stores.pickingUp', { store })}{' '}
      <button type="button" className="link-button" onClick={onDeliver}>
        {words.t('stores.deliverInstead')}
      </button>
    </p>
  )
}
