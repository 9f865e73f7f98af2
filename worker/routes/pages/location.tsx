/**
 * `/{locale}/location`, a shop page among content slugs (decision 008): the location selector (spec 1 §1), the
 * regions, countries and languages of the frontend service's selector among the brand's locales. When the service
 * cannot say, the brand's own locales stand in, by region. Its form (worker/routes/forms/location.ts) keeps the choice.
 */
import { LocationPage } from '../../../client/pages/location-page'
import { LOCALES, type LocationSelectorRegion } from '../../../shared/i18n/locales'
import { safeReturnPath } from '../../../shared/return-path'
import { homePath, locationPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'

/** The selector's regions among the brand's locales; the brand's own, by region, where the service gave none. */
export function brandRegions(
  regions: LocationSelectorRegion[],
  locales: readonly string[],
): LocationSelectorRegion[] {
  const served = regions
    .map((region) => ({
      id: region.id,
      countries: region.countries
        .map((country) => ({
          code: country.code,
          locales: country.locales.filter((code) => locales.includes(code)),
        }))
        .filter((country) => country.locales.length > 0),
    }))
    .filter((region) => region.countries.length > 0)
  if (served.length > 0) return served
  const byRegion = new Map<string, LocationSelectorRegion>()
  for (const code of locales) {
    const info = LOCALES[code]
    if (!info) continue
    const region = byRegion.get(info.region) ?? { id: info.region, countries: [] }
    const country = region.countries.find((entry) => entry.code === info.country)
    if (country) country.locales.push(code)
    else region.countries.push({ code: info.country, locales: [code] })
    byRegion.set(info.region, region)
  }
  return [...byRegion.values()]
}

/** The selector, and after a refused choice why; `returnTo` is the posted one then, else the address's. */
export async function locationRoute(
  c: AppContext,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
  posted?: string,
): Promise<Response> {
  const { t, locale, brand } = c.var
  const [chrome, regions] = await Promise.all([
    loadChrome(c),
    optional(c, 'location selector', c.var.services.frontend.getLocationSelector(), []),
  ])
  const path = locationPath(locale.code)
  const returnTo = safeReturnPath(posted ?? c.req.query('returnTo')) ?? homePath(locale.code)
  return renderPage(c, {
    head: {
      title: t.t('location.title'),
      description: t.t('location.intro'),
      canonicalPath: path,
      indexable: false,
      pageType: 'other',
    },
    // The page is the confirmation's "choose": the bar would only repeat it.
    chrome: { ...chrome, location: null },
    page: (
      <LocationPage
        action={path}
        returnTo={returnTo}
        regions={brandRegions(regions, brand.locales)}
        refusal={refusal}
      />
    ),
    status,
  })
}
