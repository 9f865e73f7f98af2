import { StoreLocatorPage, type StoreLocatorPageProps } from '../../../client/pages/store-locator-page'
import type { CartLine } from '../../../shared/bag/cart'
import type { Store, StorePlace } from '../../../shared/stores/stores'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { getShopperCart } from '../../services/cart'
import { phoneCountries } from '../../services/countries'
import type { AppContext } from '../../types'

/** "Make this my store" asked with lines in the bag picked up at another store: the change to confirm. */
export interface StoreChangeToConfirm {
  storeId: string
  lines: CartLine[]
}

const LINE_IDS = /^[\w-]{1,64}(\.[\w-]{1,64}){0,19}$/

/** The "store changed" dialog after a move (`?moved=2&delivered=<line ids>`): the lines now delivered, by name. */
async function storeChanged(
  c: AppContext,
  url: URL,
  store: Store | undefined,
): Promise<StoreLocatorPageProps['changed']> {
  const moved = Number(url.searchParams.get('moved'))
  if (!store || !url.searchParams.has('moved') || !Number.isInteger(moved) || moved < 0) return null
  const ids = url.searchParams.get('delivered') ?? ''
  const wanted = LINE_IDS.test(ids) ? new Set(ids.split('.')) : new Set<string>()
  const cart = wanted.size > 0 ? await getShopperCart(c).catch(() => null) : null
  const delivered = (cart?.items ?? [])
    .filter((line) => wanted.has(line.id) && line.pickupStoreId === null)
    .map((line) => line.name)
  return { store: store.name, moved, delivered }
}

const POSTAL_CODE = /^[A-Za-z0-9 -]{2,10}$/
/** Stores farther than this from the place searched are not "near" it; the nearest one is always shown. */
const NEAR_KM = 1000
/** A city's name: letters (any script), spaces, dots, apostrophes and hyphens, starting with a letter. */
const CITY = /^\p{L}[\p{L} .'’-]{1,59}$/u

/**
 * `/{locale}/stores`: stores by postal code or city (`place`, or the older `postalCode`) or by position, else
 * every store of the locale's country, each with its hours and whether it is open now at its own clock (so the
 * page is never stored). A place with a digit is a postal code; one without is a city. The stores are optional:
 * when the store service fails the page still goes out, saying it cannot show stores now. "Make this my store"
 * posts to the page, whose action (worker/routes/forms/stores.ts) comes back with `?saved=1`, or renders the page
 * again with its refusal.
 */
export async function storeLocatorRoute(
  c: AppContext,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
  confirming: StoreChangeToConfirm | null = null,
): Promise<Response> {
  const { t, locale } = c.var
  const url = new URL(c.req.url)
  const postalCode = (url.searchParams.get('place') ?? url.searchParams.get('postalCode') ?? '')
    .trim()
    .slice(0, 61)
  const latitude = Number(url.searchParams.get('latitude'))
  const longitude = Number(url.searchParams.get('longitude'))
  const hasPosition =
    url.searchParams.has('latitude') &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    Number.isFinite(latitude + longitude)
  let error: string | null = refusal
  let place: StorePlace | { country: string } = { country: locale.country }
  let searchedPlace: string | null = null
  if (postalCode) {
    if (/\d/.test(postalCode) ? POSTAL_CODE.test(postalCode) : CITY.test(postalCode)) {
      place = /\d/.test(postalCode)
        ? { postalCode, country: locale.country }
        : { city: postalCode, country: locale.country }
      searchedPlace = postalCode
    } else error = t.t('stores.invalidPlace')
  } else if (hasPosition) {
    place = { latitude, longitude }
    searchedPlace = `${latitude.toFixed(3)}, ${longitude.toFixed(3)}`
  }
  const everyStore = 'country' in place && Object.keys(place).length === 1
  const [chrome, listed, { favStoreId }, countryStores, content] = await Promise.all([
    loadChrome(c),
    optional(c, 'stores', c.var.services.stores.listStores(place), undefined),
    c.var.session.read(),
    // "Your store" and the stores the bag's pickups are at are named even when the search did not find them.
    everyStore
      ? null
      : optional(c, 'stores', c.var.services.stores.listStores({ country: locale.country }, 50), undefined),
    // The locator's own content (the augmented page `store-locator`: what the stores offer).
    loadOptionalContent(c, 'store locator content', c.var.services.content.getAugmentedPage('store-locator')),
  ])
  const found = listed
    ? listed.filter((store, index) => index === 0 || store.distanceKm === null || store.distanceKm <= NEAR_KM)
    : listed
  if (found === null && !error) error = t.t('stores.placeNotFound')
  const known = [...(listed ?? []), ...(countryStores ?? [])]
  const storeNamed = (id: string | undefined) => known.find((store) => store.id === id)
  const favourite = storeNamed(favStoreId)
  const target = confirming ? storeNamed(confirming.storeId) : undefined
  const confirm: StoreLocatorPageProps['confirm'] =
    confirming && target
      ? {
          storeId: target.id,
          store: target.name,
          count: confirming.lines.length,
          from: [
            ...new Set(
              confirming.lines.map(
                (line) => storeNamed(line.pickupStoreId ?? '')?.name ?? line.pickupStoreId,
              ),
            ),
          ].join(', '),
        }
      : null
  const changed = await storeChanged(c, url, favourite)
  const countries = await phoneCountries(c)
  return renderPage(c, {
    // Open now and today's hours are the store's clock at this moment: a stored copy would soon tell the wrong time.
    noStore: true,
    status,
    head: {
      title: t.t('locator.title'),
      description: t.t('locator.intro'),
      canonicalPath: c.req.path,
      indexable: !postalCode && !hasPosition,
      pageType: 'other',
    },
    chrome,
    blockEnvironment: content.blockEnvironment,
    page: (
      <StoreLocatorPage
        blocks={content.blocks}
        path={c.req.path}
        phoneCountries={countries}
        postalCode={postalCode}
        stores={found ?? null}
        searchedPlace={found ? searchedPlace : null}
        favouriteId={favStoreId ?? null}
        favouriteName={favourite?.name ?? null}
        notice={
          url.searchParams.get('saved') === '1' && favourite && !changed
            ? t.t('locator.saved', { store: favourite.name })
            : null
        }
        confirm={confirm}
        changed={changed}
        error={error}
        degraded={found === undefined}
      />
    ),
  })
}
