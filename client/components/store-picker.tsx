/**
 * Choosing the store a bag line is picked up in (spec 1 §2's "pickup in store" dialog): the stores near a postal
 * code or the browser's position, each with its stock of the line's variant, and "Pick up here" where the store
 * holds the line's quantity. `StoreChoices` is the list alone, a plain form per store, so the bag page can render
 * it without JavaScript; `StorePickerDialog` is the modal the hydrated bag opens, searching as the shopper asks.
 */
import { useEffect, useRef, useState } from 'react'
import type { Words } from '../../shared/i18n/text'
import { distanceUnit } from '../../shared/stores/distance'
import type { StoreAvailability } from '../../shared/stores/stores'
import { useDialog } from '../hooks/use-dialog'
import { useWords } from '../islands/use-words'
import { useNearbyStores } from '../state/nearby-stores'
import { ModalHead } from './modal-head'
import { STORE_FINDER_WORDS, StoreFinderForm } from './store-finder-form'

/** The messages the picker is worded with: the bag spreads this list into its words. */
export const STORE_PICKER_WORDS = [
  'bag.storePicker.title',
  'blocks.closeDialog',
  ...STORE_FINDER_WORDS,
  'stores.locationDenied',
  'stores.none',
  'stores.results',
  'stores.inStock',
  'stores.lowStock',
  'stores.outOfStock',
  'bag.storePicker.tooFew',
  'stores.distance',
  'stores.distanceMiles',
  'stores.pickHere',
  'bag.storePicker.current',
  'error.generic',
] as const

type StorePickerWords = Words<(typeof STORE_PICKER_WORDS)[number]>

const useStorePickerWords = () => useWords<(typeof STORE_PICKER_WORDS)[number]>()

/** The line a store is being chosen for. */
export interface PickupLine {
  id: string
  name: string
  styleCode: string
  sku: string
  qty: number
  storeId: string | null
}

const stockText = (store: StoreAvailability, qty: number, words: StorePickerWords) =>
  store.quantity <= 0
    ? words.t('stores.outOfStock')
    : store.quantity < qty
      ? words.t('bag.storePicker.tooFew', { count: store.quantity })
      : store.status === 'low-stock'
        ? words.t('stores.lowStock', { count: store.quantity })
        : words.t('stores.inStock')

/**
 * The stores with their stock of the line; each that holds the line's quantity has a "Pick up here" form posting
 * the line and the store (and `fields`) to `action`. With `onPick`, the choice is the caller's instead of a page
 * load.
 */
export function StoreChoices({
  stores,
  line,
  action,
  fields = {},
  onPick,
  busy = false,
  locale,
}: {
  /** The page's locale code, for the distance's digits. */
  locale: string
  stores: StoreAvailability[]
  line: PickupLine
  action: string
  /** More fields each form posts (what the page's form does). */
  fields?: Record<string, string>
  onPick?: (store: StoreAvailability) => void
  busy?: boolean
}) {
  const words = useStorePickerWords()
  if (stores.length === 0) return <p className="store-picker__none">{words.t('stores.none')}</p>
  return (
    <ul
      className="store-finder__list store-picker__list"
      aria-label={words.t('stores.results')}
      aria-busy={busy}
    >
      {stores.map((store) => {
        const enough = store.quantity >= line.qty
        const current = store.id === line.storeId
        return (
          <li key={store.id} className={`store store--${enough ? store.status : 'out-of-stock'}`}>
            <div>
              <p className="store__name">
                {store.name}
                {current ? (
                  <span className="store-picker__current">{` · ${words.t('bag.storePicker.current')}`}</span>
                ) : null}
              </p>
              <p className="store__address">
                {`${store.addressLine} · ${words.t(distanceUnit(locale) === 'mi' ? 'stores.distanceMiles' : 'stores.distance', { distance: store.distance.toLocaleString(locale) })}`}
              </p>
              <p className="store__hours">{store.openText}</p>
              <p className="store__phone">
                <a href={store.phoneHref}>{store.phoneDisplay}</a>
              </p>
              <p className="store__stock">{stockText(store, line.qty, words)}</p>
            </div>
            {enough && !current ? (
              <form
                method="post"
                action={action}
                onSubmit={(event) => {
                  if (!onPick) return
                  event.preventDefault()
                  onPick(store)
                }}
              >
                {Object.entries(fields).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="itemId" value={line.id} />
                <input type="hidden" name="delivery" value={store.id} />
                <button
                  type="submit"
                  className="button button--secondary"
                  aria-label={`${words.t('stores.pickHere')}: ${store.name}`}
                  disabled={busy}
                >
                  {words.t('stores.pickHere')}
                </button>
              </form>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

export interface StorePickerDialogProps {
  locale: string
  /** The line to choose a store for; null keeps the dialog closed. */
  line: PickupLine | null
  /** A postal code to search near as the dialog opens (the line's current store's), if any. */
  near: string | null
  action: string
  /** More fields each store's form posts (what the page's form does). */
  fields?: Record<string, string>
  onPick: (line: PickupLine, store: StoreAvailability) => void
  onClose: () => void
}

/**
 * The modal store picker: focus moves to its postal code field as it opens and back to the button that opened it
 * as it closes (Escape, the close button, or a store chosen).
 */
export function StorePickerDialog(props: StorePickerDialogProps) {
  const { line } = props
  const words = useStorePickerWords()
  const input = useRef<HTMLInputElement>(null)
  const [postalCode, setPostalCode] = useState('')
  const { stores, status, message, searchPostalCode, locate } = useNearbyStores(
    props.locale,
    line?.sku ? { styleCode: line.styleCode, sku: line.sku } : null,
    {
      invalidPostalCode: words.t('stores.invalidPostalCode'),
      locationDenied: words.t('stores.locationDenied'),
      genericError: words.t('error.generic'),
    },
  )

  const { ref: dialog, closed } = useDialog(line, {
    onClose: props.onClose,
    onShow: () => input.current?.focus(),
  })

  // Opening on a line already picked up in a store shows the stores around that one at once.
  const { near } = props
  const lineId = line?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchPostalCode is new each render; one search per opening
  useEffect(() => {
    if (!lineId || !near) return
    setPostalCode(near)
    searchPostalCode(near)
  }, [lineId, near])

  return (
    <dialog ref={dialog} className="modal store-picker" aria-labelledby="store-picker-title" onClose={closed}>
      {line ? (
        <>
          <ModalHead
            id="store-picker-title"
            title={words.t('bag.storePicker.title', { name: line.name })}
            close={words.t('blocks.closeDialog')}
          />
          <StoreFinderForm
            prefix="store-picker"
            inputRef={input}
            postalCode={postalCode}
            onPostalCode={setPostalCode}
            search={{ status, message, searchPostalCode, locate }}
          />
          {stores ? (
            <StoreChoices
              locale={props.locale}
              stores={stores}
              line={line}
              action={props.action}
              fields={props.fields}
              busy={status === 'loading'}
              onPick={(store) => props.onPick(line, store)}
            />
          ) : null}
        </>
      ) : null}
    </dialog>
  )
}
