/**
 * From the front-end service's wire shapes to `shared/catalogue/catalogue.ts`, `shared/content/content.ts` and
 * `shared/i18n/locales.ts`.
 */
import type { Collection, ProductComparison, SizeChart } from '../../../shared/catalogue/catalogue'
import type { Link, SocialLink, StaticPage } from '../../../shared/content/content'
import type { LocationSelectorRegion } from '../../../shared/i18n/locales'
import type {
  FrontendCollections,
  FrontendCompare,
  FrontendFooter,
  FrontendLocationSelector,
  FrontendSearch,
  FrontendSizeChart,
  FrontendStaticPage,
  FrontendUtility,
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

/** A path the service gives under the shop's locale: one of the shop's own, never another host's. */
const localPath = (localePath: string, url: string): string | null =>
  /^\/(?!\/)[\w\-./?=&%]*$/.test(url) ? `${localePath}${url === '/' ? '' : url}` : null

export const reshapeUtility = (doc: FrontendUtility, localePath: string): Link[] =>
  doc.links.flatMap((link) => {
    const url = localPath(localePath, link.url)
    return url && link.text.trim() ? [{ text: link.text.trim(), url }] : []
  })

/** Only the networks' own https pages: a link in the footer never leads to a script or a plain-http page. */
export const reshapeSocial = (doc: FrontendFooter): SocialLink[] =>
  doc.social.filter((link) => link.network.trim() && /^https:\/\/[^\s/]+\/\S*$/.test(link.url))

export const reshapeSearchTerms = (doc: FrontendSearch): string[] =>
  doc.popular.map((entry) => entry.term.trim()).filter(Boolean)

export const reshapeStaticPage = (doc: FrontendStaticPage): StaticPage => ({
  name: doc.name,
  title: doc.title,
  updated: doc.updated && /^\d{4}-\d{2}-\d{2}/.test(doc.updated) ? doc.updated.slice(0, 10) : null,
  sections: doc.sections.map((section) => ({
    heading: section.heading,
    paragraphs: section.paragraphs.filter((paragraph) => paragraph.trim()),
  })),
})
