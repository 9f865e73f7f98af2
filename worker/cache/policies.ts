/**
 * Named cache policies. Every upstream call names one. Windows are in seconds and follow each other: a copy is
 * fresh for `fresh`, then served stale while it is refreshed in the background for `staleWhileRevalidate`, then
 * kept only as a fallback when the upstream fails for `staleIfError`. After that KV drops it.
 */
export interface CachePolicy {
  fresh: number
  staleWhileRevalidate: number
  staleIfError: number
}

export const CACHE_POLICIES = {
  /** Content documents: menu, footer, pages. Purged on publish, so they can live long. */
  long: { fresh: 300, staleWhileRevalidate: 3600, staleIfError: 86400 },
  /** Listings and product details: prices and stock badges move, so they turn over quickly. */
  short: { fresh: 60, staleWhileRevalidate: 300, staleIfError: 3600 },
  /**
   * Stock counts (the catalogue's inventory): what an upsell and its quick shop offer moves with every order, so a
   * copy is fresh for seconds, and a failing inventory falls back on it for minutes.
   */
  stock: { fresh: 15, staleWhileRevalidate: 45, staleIfError: 300 },
  /** Personal or live data (carts): never stored. */
  none: null,
} as const satisfies Record<string, CachePolicy | null>

export type CachePolicyName = keyof typeof CACHE_POLICIES
