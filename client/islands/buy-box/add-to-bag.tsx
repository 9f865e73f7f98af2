import type { RefObject } from 'react'
import type { BuyBoxLabels, Notice } from './props'

interface AddToBagProps {
  id: string
  productPath: string
  labels: BuyBoxLabels
  submitting: boolean
  notice: Notice
  addButton: RefObject<HTMLButtonElement | null>
}

/**
 * "Show selection" (a plain GET of the page for the chosen colour and size, for a shopper without JavaScript),
 * "Add to bag", and the notice the add ends with, read out as it changes.
 */
export function AddToBag({ id, productPath, labels, submitting, notice, addButton }: AddToBagProps) {
  return (
    <>
      <div className="buy-box__actions">
        <button
          type="submit"
          className="button button--secondary buy-box__update"
          formMethod="get"
          formAction={productPath}
          formNoValidate
        >
          {labels.update}
        </button>
        <button
          ref={addButton}
          type="submit"
          className="button buy-box__add"
          disabled={submitting}
          aria-disabled={submitting}
        >
          {submitting ? labels.adding : labels.addToBag}
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
