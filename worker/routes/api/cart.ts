/**
 * `/api/cart`: the shopper's cart for islands, and adding to it, from a script (JSON) or from the product page's
 * plain form without JavaScript (answered with a redirect back to the product page and a notice there). The
 * basket id stays at the edge; answers carry the trimmed cart, no tokens.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { CartResponse } from '../../../shared/cart'
import { COLOUR_CODE, RECIPE_ID, SKU, STORE_ID, STYLE_CODE } from '../../../shared/ids'
import { addToCart, findVariantSku, getShopperCart } from '../../services/cart'
import type { AppEnv } from '../../types'
import { answer, readInput, wholeNumber } from './responder'

export const cartApi = new Hono<AppEnv>()

/** The most of one variant a single add asks for; the cart service applies the product's own maximum. */
const MAX_QTY = 999999

/** A variant by SKU (from islands), or by style, colour and size (from the plain product form). */
const AddItemSchema = z
  .object({
    productId: z.string().regex(SKU).optional(),
    styleCode: z.string().regex(STYLE_CODE).optional(),
    colour: z.string().regex(COLOUR_CODE).optional(),
    size: z.string().min(1).max(10).optional(),
    storeId: z.string().regex(STORE_ID).optional(),
    recipeId: z.string().regex(RECIPE_ID).optional(),
    qty: wholeNumber(1, MAX_QTY).default(1),
  })
  .refine(
    (input) => input.productId !== undefined || (input.styleCode !== undefined && input.colour !== undefined),
  )

cartApi.get('/', async (c) => c.json<CartResponse>({ cart: await getShopperCart(c) }))

cartApi.post('/items', async (c) => {
  const input = await readInput(c, AddItemSchema, { param: 'cart' })
  const { productId, styleCode, colour, size, qty, storeId, recipeId } = input.data
  const sku = productId ?? (await findVariantSku(c, styleCode as string, colour as string, size))
  const cart = await addToCart(c, { productId: sku, qty, storeId, recipeId })
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'added' })
})
