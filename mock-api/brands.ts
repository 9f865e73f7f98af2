/**
 * The shop's brands as the mock API knows them (decision 056): a site id's prefix names the brand (`TDW-GB` is
 * Tidewater's British site), and each product lists the brands whose sites carry it. A call without a site id
 * (the mock's own tools, older callers) sees every brand's products and stores.
 */
import type { SiteBrand } from './seed/catalogue'

const BRAND_OF_PREFIX: Readonly<Record<string, SiteBrand>> = { KST: 'kestrel', TDW: 'tidewater' }

/** The brand of a site id (`KST-US` → kestrel); null without one or for a prefix the mock does not know. */
export function brandOfSite(siteId: string | null | undefined): SiteBrand | null {
  const prefix = /^([A-Z]{2,5})-[A-Z]{2}$/.exec(siteId ?? '')?.[1]
  return (prefix && BRAND_OF_PREFIX[prefix]) || null
}

/** The SQL condition "the brand's sites carry product `p`" (always true without a brand), with its parameters. */
export function carriedBySql(brand: SiteBrand | null, alias = 'p'): { sql: string; params: string[] } {
  if (!brand) return { sql: '1 = 1', params: [] }
  return { sql: `(' ' || ${alias}.brands || ' ') LIKE ?`, params: [`% ${brand} %`] }
}

/** True when the brand's sites carry a product whose `brands` column is given (always true without a brand). */
export function carries(brand: SiteBrand | null, brands: string | null | undefined): boolean {
  return !brand || (brands ?? '').split(' ').includes(brand)
}
