/**
 * What the product page's buy box comes back with after a plain form's add (decision 072): the notice, a ready-made
 * design's outcome, and each refused field as typed, so the page shows it with its message.
 */
import type { DesignOutcome } from '../../../client/pages/product/designs'
import type { ProductPageProps } from '../../../client/pages/product/props'
import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import { isThreadColour, PERSONAL_TEXT_MAX } from '../../../shared/bag/embroidery'
import { GIFT_MAX_LENGTH, type GiftOption } from '../../../shared/bag/gift-option'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import { ERROR_CATALOGUE, resolveError } from '../../../shared/error-catalogue'
import type { Translator } from '../../../shared/i18n/i18n'
import { RECIPE_ID } from '../../../shared/ids'
import { logEvent } from '../../log'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'

export interface AddToBagRefusal {
  refusal: Refusal
  typed: URLSearchParams
  form?: 'reserve'
}

/** The buy box's notice: the add's refusal (an e-gift card's size is its amount), or `?cart=added` after one. */
export function cartNotice(
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
  t: Translator,
): ProductPageProps['notice'] {
  if (!refused) return query.get('cart') === 'added' ? { kind: 'success', text: t.t('cart.added') } : null
  const { errorId, message } = refused.refusal
  if (errorId === 'SIZE_REQUIRED' && product.digital)
    return { kind: 'error', text: t.t('egift.chooseAmount') }
  // A ready-made design's refusal has no fields to sum up, and its words are a design's (CUS404 of a design).
  if (refused.typed.has('design')) return { kind: 'error', text: message }
  // The error's own words sum it up; each field says its own message beside it. A message naming the number the
  // cart service gave ("You can add up to 12 of this item") is the refusal's, worded with it.
  const resolved = resolveError(errorId, '')
  return {
    kind: 'error',
    text: resolved.key && !ERROR_CATALOGUE[errorId]?.needsMax ? t.t(resolved.key) : message,
  }
}

/**
 * What a ready-made design's plain form came back with (decision 030): its refusal, shown at that design's form with
 * the size as posted, or "Added" there after it. A design the product does not offer has no form: its refusal is
 * the buy box's.
 */
export function designOutcome(
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
): DesignOutcome | null {
  const offered = (code: string | undefined) =>
    code && product.personalisation?.designs.some((design) => design.code === code) ? code : null
  if (refused) {
    const code = offered(refused.typed.get('design')?.trim().toUpperCase())
    return code
      ? { code, kind: 'refused', message: refused.refusal.message, size: refused.typed.get('size') }
      : null
  }
  const code = offered(query.get('design') ?? undefined)
  return code && query.get('cart') === 'added' ? { code, kind: 'added' } : null
}

/**
 * A typed field given back, cut to one character past its limit: still too long, so its message still applies,
 * and no longer than the form could have sent.
 */
const keptText = (typed: URLSearchParams, name: string, max: number) =>
  [...(typed.get(name) ?? '')].slice(0, max + 1).join('')

/** The recipient an e-gift card's add was refused with, as typed, so the form shows it with its errors. */
export function keptRecipient(refused: AddToBagRefusal | null, product: ProductDetails): GiftOption | null {
  if (!product.digital || !refused) return null
  return {
    to: keptText(refused.typed, 'giftTo', GIFT_MAX_LENGTH.to),
    email: keptText(refused.typed, 'giftEmail', GIFT_MAX_LENGTH.email),
    message: keptText(refused.typed, 'giftMessage', GIFT_MAX_LENGTH.message),
  }
}

/**
 * The quantity of a plain form's refused add, as typed, with the field's message when the quantity itself was
 * refused (not a whole number from 1 to the product's maximum); none without a refusal or a quantity.
 */
export function keptQty(
  refused: AddToBagRefusal | null,
  product: ProductDetails,
  t: Translator,
): ProductPageProps['keptQty'] {
  if (!refused?.typed.has('qty')) return undefined
  return {
    value: keptText(refused.typed, 'qty', 9),
    error: refused.refusal.detail.fields?.qty
      ? t.t('error.quantity', { max: t.number(product.maxQty) })
      : null,
  }
}

/** The amount of the shopper's choosing an e-gift card's add was refused with, as typed. */
export function keptAmount(refused: AddToBagRefusal | null, product: ProductDetails): string | null {
  if (!product.digital || refused?.typed.get('size') !== CUSTOM_AMOUNT_SIZE) return null
  return keptText(refused.typed, 'customAmount', CUSTOM_AMOUNT_MAX_LENGTH)
}

/**
 * How a personalisable product's option starts (decision 030): with the personalisation a refused add asked for,
 * as typed; or with the saved recipe a customised product URL names (`?recipe=`, spec 2 §2), when it is this
 * product's. Null for any other product or page.
 */
export async function startingPersonalisation(
  c: AppContext,
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
): Promise<ProductPageProps['personalisation']> {
  if (!product.personalisation) return null
  if (refused?.typed.has('personalise'))
    return {
      on: true,
      text: keptText(refused.typed, 'personalText', PERSONAL_TEXT_MAX),
      thread: refused.typed.get('threadColour') ?? '',
      refused: true,
    }
  const recipeId = query.get('recipe')
  if (!recipeId || !RECIPE_ID.test(recipeId)) return null
  const recipe = await c.var.services.commerce.getRecipe(recipeId).catch((error: unknown) => {
    logEvent(c, 'warn', 'recipe not read', { error: String(error) })
    return null
  })
  return recipe && recipe.masterId === product.styleCode && isThreadColour(recipe.thread)
    ? { on: true, text: recipe.text, thread: recipe.thread, refused: false }
    : null
}
