/**
 * The bag's changes past reading them, done once for `/api/cart` (a script, JSON) and for the pages' own forms (the
 * bag's and the product page's add to bag, decision 072): what each sends, only bounded where the shared rules then
 * check a field so that each refused field gets its own message, and the adds and line changes that check those
 * rules before the cart service is called. Like `inputs.ts`, a leaf that imports no route.
 */
import * as z from 'zod'
import type { Cart, CartLineInput } from '../../shared/bag/cart'
import { CUSTOM_AMOUNT_SIZE } from '../../shared/bag/egift-amount'
import { validateCustomAmount } from '../../shared/bag/egift-amount-check'
import { type Personalisation, validatePersonalisation } from '../../shared/bag/embroidery'
import { GIFT_CARD_NUMBER_INPUT_MAX } from '../../shared/bag/gift-card'
import { GIFT_FIELDS, type GiftField, type GiftRules, validateGiftOption } from '../../shared/bag/gift-option'
import type { MessageKey, MessageParams } from '../../shared/i18n/i18n'
import { COLOUR_CODE, DESIGN_CODE, RECIPE_ID, SKU, STORE_ID, STYLE_CODE } from '../../shared/ids'
import { ApiError, type FieldMessage } from '../services/api-error'
import {
  addToCart,
  createRecipe,
  findCustomAmountSku,
  findVariantSku,
  getShopperCart,
  updateCartLine,
  variantLineDetails,
} from '../services/cart'
import { trackConversion } from '../services/experiments'
import { ADJUSTMENT_REASONS } from '../services/price-adjustments'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { wholeNumber } from './api/responder'

/** The most of one variant a single add asks for; the cart service applies the product's own maximum. */
const MAX_QTY = 999999
const LINE_ID = /^[A-Za-z0-9_-]{1,64}$/
const COUPON_CODE = /^[A-Za-z0-9_-]{1,40}$/
const PROMOTION_ID = /^[A-Za-z0-9_.-]{1,80}$/

/** Longer than any gift field may be, short enough that a body cannot carry anything large through one. */
const GIFT_INPUT_MAX = 1000
const giftInput = z.string().max(GIFT_INPUT_MAX).optional()

/**
 * A variant by SKU (from islands), or by style, colour and size (from the plain product form). An e-gift card
 * comes with its recipient in the gift fields (`giftTo`, `giftEmail`, `giftMessage`), only bounded here so that a
 * refused recipient is still given back to the form as typed; `recipientOf` checks them.
 */
export const AddItemSchema = z
  .object({
    productId: z.string().regex(SKU).optional(),
    styleCode: z.string().regex(STYLE_CODE).optional(),
    colour: z.string().regex(COLOUR_CODE).optional(),
    size: z.string().min(1).max(10).optional(),
    // The product page's "Ship to me" posts an empty store: delivery.
    storeId: z.union([z.literal('').transform(() => undefined), z.string().regex(STORE_ID)]).optional(),
    recipeId: z.string().regex(RECIPE_ID).optional(),
    qty: wholeNumber(1, MAX_QTY).default(1),
    giftTo: giftInput,
    giftEmail: giftInput,
    giftMessage: giftInput,
    /**
     * An e-gift card's amount of the shopper's choosing ("Another amount", posted with `size=custom` by the plain
     * form): only bounded here, so that a refused amount still goes back to the form; `customAmountOf` checks it.
     */
    customAmount: z.union([z.string().max(GIFT_INPUT_MAX), z.number()]).optional(),
    /**
     * Personalise the item (decision 030): the product form's checkbox posts `1` (`on` by default), a script
     * `true`. Without it the personalisation fields, which a plain form always posts, are ignored.
     */
    personalise: z.union([z.literal(true), z.enum(['1', 'on', 'true'])]).optional(),
    personalText: z.string().max(GIFT_INPUT_MAX).optional(),
    threadColour: z.string().max(40).optional(),
    /**
     * One of the shop's ready-made designs, by its code (`precreatedCustomsCode`): only bounded here, so that a
     * code the shop has no design for is told as such (`designOf`).
     */
    design: z.string().max(60).optional(),
  })
  .refine(
    (input) => input.productId !== undefined || (input.styleCode !== undefined && input.colour !== undefined),
  )
export type AddItemInput = z.output<typeof AddItemSchema>

/**
 * Whether an add asks for an amount of the shopper's choosing: the form's "Another amount" (an amount typed while
 * one of the card's own amounts is chosen does not count), or a script's amount with its SKU.
 */
export const wantsCustomAmount = (input: AddItemInput) =>
  input.size === CUSTOM_AMOUNT_SIZE || (input.size === undefined && input.customAmount !== undefined)

/**
 * The amount of the shopper's choosing an add asks for, checked by the shared rules for the site's currency; a
 * refused amount is EGIFT_AMOUNT_INVALID, at the item, with its message at the amount field.
 */
function customAmountOf(c: AppContext, input: AddItemInput): Pick<CartLineInput, 'customAmount'> {
  if (!wantsCustomAmount(input)) return {}
  const { t, locale } = c.var
  const checked = validateCustomAmount(input.customAmount, locale.currency)
  if (checked.ok) return { customAmount: checked.value }
  const message = {
    key: checked.error.key,
    params: { min: t.money(checked.error.params.min), max: t.money(checked.error.params.max) },
  }
  throw new ApiError('EGIFT_AMOUNT_INVALID', { message, fields: { customAmount: message } })
}

/**
 * The personalisation an add asks for (`personalise` with `personalText` and `threadColour`), checked by the shared
 * rules (`validatePersonalisation`) and cleaned; null when it asks for none. A refused one is CUSTOM_INVALID, at the
 * item, with each field's message under its form name.
 */
function personalisationOf(input: AddItemInput): Personalisation | null {
  if (input.personalise === undefined) return null
  const checked = validatePersonalisation({ text: input.personalText, thread: input.threadColour })
  if (checked.ok) return checked.value
  const fields: Record<string, FieldMessage> = {}
  if (checked.errors.text) fields.personalText = checked.errors.text
  if (checked.errors.thread) fields.threadColour = checked.errors.thread.key
  throw new ApiError('CUSTOM_INVALID', { fields })
}

/**
 * The ready-made design an add asks for, its code as the shop writes it; none when it asks for none. A code of the
 * wrong shape is CUSTOM_DESIGN_UNKNOWN, as one the product has no design for; a design asked for with a recipe or a
 * personalisation of the shopper's own is CUSTOM_DESIGN_CONFLICT: the item is made to one of them.
 */
function designOf(input: AddItemInput): string | undefined {
  if (input.design === undefined) return undefined
  const code = input.design.trim().toUpperCase()
  if (!DESIGN_CODE.test(code)) throw new ApiError('CUSTOM_DESIGN_UNKNOWN')
  if (input.recipeId !== undefined || input.personalise !== undefined)
    throw new ApiError('CUSTOM_DESIGN_CONFLICT')
  return code
}

/** The form field each gift field is posted as: flat names, so a plain form can post them. */
const GIFT_INPUT_NAMES = { to: 'giftTo', email: 'giftEmail', message: 'giftMessage' } as const

type GiftInput = Partial<Record<(typeof GIFT_INPUT_NAMES)[GiftField], string>>

export const hasGiftFields = (input: GiftInput) =>
  GIFT_FIELDS.some((field) => input[GIFT_INPUT_NAMES[field]] !== undefined)

/** Each refused gift field's message, under its form name. */
function giftFieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> {
  return Object.fromEntries(
    issues.map((issue) => [
      String(issue.path[0]),
      { key: issue.message as MessageKey, params: (issue as { params?: MessageParams }).params },
    ]),
  )
}

/**
 * A line's new quantity; its delivery (`home`, or a store id to pick it up in); its gift message (`giftTo`,
 * `giftEmail`, `giftMessage`), or `gift=remove` to take it off, which wins over gift fields posted with it (a
 * form's remove button sends them too). The gift fields are only bounded here, so that a refused message is still
 * given back to the form as typed; `GiftOptionSchema` checks them.
 */
/**
 * The bag's pickups moved to one store (the change store confirmation, confirmed), with the line the shopper was
 * choosing a store for.
 */
export const PickupStoreSchema = z.object({
  storeId: z.string().regex(STORE_ID),
  itemId: z.string().regex(LINE_ID).optional(),
})

export const UpdateLineSchema = z
  .object({
    itemId: z.string().regex(LINE_ID),
    qty: wholeNumber(1, MAX_QTY).optional(),
    delivery: z.union([z.literal('home'), z.string().regex(STORE_ID)]).optional(),
    giftTo: giftInput,
    giftEmail: giftInput,
    giftMessage: giftInput,
    gift: z.literal('remove').optional(),
    /** Another size of the line's colour (its value, as the line's sizes name it): the line becomes that variant. */
    size: z.string().min(1).max(10).optional(),
    /**
     * The change store confirmation's answer, posted with a pickup store while other lines are picked up elsewhere:
     * move them all there, or keep them. Without it, the bag asks first.
     */
    pickups: z.enum(['move', 'keep']).optional(),
  })
  .refine(
    (input) =>
      input.qty !== undefined ||
      input.size !== undefined ||
      input.delivery !== undefined ||
      input.gift !== undefined ||
      hasGiftFields(input),
  )
export type UpdateLineInput = z.output<typeof UpdateLineSchema>

/**
 * A gift message by the shared rules (`validateGiftOption`: the name 1 to 60 characters, an optional valid email
 * up to 100, a message up to 240, each trimmed, no control characters), answered cleaned; with `emailRequired`, an
 * e-gift card's recipient, whose email the card is sent to. Each refused field is one issue at its form name whose
 * message is its error key and whose `params` are the key's values.
 */
const giftOptionSchema = (rules: GiftRules = {}) =>
  z.object({ giftTo: giftInput, giftEmail: giftInput, giftMessage: giftInput }).transform((input, ctx) => {
    const result = validateGiftOption(
      { to: input.giftTo, email: input.giftEmail, message: input.giftMessage },
      rules,
    )
    if (result.ok) return result.value
    for (const field of GIFT_FIELDS) {
      const error = result.errors[field]
      if (error)
        ctx.addIssue({
          code: 'custom',
          path: [GIFT_INPUT_NAMES[field]],
          message: error.key,
          params: { ...error.params },
        })
    }
    return z.NEVER
  })
const GiftOptionSchema = giftOptionSchema()
const RecipientSchema = giftOptionSchema({ emailRequired: true })

/**
 * The recipient an add names in its gift fields (an e-gift card's: name and email required), cleaned; none when it
 * posts none. A refused recipient is EGIFT_INVALID, at the item, with each field's message under its form name.
 */
function recipientOf(input: AddItemInput): Pick<CartLineInput, 'gift'> {
  if (!hasGiftFields(input)) return {}
  const parsed = RecipientSchema.safeParse(input)
  if (parsed.success) return { gift: parsed.data }
  throw new ApiError('EGIFT_INVALID', { fields: giftFieldMessages(parsed.error.issues) })
}

/**
 * The gift change an update asks for: none, off (`null`), or the message `GiftOptionSchema` passed. A refused
 * message is GIFT_INVALID, at the line, with each field's message under its form name.
 */
function giftChange(input: UpdateLineInput): Pick<Parameters<typeof updateCartLine>[2], 'gift'> {
  if (input.gift === 'remove') return { gift: null }
  if (!hasGiftFields(input)) return {}
  const parsed = GiftOptionSchema.safeParse(input)
  if (parsed.success) {
    const { to, email, message } = parsed.data
    return { gift: { to, message, ...(email ? { email } : {}) } }
  }
  throw new ApiError('GIFT_INVALID', { fields: giftFieldMessages(parsed.error.issues) })
}

export const LineSchema = z.object({ itemId: z.string().regex(LINE_ID) })
export const CouponSchema = z.object({ code: z.string().trim().regex(COUPON_CODE) })
export const ShippingMethodSchema = z.object({
  code: z.enum(['standard', 'express', 'pudo', 'sts']),
  /** The store (sts) or collection point (pudo: `P` and its store's id) the shipment goes to. */
  storeId: z
    .string()
    .regex(/^P?\d{4}$/)
    .optional(),
})
/** One of the cart's shipments: the home delivery (`me`) or the made-to-order one (`customs`). */
export const ShipmentSchema = z.object({ shippingId: z.enum(['me', 'customs']) })
export const PromotionSchema = z.object({ promotionId: z.string().regex(PROMOTION_ID) })
/** A typed gift card, only bounded here: `shared/bag/gift-card.ts` checks it, so each field gets its own message. */
export const GiftCardEntrySchema = z.object({
  number: z.string().max(GIFT_CARD_NUMBER_INPUT_MAX * 2),
  pin: z.string().max(40),
})
export const PaymentSchema = z.object({ id: z.string().regex(LINE_ID) })
/** A store associate's price adjustment (decisions 031, 044): off a line, or the order when no line is named. */
export const PriceAdjustmentSchema = z.object({
  itemId: z.union([z.literal(''), z.string().regex(LINE_ID)]).default(''),
  type: z.enum(['PERCENT', 'AMOUNT']),
  value: z.union([z.string().max(20), z.number().transform(String)]),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
})
export const AdjustmentIdSchema = z.object({ adjustmentId: z.string().regex(LINE_ID) })
/** A change of an adjustment already on the bag: its kind, value and reason. */
export const AdjustmentChangeSchema = PriceAdjustmentSchema.omit({ itemId: true })
/** The plain form's change: the adjustment's id with its new kind, value and reason. */
export const AdjustmentChangeFormSchema = AdjustmentChangeSchema.extend(AdjustmentIdSchema.shape)

/**
 * Adds what the product form or a script asks for: the amount checked first (on the product page it is the first
 * field, and its refusal the first shown), then the recipient and the personalisation; a personalisation is saved
 * as a recipe, and the item added with its id; a ready-made design is added by its code, as its recipe.
 */
export async function addItem(c: AppContext, input: AddItemInput): Promise<Cart> {
  const { productId, styleCode, colour, size, qty, storeId } = input
  const amount = customAmountOf(c, input)
  const sku =
    productId ??
    (amount.customAmount !== undefined
      ? await findCustomAmountSku(c, styleCode as string, colour as string)
      : await findVariantSku(c, styleCode as string, colour as string, size))
  const recipient = recipientOf(input)
  const design = designOf(input)
  const personalisation = personalisationOf(input)
  // Made to order and delivered: refused before a recipe is saved for nothing.
  if ((personalisation || design) && storeId) throw new ApiError('CUS410')
  const recipeId = personalisation ? await createRecipe(c, sku, personalisation) : input.recipeId
  const details = styleCode ? await variantLineDetails(c, styleCode, sku) : {}
  const cart = await addToCart(c, {
    productId: sku,
    qty,
    storeId,
    recipeId,
    ...(design ? { precreatedCustomsCode: design } : {}),
    ...recipient,
    ...amount,
    ...details,
  }).catch((error: unknown) => {
    // The cart service knows no such design of this product: said as a design's refusal, not a recipe's.
    if (design && error instanceof UpstreamError && error.errorId === 'CUS404')
      throw new ApiError('CUSTOM_DESIGN_UNKNOWN')
    throw error
  })
  trackConversion(c, 'add_to_cart', { value: qty })
  return cart
}

/** What a line change did, as the bag's notice words it. */
export type LineOutcome = 'updated' | 'size' | 'deliveryHome' | 'deliveryPickup' | 'gift' | 'giftRemoved'

/**
 * The SKU of another size of a line's colour, from the catalogue; refused (ORD404) for a line that has no sizes to
 * change (a gift, an e-gift card, a personalised item) or a size its colour does not come in.
 */
async function otherSizeOf(c: AppContext, itemId: string, size: string): Promise<string> {
  const line = (await getShopperCart(c))?.items.find((entry) => entry.id === itemId)
  if (!line || line.bonus || line.digital || line.custom || !line.colour) throw new ApiError('ORD404')
  return findVariantSku(c, line.masterId, line.colour, size)
}

/** Changes a line's quantity, size, delivery or gift message (checked by the shared rules first). */
export async function updateLine(
  c: AppContext,
  input: UpdateLineInput,
): Promise<{ cart: Cart; outcome: LineOutcome }> {
  const { itemId, qty, delivery } = input
  const gift = giftChange(input)
  const productId = input.size !== undefined ? await otherSizeOf(c, itemId, input.size) : undefined
  const cart = await updateCartLine(c, itemId, {
    ...(qty !== undefined ? { qty } : {}),
    ...(productId !== undefined ? { productId } : {}),
    ...(delivery !== undefined ? { storeId: delivery === 'home' ? null : delivery } : {}),
    ...gift,
  })
  const outcome: LineOutcome =
    gift.gift !== undefined
      ? gift.gift === null
        ? 'giftRemoved'
        : 'gift'
      : delivery === undefined
        ? productId !== undefined
          ? 'size'
          : 'updated'
        : delivery === 'home'
          ? 'deliveryHome'
          : 'deliveryPickup'
  return { cart, outcome }
}
