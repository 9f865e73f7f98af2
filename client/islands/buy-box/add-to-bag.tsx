import type { RefObject } from 'react'
import { type Notice, useBuyBoxWords } from './props'

interface AddToBagProps {
  id: string
  productPath: string
  submitting: boolean
  notice: Notice
  addButton: RefObject<HTMLButtonElement | null>
}

/**
 * "Show selection" (a plain GET of the page for the chosen colour and size, for a shopper without JavaScript),
 * "Add to bag", and the notice the add ends with, read out as it changes.
 */
export function AddToBag({ id, productPath, submitting, notice, addButton }: AddToBagProps) {
  const words = useBuyBoxWords()
  return (
    <>
      <div className="buy-box__actions">
        <button
          type="submit"
          className="button button--secondary without-scripts"
          formMethod="get"
          formAction={productPath}
          formNoValidate
        >
          {words.t('cart.update')}
        </button>
        <button
          ref={addButton}
          type="submit"
          className="button buy-box__add"
          disabled={submitting}
          aria-disabled={submitting}
        >
          {words.t(submitting ? 'cart.adding' : 'cart.addToBag')}
        </button>
      </div>
      <p
        id={`${id}-notice`}
        className={`buy-box__notice${notice ? ` is-${notice.kind}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {notice?.text ?? ''}
      </p>
    </>
  )
}
