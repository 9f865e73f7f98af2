/**
 * `/api/cart`: the shopper's cart for islands and the bag page's changes to it: add (an e-gift card with its
 * recipient, a personalised item with its text and thread), change a line's quantity, pickup store or gift message,
 * remove a line, coupons, gift cards (their balance, applying and removing them), the delivery method, dismissing an
 * approaching promotion.
 * Each works from a script (JSON) and from a plain form without JavaScript (answered with a redirect back to the
 * page and a notice there, `?cart=<outcome or error id>`, with the line or code it is about). The basket id stays
 * at the edge; answers carry the trimmed cart, no tokens.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { CartLineInput, CartResponse } from '../../../shared/cart'
import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../../shared/egift-amount'
import { validateCustomAmount } from '../../../shared/egift-amount-check'
import { PERSONAL_TEXT_MAX, type Personalisation, validatePersonalisation } from '../../../shared/embroidery'
import { GIFT_CARD_NUMBER_INPUT_MAX } from '../../../shared/gift-card'
import {
  GIFT_FIELDS,
  GIFT_MAX_LENGTH,
  type GiftField,
  type GiftRules,
  validateGiftOption,
} from '../../../shared/gift-option'
import type { MessageKey, MessageParams } from '../../../shared/i18n'
import { COLOUR_CODE, RECIPE_ID, SKU, STORE_ID, STYLE_CODE } from '../../../shared/ids'
import { cartPath } from '../../../shared/routes'
import { ApiError, type FieldMessage } from '../../services/api-error'
import {
  addToCart,
  createRecipe,
  dismissPromotion,
  findCustomAmountSku,
  findVariantSku,
  getShopperCart,
  removeCartLine,
  removeCoupon,
  restoreGift,
  setShippingMethod,
  updateCartLine,
} from '../../services/cart'
import { applyTypedCoupon, applyTypedGiftCard, typedGiftCardBalance } from '../../services/code-tries'
import { trackConversion } from '../../services/experiments'
import { removeGiftCard } from '../../services/order-placement'
import type { AppContext, AppEnv } from '../../types'
import { answer, type ReadInputOptions, readInput, wholeNumber } from './responder'

export const cartApi = new Hono<AppEnv>()

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
 * refused recipient still goes back to the form (`keep`); `recipientOf` checks them.
 */
const AddItemSchema = z
  .object({
    productId: z.string().regex(SKU).optional(),
    styleCode: z.string().regex(STYLE_CODE).optional(),
    colour: z.string().regex(COLOUR_CODE).optional(),
    size: z.string().min(1).max(10).optional(),
    storeId: z.string().regex(STORE_ID).optional(),
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
  })
  .refine(
    (input) => input.productId !== undefined || (input.styleCode !== undefined && input.colour !== undefined),
  )
type AddItemInput = z.output<typeof AddItemSchema>

/**
 * Whether an add asks for an amount of the shopper's choosing: the form's "Another amount" (an amount typed while
 * one of the card's own amounts is chosen does not count), or a script's amount with its SKU.
 */
const wantsCustomAmount = (input: AddItemInput) =>
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

/** What a form keeps of the amount it typed: cut to one character past the field's limit. */
const keptCustomAmount = (input: AddItemInput): Record<string, string> =>
  wantsCustomAmount(input)
    ? {
        size: CUSTOM_AMOUNT_SIZE,
        customAmount: String(input.customAmount ?? '').slice(0, CUSTOM_AMOUNT_MAX_LENGTH + 1),
      }
    : {}

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

/** What a product form keeps of a personalisation it posted: the text cut to one character past its limit. */
const keptPersonalisation = (input: AddItemInput): Record<string, string> =>
  input.personalise === undefined
    ? {}
    : {
        personalise: '1',
        personalText: [...(input.personalText ?? '')].slice(0, PERSONAL_TEXT_MAX + 1).join(''),
        threadColour: input.threadColour ?? '',
      }

/** The form field each gift field is posted as: flat names, so a plain form can post them. */
const GIFT_INPUT_NAMES = { to: 'giftTo', email: 'giftEmail', message: 'giftMessage' } as const

type GiftInput = Partial<Record<(typeof GIFT_INPUT_NAMES)[GiftField], string>>

const hasGiftFields = (input: GiftInput) =>
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

/** What a form keeps of the gift fields it posted: each value cut to one character past its limit. */
const keptGiftFields = (input: GiftInput) => {
  const kept = (field: GiftField) =>
    (input[GIFT_INPUT_NAMES[field]] ?? '').slice(0, GIFT_MAX_LENGTH[field] + 1)
  return { giftTo: kept('to'), giftEmail: kept('email'), giftMessage: kept('message') }
}

/**
 * A line's new quantity; its delivery (`home`, or a store id to pick it up in); its gift message (`giftTo`,
 * `giftEmail`, `giftMessage`), or `gift=remove` to take it off, which wins over gift fields posted with it (a
 * form's remove button sends them too). The gift fields are only bounded here, so that a refused message still
 * goes back to the form (`keep`); `GiftOptionSchema` checks them.
 */
const UpdateLineSchema = z
  .object({
    itemId: z.string().regex(LINE_ID),
    qty: wholeNumber(1, MAX_QTY).optional(),
    delivery: z.union([z.literal('home'), z.string().regex(STORE_ID)]).optional(),
    giftTo: giftInput,
    giftEmail: giftInput,
    giftMessage: giftInput,
    gift: z.literal('remove').optional(),
  })
  .refine(
    (input) =>
      input.qty !== undefined ||
      input.delivery !== undefined ||
      input.gift !== undefined ||
      hasGiftFields(input),
  )
type UpdateLineInput = z.output<typeof UpdateLineSchema>

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

/**
 * What an update's form keeps whatever the outcome: the line, and for a gift message what the shopper typed, with
 * `gift=edit` to say the line's gift form was open, so that a refused message is shown again as it was written. A
 * value past its limit is kept to one character over (still too long), so the way back stays short.
 */
function keepLine(data: UpdateLineInput): Record<string, string> {
  if (data.gift !== undefined || !hasGiftFields(data)) return { item: data.itemId }
  return { item: data.itemId, gift: 'edit', ...keptGiftFields(data) }
}

/** What an update's success takes back out of the bag's address: a gift message is kept only to be corrected. */
const GIFT_KEPT_CLEARED = { gift: '', giftTo: '', giftEmail: '', giftMessage: '' }

const LineSchema = z.object({ itemId: z.string().regex(LINE_ID) })
const CouponSchema = z.object({ code: z.string().trim().regex(COUPON_CODE) })
const ShippingMethodSchema = z.object({
  code: z.enum(['standard', 'express', 'pudo', 'sts']),
  /** The store (sts) or collection point (pudo: `P` and its store's id) the shipment goes to. */
  storeId: z
    .string()
    .regex(/^P?\d{4}$/)
    .optional(),
})
const PromotionSchema = z.object({ promotionId: z.string().regex(PROMOTION_ID) })
/** A typed gift card, only bounded here: `shared/gift-card.ts` checks it, so each field gets its own message. */
const GiftCardEntrySchema = z.object({
  number: z.string().max(GIFT_CARD_NUMBER_INPUT_MAX * 2),
  pin: z.string().max(40),
})
const PaymentSchema = z.object({ id: z.string().regex(LINE_ID) })

/** Bag forms return to the bag, whatever page they came from. */
const toBag = (c: AppContext, more: Partial<ReadInputOptions> = {}): ReadInputOptions => ({
  param: 'cart',
  to: cartPath(c.var.locale.code),
  ...more,
})

cartApi.get('/', async (c) => c.json<CartResponse>({ cart: await getShopperCart(c) }))

// An e-gift card's product form keeps its amount and recipient fields whatever the outcome, so a refusal shows them
// again as chosen and typed; a success takes the recipient back out of the product page's address. A personalised
// item's form keeps its size and personalisation the same way. A personalisation is saved as a recipe first, and the
// item added with its id.
cartApi.post('/items', async (c) => {
  const input = await readInput(c, AddItemSchema, {
    param: 'cart',
    keep: (data: AddItemInput) =>
      hasGiftFields(data) || wantsCustomAmount(data) || data.personalise !== undefined
        ? {
            ...(data.size ? { size: data.size } : {}),
            ...(hasGiftFields(data) ? keptGiftFields(data) : {}),
            ...keptCustomAmount(data),
            ...keptPersonalisation(data),
          }
        : {},
  })
  const { productId, styleCode, colour, size, qty, storeId } = input.data
  // The amount is checked first: on the product page it is the first field, and its refusal the first shown.
  const amount = customAmountOf(c, input.data)
  const sku =
    productId ??
    (amount.customAmount !== undefined
      ? await findCustomAmountSku(c, styleCode as string, colour as string)
      : await findVariantSku(c, styleCode as string, colour as string, size))
  const recipient = recipientOf(input.data)
  const personalisation = personalisationOf(input.data)
  // Made to order and delivered: refused before a recipe is saved for nothing.
  if (personalisation && storeId) throw new ApiError('CUS410')
  const recipeId = personalisation ? await createRecipe(c, sku, personalisation) : input.data.recipeId
  const cart = await addToCart(c, { productId: sku, qty, storeId, recipeId, ...recipient, ...amount })
  trackConversion(c, 'add_to_cart', { value: qty })
  return answer(c, input, { cart } satisfies CartResponse, {
    notice: 'added',
    // Without JavaScript the product page comes back at the buy box's notice (`client/islands/buy-box/`).
    fragment: styleCode ? `buy-${styleCode}-notice` : undefined,
    params: {
      giftTo: '',
      giftEmail: '',
      giftMessage: '',
      customAmount: '',
      personalise: '',
      personalText: '',
      threadColour: '',
      recipe: '',
    },
  })
})

cartApi.post('/items/update', async (c) => {
  const input = await readInput(c, UpdateLineSchema, toBag(c, { keep: keepLine }))
  const { itemId, qty, delivery } = input.data
  const gift = giftChange(input.data)
  const cart = await updateCartLine(c, itemId, {
    ...(qty !== undefined ? { qty } : {}),
    ...(delivery !== undefined ? { storeId: delivery === 'home' ? null : delivery } : {}),
    ...gift,
  })
  return answer(c, input, { cart } satisfies CartResponse, {
    notice:
      gift.gift !== undefined
        ? gift.gift === null
          ? 'giftRemoved'
          : 'gift'
        : delivery === undefined
          ? 'updated'
          : delivery === 'home'
            ? 'deliveryHome'
            : 'deliveryPickup',
    params: GIFT_KEPT_CLEARED,
  })
})

cartApi.post('/items/remove', async (c) => {
  const input = await readInput(
    c,
    LineSchema,
    toBag(c, { keep: (data: { itemId: string }) => ({ item: data.itemId }) }),
  )
  const cart = await removeCartLine(c, input.data.itemId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'removed' })
})

cartApi.post('/coupons', async (c) => {
  // A refused code comes back to the form, so the shopper can correct what they typed.
  const input = await readInput(
    c,
    CouponSchema,
    toBag(c, { keep: (data: { code: string }) => ({ coupon: data.code }) }),
  )
  const cart = await applyTypedCoupon(c, input.data.code)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'coupon', params: { coupon: '' } })
})

cartApi.post('/coupons/remove', async (c) => {
  const input = await readInput(c, CouponSchema, toBag(c))
  const cart = await removeCoupon(c, input.data.code)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'couponRemoved' })
})

// A gift card's number and PIN never go back to the page, not even when refused: the form starts empty again.
cartApi.post('/gift-cards/balance', async (c) => {
  const input = await readInput(c, GiftCardEntrySchema, toBag(c))
  const balance = await typedGiftCardBalance(c, input.data)
  return answer(
    c,
    input,
    { balance },
    { notice: 'giftCardBalance', params: { balance: String(balance.amount) } },
  )
})

cartApi.post('/gift-cards', async (c) => {
  const input = await readInput(c, GiftCardEntrySchema, toBag(c))
  const cart = await applyTypedGiftCard(c, input.data)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'giftCard' })
})

cartApi.post('/gift-cards/remove', async (c) => {
  const input = await readInput(c, PaymentSchema, toBag(c))
  const cart = await removeGiftCard(c, input.data.id)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'giftCardRemoved' })
})

cartApi.post('/shipping-method', async (c) => {
  const input = await readInput(c, ShippingMethodSchema, toBag(c))
  const cart = await setShippingMethod(c, input.data.code, input.data.storeId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'shipping' })
})

cartApi.post('/promotions/dismiss', async (c) => {
  const input = await readInput(c, PromotionSchema, toBag(c))
  await dismissPromotion(c, input.data.promotionId)
  return answer(c, input, { dismissed: input.data.promotionId })
})

// A gift with purchase the shopper removed (`/items/remove` on its line declines it), added back.
cartApi.post('/bonus/restore', async (c) => {
  const input = await readInput(c, PromotionSchema, toBag(c))
  const cart = await restoreGift(c, input.data.promotionId)
  return answer(c, input, { cart } satisfies CartResponse, { notice: 'giftRestored' })
})
