import { HTTPException } from 'hono/http-exception'
import {
  ReserveConfirmationPage,
  type ReserveConfirmationPageProps,
  type ReservedItem,
  ReservePage,
  type ReserveStore,
} from '../../../client/pages/reserve-page'
import { RESERVE_CONTACT_FIELDS, type ReserveContactField } from '../../../shared/account/address'
import type { Translator } from '../../../shared/i18n/i18n'
import { accountOrderPath, homePath, storeLocatorPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { readSignedInShopper } from '../../services/profile'
import { currentReservation, lastReservation } from '../../services/reservation'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
import { fieldErrors, type TypedForm, typedText } from '../forms/page-form'
import { renderInfoPage } from './info-page'

/** The reserve page's form refused (worker/routes/forms/reserve.ts): the refusal, and the form as typed. */
export interface ReserveRefusal {
  refusal: Refusal
  typed: TypedForm
}

/** The store holding a reservation, with its address and hours when the store service answers in time. */
async function storeOf(c: AppContext, storeId: string, fallbackName: string | null): Promise<ReserveStore> {
  const listed = await optional(
    c,
    'reserve store',
    c.var.services.stores.listStores({ country: c.var.locale.country }),
    null,
  )
  const details = listed?.find((store) => store.id === storeId) ?? null
  return { name: details?.name ?? fallbackName ?? c.var.t.t('reserve.theStore'), details }
}

/** When the hold ends, at the store's clock: "Saturday 5 December, 18:00". */
const untilText = (t: Translator, expiresAt: string, store: ReserveStore) =>
  new Intl.DateTimeFormat(t.locale.bcp47, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    ...(store.details ? { timeZone: store.details.timeZone } : {}),
  }).format(new Date(expiresAt))

/** Name, email and phone as typed, or the signed-in shopper's own to start with. */
async function startingValues(
  c: AppContext,
  typed: TypedForm | null,
): Promise<Record<ReserveContactField, string>> {
  if (typed)
    return Object.fromEntries(
      RESERVE_CONTACT_FIELDS.map((field) => [field, typedText(typed, field, 101)]),
    ) as Record<ReserveContactField, string>
  const shopper = (await c.var.session.read()).customer
    ? await optional(c, 'reserve contact', readSignedInShopper(c), null)
    : null
  return {
    firstName: shopper?.firstName ?? '',
    lastName: shopper?.lastName ?? '',
    email: shopper?.email ?? '',
    phone: shopper?.consumerDetails?.phone ?? '',
  }
}

/** Nothing to reserve or confirm (never made, placed, or expired): say so, and where to go on. */
function nothingReserved(c: AppContext) {
  const { t, locale } = c.var
  return renderInfoPage(c, {
    pageType: 'reserve',
    title: t.t('reserve.none.title'),
    text: t.t('reserve.none.text'),
    links: [
      { text: t.t('page.continueShopping'), url: homePath(locale.code) },
      { text: t.t('product.changeStore'), url: storeLocatorPath(locale.code) },
    ],
  })
}

/**
 * `/{locale}/reserve`: who collects the session's reservation, as a plain form (its refusal, when `refused`, with
 * each message at its field); `/{locale}/reserve/confirmation`: the reservation just placed. Both are one shopper's:
 * never cached, never indexed.
 */
export async function reserveRoute(
  c: AppContext,
  rest: readonly string[],
  refused: ReserveRefusal | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  if (rest.length === 1 && rest[0] === 'confirmation') return reserveConfirmationRoute(c)
  if (rest.length > 0) throw new HTTPException(404, { message: 'No such page' })
  const { t } = c.var
  const [chrome, reserve] = await Promise.all([
    loadChrome(c, undefined, { popups: false }),
    currentReservation(c),
  ])
  const line = reserve?.cart.items[0]
  if (!reserve || !line) return nothingReserved(c)
  const store = await storeOf(c, reserve.storeId, null)
  const item: ReservedItem = {
    name: line.name,
    image: line.image,
    colour: await colourName(c, line.masterId, line.colour),
    size: line.sizeLabel ?? line.size,
    price: line.price.rowTotal,
    currency: reserve.cart.currency,
  }
  const errors = refused ? fieldErrors(refused.refusal, RESERVE_CONTACT_FIELDS) : {}
  const notice = refused && Object.keys(errors).length === 0 ? refused.refusal.message : null
  return renderPage(c, {
    head: privateHead(t.t('reserve.title', { store: store.name }), c.req.path, 'reserve'),
    chrome,
    page: (
      <ReservePage
        action={c.req.path}
        item={item}
        store={store}
        until={untilText(t, reserve.expiresAt, store)}
        placementKey={refused?.typed.get('placementKey') ?? crypto.randomUUID()}
        values={await startingValues(c, refused?.typed ?? null)}
        errors={errors}
        notice={notice}
      />
    ),
    status,
    noStore: true,
  })
}

/** A colour's name as the catalogue gives it (the cart knows its code); the code when the catalogue does not answer. */
async function colourName(
  c: AppContext,
  styleCode: string | null,
  code: string | null,
): Promise<string | null> {
  if (!code || !styleCode) return code
  const product = await optional(c, 'reserved product', c.var.services.catalogue.getProduct(styleCode), null)
  return product?.colours.find((colour) => colour.code === code)?.name ?? code
}

async function reserveConfirmationRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  const order = await lastReservation(c)
  const line = order?.items[0]
  if (!order?.reservation || !line) return nothingReserved(c)
  const chrome = await loadChrome(c, undefined, { popups: false })
  const store = await storeOf(c, order.reservation.storeId, line.pickupStore?.name ?? null)
  const props: ReserveConfirmationPageProps = {
    orderNumber: order.orderNumber,
    item: {
      name: line.name,
      image: line.image,
      colour: await colourName(c, line.styleCode, line.colour),
      size: line.size,
      price: line.rowTotal,
      currency: order.currency,
    },
    store,
    until: untilText(t, order.reservation.expiresAt, store),
    email: order.email,
    accountHref: (await c.var.session.read()).customer
      ? accountOrderPath(locale.code, order.orderNumber)
      : null,
  }
  return renderPage(c, {
    head: privateHead(t.t('reserve.confirmedTitle'), c.req.path, 'reserve'),
    chrome,
    page: <ReserveConfirmationPage {...props} />,
    noStore: true,
  })
}
