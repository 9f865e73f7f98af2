/**
 * What a shopper's session holds. The state lives in the session's Durable Object (see object.ts); this module is
 * its shape, and changes.ts the pure functions that apply one change to it, so the object stays a thin, serialised
 * wrapper and the rules can be tested without it.
 *
 * Every field is optional: an empty object is a fresh session. The shopper's upstream tokens are not here: the object
 * keeps them apart (tokens.ts), so what routes read never holds one. New fields (the associate a store employee acts
 * as) are added here with their change kinds; an object written by an older version reads as the
 * same state without them.
 */
import * as z from 'zod'
import { OrderSchema } from '../../shared/bag/order'
import { MAX_COMPARE, STORE_ID, STYLE_CODE } from '../../shared/ids'
import { DecisionSchema } from '../../shared/personalization/personalization'
import { VISITOR_ID } from '../../shared/personalization/visitor'

export const SITE_ID = /^[A-Z]{2,5}-[A-Z]{2}$/
export const LOCALE_CODE = /^[a-z]{2}-[a-z0-9]{2,3}$/
export const BASKET_ID = /^[A-Za-z0-9_-]{1,64}$/
export const SAVED_LIST_ID = /^S[A-Z0-9]{12}$/
export const FAVORITES_ID = /^F[A-Z0-9]{12}$/
/** How many one-off actions (helpful votes, reports) a session remembers. */
export const MAX_RECORDED = 500

export const CustomerSchema = z.object({
  type: z.enum(['REGISTERED', 'EMPLOYEE']),
  loyaltyMember: z.boolean(),
  profiles: z.array(z.enum(['IPA', 'WRANX', 'ATHLETE'])).max(3),
  /** The account's email: read-only in the event sign-up, and not asked again by the newsletter (spec 3 §5, §6). */
  email: z.email().max(100).optional(),
  /** The account's first name, which the header greets (none for an account made with an email alone). */
  firstName: z.string().max(100).optional(),
  /** Whether the account is known to receive the newsletter (spec 3 §4: the form then shows its success text). */
  newsletterSubscribed: z.boolean().optional(),
  /**
   * The activities the shopper chose as interests (profile preferences), which the personalization decision hears
   * as `userInterest` (decision 062); absent for none. Bounded strings rather than today's list of activities, so a
   * session written before an activity was retired still reads.
   */
  interests: z.array(z.string().min(1).max(40)).max(20).optional(),
  /**
   * Present while the account has no profile on this brand yet (decision 088): the names its sign-in identity
   * gave, which prefill the brand's welcome step; that step creates the profile and clears this.
   */
  profilePending: z.object({ firstName: z.string().max(100), lastName: z.string().max(100) }).optional(),
})
export type Customer = z.infer<typeof CustomerSchema>

export const PreviewGrantSchema = z.object({
  /** The editor's signed preview token, sent to the content service on preview calls; never to the browser. */
  token: z.string().min(1).max(1024),
  /** When the token expires, in seconds since the epoch. */
  exp: z.number().int().positive(),
})
export type PreviewGrant = z.infer<typeof PreviewGrantSchema>

/** The most cart lines a session keeps a copy of. */
export const MAX_CART_LINES = 50

/** A cart line as the session remembers it, to rebuild the cart if the cart service loses it. */
export const CartLineCopySchema = z.object({
  /** The line's id in the cart the copy was taken from, to find the same line in a rebuilt cart. */
  itemId: z.string().regex(BASKET_ID).optional(),
  productId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
  qty: z.number().int().positive().max(999999),
  storeId: z.string().regex(STORE_ID).optional(),
  recipeId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  /** The line's gift message, so a rebuilt cart keeps it. */
  gift: z
    .object({ to: z.string().max(60), email: z.string().max(100), message: z.string().max(240) })
    .optional(),
  /** A gift-with-purchase line: counted in the bag, never rebuilt (the cart gives the gift by itself). */
  bonus: z.literal(true).optional(),
  /** A digital line (an e-gift card): rebuilt with its recipient, as a line of its own. */
  digital: z.literal(true).optional(),
  /** A digital line's amount of the shopper's choosing: rebuilt at that amount. */
  customAmount: z.number().int().positive().max(100000).optional(),
})
export type CartLineCopy = z.infer<typeof CartLineCopySchema>

/** How many placements of the site's checkout a session remembers, by key (decision 064). */
export const MAX_ATTEMPTS = 20

/**
 * A placement whose outcome the shop does not know yet (the cart service said "in progress", or its answer never
 * came): everything it was sent with, so asking again sends the very same request under the same key. The payment
 * holds the provider's single-use tokens or a saved card's id, never card data.
 */
export const ConfirmingSchema = z.object({
  key: z.string().max(64),
  basketId: z.string().regex(BASKET_ID),
  payment: z.union([
    z.object({
      code: z.literal('CREDIT_CARD'),
      paymentMethod: z.record(z.string().max(40), z.string().max(1000)),
      brand: z.string().max(20).optional(),
      lastFour: z.string().max(4).optional(),
    }),
    z.object({ code: z.literal('CREDIT_CARD'), payment_instrument_id: z.string().max(64) }),
    z.object({ code: z.literal('PAY_LATER') }),
    z.object({ code: z.literal('GIFT_CARD') }),
  ]),
  returnUrl: z.string().max(1024),
  shopperLocale: z.string().max(20),
  inStoreSalesInfo: z.object({ storeId: z.string().max(10), storeEmployeeId: z.string().max(10) }).optional(),
  /** The total and tax the shopper confirmed, sent again as they were (a placement kept before them has none). */
  expected: z.object({ total: z.number(), tax: z.number().nullable() }).optional(),
  /** When it was first sent (milliseconds since the epoch). */
  at: z.number().int(),
})
export type Confirming = z.infer<typeof ConfirmingSchema>

/** How many pages' decisions a session remembers. */
export const MAX_REMEMBERED_DECISIONS = 4

/** The longest page key (site and path) whose decision a session remembers. */
export const MAX_PAGE_KEY = 300

export const SessionStateSchema = z.object({
  /** The shopper's basket id per site: each site (brand and country) has its own cart and currency. */
  carts: z.record(z.string().regex(SITE_ID), z.string().regex(BASKET_ID)).optional(),
  /**
   * What each site's cart held after its last change (spec 2 §8: a cart the service no longer knows is recreated
   * from the remaining items).
   */
  cartLines: z.record(z.string().regex(SITE_ID), z.array(CartLineCopySchema).max(MAX_CART_LINES)).optional(),
  /**
   * Each site's checkout: the order waiting for the shopper to finish paying (a 3-D Secure challenge or a
   * pay-later redirect), and the last order placed, which the confirmation page shows.
   */
  orders: z
    .record(
      z.string().regex(SITE_ID),
      z.object({
        pending: OrderSchema.optional(),
        /** The idempotency key the last order was placed with: a retry with it answers that order again. */
        lastKey: z.string().max(64).optional(),
        /** The basket the last order was placed from: a retry of any placement of it answers that order. */
        lastBasketId: z.string().regex(BASKET_ID).optional(),
        /** A hash of the 3-D Secure or redirect result that finished the last order: sent again, it answers it. */
        lastResult: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional(),
        last: OrderSchema.optional(),
        /** The latest placements tried, by key and basket (decision 064). */
        attempts: z
          .array(z.object({ key: z.string().max(64), basketId: z.string().regex(BASKET_ID) }))
          .max(MAX_ATTEMPTS)
          .optional(),
        /** A placement whose outcome the shop does not know yet, to ask about again as it was sent. */
        confirming: ConfirmingSchema.optional(),
      }),
    )
    .optional(),
  /**
   * The reward code applied to each site's cart, as the shopper typed it (the cart shows it masked): a refused
   * payment closes the basket, and the new cart made in its place gets the code again (decision 029).
   */
  rewardCodes: z
    .record(
      z.string().regex(SITE_ID),
      z.object({ basketId: z.string().regex(BASKET_ID), code: z.string().regex(/^[A-Z0-9-]{1,64}$/) }),
    )
    .optional(),
  /**
   * Each site's reservation in store (decision 086): the reserve cart being filled in (never the bag, never in a
   * URL), and the last reservation placed, with its idempotency key, which the confirmation shows.
   */
  reserves: z
    .record(
      z.string().regex(SITE_ID),
      z.object({
        basketId: z.string().regex(BASKET_ID).optional(),
        lastKey: z.string().max(64).optional(),
        last: OrderSchema.optional(),
      }),
    )
    .optional(),
  /** The shopper's saved-for-later list on the cart service. */
  saveForLaterId: z.string().regex(SAVED_LIST_ID).optional(),
  /** The shopper's favorites list on the wishlist service. */
  favoriteId: z.string().regex(FAVORITES_ID).optional(),
  /** Style codes the shopper is comparing, oldest first. */
  compare: z.array(z.string().regex(STYLE_CODE)).max(MAX_COMPARE).optional(),
  /** The shopper's favourite store, chosen in the store locator. */
  favStoreId: z.string().regex(STORE_ID).optional(),
  /**
   * The signed-in customer, as far as content targeting needs to know them (spec 3 §4): absent for guests. Set by
   * sign-in; the consumer type, loyalty membership and profiles decide audience segments.
   */
  customer: CustomerSchema.optional(),
  /** An editor's preview grant (spec 3 §2.1), set by `POST /api/preview/session`. */
  preview: PreviewGrantSchema.optional(),
  /**
   * The customer was signed out without asking (decision 034): the session timed out, or the token service refused
   * to refresh their tokens. A page says so once and clears it (`signedOut.seen`).
   */
  signedOut: z.object({ reason: z.enum(['timeout', 'revoked']), at: z.number().int().positive() }).optional(),
  /**
   * What the shopper searched for in this session on each site locale (its own language), newest first; the
   * search hub lists them (decision 051).
   */
  recentSearches: z
    .record(z.string().regex(LOCALE_CODE), z.array(z.string().min(1).max(100)).max(8))
    .optional(),
  /**
   * The visitor's last personalization decision on each of the last few pages they saw (decision 062), newest
   * first, for the visitor id they were made for: a page seen again renders it at once when the service's fresh
   * answer is not there yet. Only ever written with targeting consent, and forgotten when it is withdrawn.
   */
  decisions: z
    .object({
      visitorId: z.string().regex(VISITOR_ID),
      pages: z
        .array(
          z.object({
            /** The page: its site and path (`pageKeyOf`). */
            page: z.string().min(1).max(MAX_PAGE_KEY),
            /** When the decision was made, in milliseconds since the epoch. */
            at: z.number().int().positive(),
            decision: DecisionSchema,
          }),
        )
        .max(MAX_REMEMBERED_DECISIONS),
    })
    .optional(),
  /** One-off actions already taken in this session (a helpful vote on a review), newest last. */
  recorded: z.array(z.string().max(120)).max(MAX_RECORDED).optional(),
})
export type SessionState = z.infer<typeof SessionStateSchema>
