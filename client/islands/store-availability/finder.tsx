/**
 * The store finder behind "Check store availability" (`index.tsx`): the nearest stores to a postal code or to the
 * browser's position, with the stock of the chosen colour and size in each, and a "Pick up here" choice the buy box
 * then uses.
 */
import { useAtom, useAtomValue } from 'jotai'
import { useState } from 'react'
import { distanceUnit } from '../../../shared/stores/distance'
import type { StoreAvailability } from '../../../shared/stores/stores'
import { StoreFinderForm } from '../../components/store-finder-form'
import { useNearbyStores } from '../../state/nearby-stores'
import { chosenColourAtom, chosenSizeAtom, pickupStoreAtom } from '../../state/product'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

export interface StoreAvailabilityProps {
  locale: string
  styleCode: string
  initialColour: string
  initialSize: string | null
}

/** The finder in its panel, `id` the panel's: kept once opened, so a closed panel opens again as it was left. */
export function StoreFinder({ id, ...props }: StoreAvailabilityProps & { id: string }) {
  const words = useWords<IslandWordKey<'store-availability'>>()
  // The buy box's and the gallery's choice; what the page was rendered with until they make one.
  const colour = useAtomValue(chosenColourAtom) ?? props.initialColour
  const chosenSize = useAtomValue(chosenSizeAtom)
  const size = chosenSize === undefined ? props.initialSize : chosenSize
  const [pickup, setPickup] = useAtom(pickupStoreAtom)
  const [postalCode, setPostalCode] = useState('')

  const { stores, status, message, searchPostalCode, locate } = useNearbyStores(
    props.locale,
    size ? { styleCode: props.styleCode, colour, size } : null,
    {
      invalidPostalCode: words.t('stores.invalidPostalCode'),
      locationDenied: words.t('stores.locationDenied'),
      genericError: words.t('error.generic'),
    },
  )

  const statusText = (store: StoreAvailability) =>
    store.status === 'in-stock'
      ? words.t('stores.inStock')
      : store.status === 'low-stock'
        ? words.t('stores.lowStock', { count: store.quantity })
        : words.t('stores.outOfStock')

  return (
    <>
      <StoreFinderForm
        prefix={id}
        postalCode={postalCode}
        onPostalCode={setPostalCode}
        search={{ status, message, searchPostalCode, locate }}
      >
        {!size ? <p className="store-finder__hint">{words.t('stores.chooseSize')}</p> : null}
      </StoreFinderForm>
      {stores && size ? (
        stores.length === 0 ? (
          <p>{words.t('stores.none')}</p>
        ) : (
          <ul
            className="store-finder__list"
            aria-label={words.t('stores.results')}
            aria-busy={status === 'loading'}
          >
            {stores.map((store) => (
              <li key={store.id} className={`store store--${store.status}`}>
                <p className="store__name">{store.name}</p>
                <p className="store__address">{`${store.addressLine} · ${words.t(distanceUnit(props.locale) === 'mi' ? 'stores.distanceMiles' : 'stores.distance', { distance: store.distance.toLocaleString(props.locale) })}`}</p>
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
                    {words.t('stores.pickHere')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  )
}
