/**
 * `/api/cart`: the shopper's cart for islands, and adding to it. The basket id lives in the sealed session (one
 * per site, so each country's cart keeps its currency), never in the browser's JavaScript; answers carry the
 * trimmed cart, no tokens. Adding works from a script (JSON) and from a plain form post without JavaScript,
 * which is answered with a redirect back to the product page and a notice there.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { CartResponse } from '../../shared/cart'
import { resolveError } from '../../shared/error-catalogue'
import { parseProductPath } from '../../shared/page-type'
import { logEvent } from '../context'
import { getCartId, withCartId } from '../session'
import type { AppContext, AppEnv } from '../types'
import { UpstreamError } from '../upstream/errors'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const cartApi = new Hono<AppEnv>()

cartApi.use('*', async (c, next) => {
  await next()
  c.header('cache-control', 'private, no-store')
})

cartApi.get('/', async (c) => {
  const { session, setSession, siteId } = c.var
  const basketId = getCartId(session, siteId)
  if (!basketId) return c.json<CartResponse>({ cart: null })
  const cart = await c.var.services.commerce.getCart(basketId)
  if (!cart) setSession(withCartId(session, siteId, null))
  return c.json<CartResponse>({ cart })
})

const MAX_QTY = 999999
/** A variant by SKU (from islands), or by style, colour and size (from the plain product form). */
const AddItemSchema = z
  .object({
    productId: z
      .string()
      .regex(/^[A-Z0-9]{8,24}$/)
      .optional(),
    styleCode: z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/)
      .optional(),
    colour: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
    size: z.string().min(1).max(10).optional(),
    storeId: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    recipeId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
    qty: z.coerce.number().int().min(1).max(MAX_QTY).default(1),
    returnTo: z.string().max(300).optional(),
  })
  .refine(
    (input) => input.productId !== undefined || (input.styleCode !== undefined && input.colour !== undefined),
  )

/** Finds the SKU of a style in a colour and size; an `errorId` when there is none to add. */
async function resolveVariant(
  c: AppContext,
  styleCode: string,
  colour: string,
  size: string | undefined,
): Promise<{ ok: true; sku: string } | { ok: false; errorId: 'SIZE_REQUIRED' | 'ORD404' }> {
  if (!size) return { ok: false, errorId: 'SIZE_REQUIRED' }
  const product = await c.var.services.catalogue.getProduct(styleCode)
  const variant = product?.variants.find((entry) => entry.colourCode === colour && entry.size === size)
  return variant ? { ok: true, sku: variant.sku } : { ok: false, errorId: 'ORD404' }
}

/** A product page path of this shop to return to after a form post; anything else is refused. */
function safeReturnPath(value: string | undefined): string | null {
  if (!value) return null
  const url = new URL(value, 'https://storefront.invalid')
  if (url.origin !== 'https://storefront.invalid' || !parseProductPath(url.pathname)) return null
  return url.pathname + url.search
}

export async function addToCart(
  c: AppContext,
  productId: string,
  qty: number,
  line: { storeId?: string; recipeId?: string },
) {
  const { commerce } = c.var.services
  const { siteId, locale } = c.var
  let basketId = getCartId(c.var.session, siteId)
  const startCart = async () => {
    const created = await commerce.createCart(locale.currency)
    c.var.setSession(withCartId(c.var.session, siteId, created.id))
    return created.id
  }
  basketId ??= await startCart()
  try {
    return await commerce.addItem(basketId, productId, qty, line)
  } catch (error) {
    // CART_NOT_FOUND: the cart expired upstream; start a new one and try once more (spec 1 §8).
    if (error instanceof UpstreamError && error.errorId === 'BSK404')
      return commerce.addItem(await startCart(), productId, qty, line)
    throw error
  }
}

cartApi.post('/items', async (c) => {
  const { input, isForm } = await readInput(c)
  const parsed = AddItemSchema.safeParse(input)
  const returnTo = isForm && typeof input.returnTo === 'string' ? safeReturnPath(input.returnTo) : null
  const back = (params: Record<string, string>) => {
    const url = new URL(returnTo ?? `/${c.var.locale.code}`, 'https://storefront.invalid')
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return c.redirect(url.pathname + url.search, 303)
  }
  const { t } = c.var

  if (!parsed.success) {
    if (isForm) return back({ cart: 'invalid' })
    return c.json(apiErrorBody(c, 'API400', t.t('error.generic')), 400)
  }
  const { productId, styleCode, colour, size, qty, storeId, recipeId } = parsed.data
  let sku = productId
  if (!sku && styleCode && colour) {
    const resolved = await resolveVariant(c, styleCode, colour, size)
    if (!resolved.ok) {
      if (isForm) return back({ cart: resolved.errorId })
      const message =
        resolved.errorId === 'SIZE_REQUIRED' ? t.t('cart.chooseSize') : t.t('error.itemNotAvailable')
      return c.json({ ...apiErrorBody(c, resolved.errorId, message), placement: 'item' }, 400)
    }
    sku = resolved.sku
  }
  if (!sku) return c.json(apiErrorBody(c, 'API400', t.t('error.generic')), 400)
  try {
    const cart = await addToCart(c, sku, qty, { storeId, recipeId })
    if (isForm) return back({ cart: 'added' })
    return c.json<CartResponse>({ cart })
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error
    const resolved = resolveError(error.errorId, error.message)
    // ADDED_MAX_QUANTITY names the maximum when the server gave it, else the generic message (spec 1 §8).
    const max = /\b(\d{1,6})\b/.exec(error.message)?.[1]
    const message =
      error.errorId === 'INV408' && !max
        ? t.t('error.generic')
        : resolved.key
          ? t.t(resolved.key, { max: max ?? '' })
          : resolved.serverMessage
    logEvent(c, 'info', 'add to cart refused', { errorId: error.errorId })
    if (isForm) return back({ cart: error.errorId })
    return c.json(
      { ...apiErrorBody(c, error.errorId, message), placement: resolved.placement },
      error.status === 409 ? 409 : 400,
    )
  }
})
