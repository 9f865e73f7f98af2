/** From the front-end service's wire shapes to `shared/catalogue/catalogue.ts` and `shared/i18n/locales.ts`. */
import type { Collection, ProductComparison, SizeChart } from '../../../shared/catalogue/catalogue'
import type { LocationSelectorRegion } from '../../../shared/i18n/locales'
import type {
  FrontendCollections,
  FrontendCompare,
  FrontendLocationSelector,
  FrontendSizeChart,
} from './schemas'

export const reshapeSizeChart = (chart: FrontendSizeChart): SizeChart => ({
  productType: chart.productType,
  unit: chart.unit,
  columns: chart.columns,
  rows: chart.rows,
})

/** The comparison as sent: each product keeps every field, since the attributes' values are fields. */
export const reshapeComparison = (doc: FrontendCompare): ProductComparison => ({
  attributes: doc.attributes,
  products: doc.products.map((product) => ({ ...product })),
})

export const reshapeCollections = (doc: FrontendCollections): Collection[] =>
  doc.collections.map((collection) => ({
    id: collection.id,
    title: collection.title,
    categoryId: collection.categoryId,
  }))

export const reshapeLocationRegions = (doc: FrontendLocationSelector): LocationSelectorRegion[] =>
  doc.regions.map((region) => ({
    id: region.id,
    countries: region.countries.map((country) => ({ code: country.code, locales: country.locales })),
  }))
