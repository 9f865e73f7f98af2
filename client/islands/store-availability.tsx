/**
 * "Check store availability": the nearest stores to a postal code or to the browser's position, with the stock
 * of the chosen colour and size in each, and a "Pick up here" choice the buy box then uses. It needs the script
 * (the position and the live stock), so without it the section is not offered.
 */
import { useAtom, useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import type { StoreAvailability } from '../../shared/stores'
import { useNearbyStores } from '../state/nearby-stores'
import { chosenColourAtom, chosenSizeAtom, pickupStoreAtom } from '../state/product'

export interface StoreAvailabilityProps {
  locale: string
  styleCode: string
  variants: { sku: string; colourCode: string; size: string }[]
  initialColour: string
  initialSize: string | null
  labels: {
    check: string
    postalCode: string
    find: string
    useLocation: string
    locating: string
    locationDenied: string
    none: string
    chooseSize: string
    inStock: string
    lowStock: string
    outOfStock: string
    distance: string
    pickHere: string
    results: string
    invalidPostalCode: string
    genericError: string
  }
}

export function StoreAvailabilityFinder(props: StoreAvailabilityProps) {
  const { labels } = props
  const id = `stores-${props.styleCode}`
  const colour = useAtomValue(chosenColourAtom) ?? props.initialColour
  const chosenSize = useAtomValue(chosenSizeAtom)
  const size = chosenSize === undefined ? props.initialSize : chosenSize
  const [pickup, setPickup] = useAtom(pickupStoreAtom)
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const [postalCode, setPostalCode] = useState('')
  useEffect(() => setEnhanced(true), [])

  const sku =
    props.variants.find((variant) => variant.colourCode === colour && variant.size === size)?.sku ?? null
  const { stores, status, message, searchPostalCode, locate } = useNearbyStores(
    props.locale,
    { styleCode: props.styleCode, sku },
    labels,
  )

  if (!enhanced) return null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    searchPostalCode(postalCode)
  }

  const statusText = (store: StoreAvailability) =>
    store.status === 'in-stock'
      ? labels.inStock
      : store.status === 'low-stock'
        ? labels.lowStock.replace('{count}', String(store.quantity))
        : labels.outOfStock

  return (
    <div className="store-finder">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {labels.check}
      </button>
      <div id={`${id}-panel`} hidden={!open} className="store-finder__panel">
        <form className="store-finder__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-postal`}>{labels.postalCode}</label>
          <input
            id={`${id}-postal`}
            value={postalCode}
            autoComplete="postal-code"
            maxLength={10}
            onChange={(event) => setPostalCode(event.target.value)}
            aria-invalid={status === 'error' && message === labels.invalidPostalCode ? true : undefined}
            aria-describedby={status === 'error' ? `${id}-message` : undefined}
          />
          <button type="submit" className="button button--secondary">
            {labels.find}
          </button>
          <button type="button" className="link-button" onClick={locate}>
            {labels.useLocation}
          </button>
        </form>
        {!sku ? <p className="store-finder__hint">{labels.chooseSize}</p> : null}
        <p
          id={`${id}-message`}
          role={status === 'error' ? 'alert' : 'status'}
          className={status === 'error' ? 'field-error' : 'store-finder__status'}
        >
          {status === 'error' ? message : status === 'locating' ? labels.locating : ''}
        </p>
        {stores && sku ? (
          stores.length === 0 ? (
            <p>{labels.none}</p>
          ) : (
            <ul className="store-finder__list" aria-label={labels.results} aria-busy={status === 'loading'}>
              {stores.map((store) => (
                <li key={store.id} className={`store store--${store.status}`}>
                  <p className="store__name">{store.name}</p>
                  <p className="store__address">{`${store.addressLine} · ${labels.distance.replace('{distance}', store.distance.toLocaleString(props.locale))}`}</p>
                  <p className="store__hours">{store.openText}</p>
                  <p className="store__phone">
                    <a href={store.phoneHref}>{store.phoneDisplay}</a>
                  </p>
                  <p className="store__stock">{statusText(store)}</p>
                  {store.status !== 'out-of-stock' ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-pressed={pickup?.id === store.id}
                      onClick={() => setPickup({ id: store.id, name: store.name })}
                    >
                      {labels.pickHere}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  )
}
