/**
 * The stores near the shopper with the stock of one variant in each: searched by a postal code or by the browser's
 * position, fetched from `/api/stores/availability`, the request before aborted when a new search starts. Used by
 * the product page's store availability and by the bag's store picker.
 */
import { useEffect, useState } from 'react'
import type { StoreAvailability } from '../../shared/stores/stores'
import { ApiRequestError, callApi, shopperMessage } from '../api'

type Place = { postalCode: string } | { latitude: number; longitude: number }

export interface NearbyStoresMessages {
  invalidPostalCode: string
  locationDenied: string
  genericError: string
}

export interface NearbyStores {
  /** The stores found, nearest first; null before a search, or after one failed. */
  stores: StoreAvailability[] | null
  status: 'idle' | 'loading' | 'locating' | 'error'
  /** The error's text when `status` is 'error'. */
  message: string
  /** Searches near a postal code; refuses one that cannot be a postal code, with the message. */
  searchPostalCode: (value: string) => void
  /** Searches near the browser's position, once the shopper allows it. */
  locate: () => void
}

/** Postal codes of every country the shop delivers to: letters, digits, spaces and hyphens. */
const POSTAL_CODE = /^[A-Za-z0-9 -]{2,10}$/

export function useNearbyStores(
  locale: string,
  /** The variant, by its SKU or by its colour and size; no search while it is not known (no size chosen). */
  variant: { styleCode: string; sku: string } | { styleCode: string; colour: string; size: string } | null,
  messages: NearbyStoresMessages,
): NearbyStores {
  const [place, setPlace] = useState<Place | null>(null)
  const [stores, setStores] = useState<StoreAvailability[] | null>(null)
  const [status, setStatus] = useState<NearbyStores['status']>('idle')
  const [message, setMessage] = useState('')
  const wanted = variant ? new URLSearchParams(variant).toString() : null
  const { genericError } = messages

  useEffect(() => {
    if (!place || !wanted) return
    const controller = new AbortController()
    const query = new URLSearchParams(wanted)
    if ('postalCode' in place) query.set('postalCode', place.postalCode)
    else {
      query.set('latitude', String(place.latitude))
      query.set('longitude', String(place.longitude))
    }
    setStatus('loading')
    callApi<{ stores?: StoreAvailability[] }>(`/api/stores/availability?${query}`, {
      locale,
      signal: controller.signal,
    })
      .then((body) => {
        if (!body.stores)
          throw new ApiRequestError({
            status: 200,
            errorId: 'BAD_SHAPE',
            message: 'no stores',
            fromServer: false,
          })
        setStores(body.stores)
        setStatus('idle')
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setStores(null)
        setStatus('error')
        setMessage(shopperMessage(error, genericError))
      })
    return () => controller.abort()
  }, [place, wanted, locale, genericError])

  const fail = (text: string) => {
    setStatus('error')
    setMessage(text)
  }

  return {
    stores,
    status,
    message,
    searchPostalCode(value) {
      const postalCode = value.trim()
      if (!POSTAL_CODE.test(postalCode)) fail(messages.invalidPostalCode)
      else setPlace({ postalCode })
    },
    locate() {
      if (!('geolocation' in navigator)) {
        fail(messages.locationDenied)
        return
      }
      setStatus('locating')
      navigator.geolocation.getCurrentPosition(
        (position) =>
          setPlace({
            latitude: Math.round(position.coords.latitude * 1000) / 1000,
            longitude: Math.round(position.coords.longitude * 1000) / 1000,
          }),
        () => fail(messages.locationDenied),
        { timeout: 10_000, maximumAge: 600_000 },
      )
    },
  }
}
