/**
 * Products to suggest where a page has none of its own: an empty bag, no favourites, nothing compared, a search
 * that found nothing. The catalogue's recommendations without a product (the shop's best-loved); none when the
 * catalogue cannot say in time, and the page is the same without them.
 */
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import type { AppContext } from '../types'
import { optional } from './deferred'

export const SUGGESTION_COUNT = 4

export const suggestedProducts = (c: AppContext): Promise<ProductSummary[]> =>
  optional(
    c,
    'suggested products',
    c.var.services.catalogue.getRecommendations(null, 'empty-state', SUGGESTION_COUNT),
    [],
  )
