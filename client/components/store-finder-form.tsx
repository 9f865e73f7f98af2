/**
 * The search of the store finders (the product page's store availability, the bag's store picker): a postal code
 * or the browser's position, and the line that says what the search is doing or what went wrong. `prefix` makes
 * the ids (`{prefix}-postal`, `{prefix}-message`), so each finder keeps its own.
 */
import type { FormEvent, ReactNode, Ref } from 'react'
import { useWords } from '../islands/use-words'
import type { NearbyStores } from '../state/nearby-stores'

/** The words the search is worded with, which each island that shows it declares. */
export const STORE_FINDER_WORDS = [
  'stores.postalCode',
  'stores.find',
  'stores.useLocation',
  'stores.locating',
  'stores.invalidPostalCode',
] as const

export interface StoreFinderFormProps {
  prefix: string
  inputRef?: Ref<HTMLInputElement>
  postalCode: string
  onPostalCode: (postalCode: string) => void
  search: Pick<NearbyStores, 'status' | 'message' | 'searchPostalCode' | 'locate'>
  /** What stands between the form and its message (the product page's "choose a size first"). */
  children?: ReactNode
}

export function StoreFinderForm({
  prefix,
  inputRef,
  postalCode,
  onPostalCode,
  search,
  children,
}: StoreFinderFormProps) {
  const words = useWords<(typeof STORE_FINDER_WORDS)[number]>()
  const { status, message } = search
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search.searchPostalCode(postalCode)
  }
  return (
    <>
      <form className="store-finder__form" onSubmit={submit} noValidate>
        <label htmlFor={`${prefix}-postal`}>{words.t('stores.postalCode')}</label>
        <input
          ref={inputRef}
          id={`${prefix}-postal`}
          value={postalCode}
          autoComplete="postal-code"
          maxLength={10}
          onChange={(event) => onPostalCode(event.target.value)}
          aria-invalid={
            status === 'error' && message === words.t('stores.invalidPostalCode') ? true : undefined
          }
          aria-describedby={status === 'error' ? `${prefix}-message` : undefined}
        />
        <button type="submit" className="button button--secondary">
          {words.t('stores.find')}
        </button>
        <button type="button" className="link-button" onClick={search.locate}>
          {words.t('stores.useLocation')}
        </button>
      </form>
      {children}
      <p
        id={`${prefix}-message`}
        role={status === 'error' ? 'alert' : 'status'}
        className={status === 'error' ? 'field-error' : 'store-finder__status'}
      >
        {status === 'error' ? message : status === 'locating' ? words.t('stores.locating') : ''}
      </p>
    </>
  )
}
