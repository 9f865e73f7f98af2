/**
 * The rules of reserving in store (decision 086), one set for the cart service's mock and the shop's words: how
 * long a reservation holds the store's stock, and how many open reservations one shopper (one email) may hold.
 */
export const RESERVATION_RULES = { holdHours: 48, maxOpen: 3 } as const
