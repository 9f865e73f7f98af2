/**
 * The time budgets of placing an order, in one place (decision 064).
 *
 * The cart service answers a placement within `CART_PLACEMENT_LIMIT_MS`: every call it makes to the payment
 * provider is cut at what is left of that limit, and a call cut short (or whose answer was lost) leaves the order
 * "in progress" rather than failed, because the provider may have taken the payment. The storefront waits longer
 * (`PLACEMENT_BUDGET_MS`), so a slow provider reaches the shopper as the cart service's own answer (placed,
 * refused, or still in progress); the storefront gives up only on a cart service that stopped answering itself.
 * Either way the shopper reads "We are confirming your payment" while the page asks again with the same
 * idempotency key, and the cart service's reconciliation settles an order nobody asks about again.
 */

/** The cart service's promise: a placement (or a 3-D Secure result) is answered within this. */
export const CART_PLACEMENT_LIMIT_MS = 15_000

/** The storefront's limit on one placement call: the cart service's limit and room for the network. */
export const PLACEMENT_BUDGET_MS = 20_000

/** How long a caller waits before asking again about a placement still in progress (`Retry-After`). */
export const PLACEMENT_RETRY_AFTER_SECONDS = 2

/**
 * When the cart service settles, on its own, an order whose placement nobody finished: the provider's result of
 * record (its notification) completes it or fails it, and without one whatever the provider holds under the order's
 * reference is voided.
 */
export const RECONCILE_PENDING_AFTER_SECONDS = 120

/** When the cart service gives up on a 3-D Secure challenge or a pay-later page the shopper never finished. */
export const ABANDONED_ACTION_AFTER_SECONDS = 30 * 60
