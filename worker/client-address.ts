/**
 * The client's address that per-address limits count by (sign-in, sign-up, password resets, code tries, coupons,
 * the newsletter, support cases, order and enrolment lookups): read only from a header that a client cannot write
 * in this deployment (decision 065).
 *
 * Behind Cloudflare's edge (production) that is `CF-Connecting-IP`: the edge writes it on every request it passes
 * to the worker, and turns away a request that brings its own. Anywhere else no header can be believed: in
 * `wrangler dev` Miniflare fills in `CF-Connecting-IP` only when the request has none, so a client chooses it
 * freely, and `request.cf` is no sign of the edge either (Miniflare gives every request one). The deployment
 * therefore names the header its edge writes (`CLIENT_ADDRESS_HEADER`); where it names none, every client counts
 * as one and the same, `UNVERIFIED_CLIENT`, so another address on each request buys nothing.
 */
import type { AppContext } from './types'

/** The one client every request counts as where no header names the client's address. */
export const UNVERIFIED_CLIENT = 'unverified-client'

/**
 * The key a per-address limit counts this request under: the trusted header's value, or `UNVERIFIED_CLIENT`
 * where the deployment trusts none. Null when the trusted header is missing, which behind the edge never
 * happens; the per-session and per-account limits still apply then.
 *
 * @example const address = clientAddress(c)
 * if (address) await c.env.SIGN_UP_ADDRESS_LIMIT.limit({ key: address })
 */
export function clientAddress(c: AppContext): string | null {
  const header = c.var.config.clientAddressHeader
  if (header === null) return UNVERIFIED_CLIENT
  return c.req.header(header)?.trim() || null
}
