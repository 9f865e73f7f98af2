import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShopProvider } from '../../client/i18n'
import { LocationPage } from '../../client/pages/location-page'
import { DEFAULT_BRAND } from '../../shared/brands'
import { LOCALES } from '../../shared/i18n/locales'
import { NO_EXPERIMENTS, NO_FEATURES } from '../../shared/personalization/flags'
import { translatorOf } from '../fixtures/translator'

const render = (regions: { id: string; countries: { code: string; locales: string[] }[] }[]) =>
  renderToString(
    <ShopProvider
      value={{
        brand: DEFAULT_BRAND,
        t: translatorOf(LOCALES['en-us'] as NonNullable<(typeof LOCALES)[string]>),
        siteId: 'KST-US',
        flags: NO_FEATURES,
        experiments: NO_EXPERIMENTS,
      }}
    >
      <LocationPage action="/en-us/location" returnTo="/en-us" regions={regions} refusal={null} />
    </ShopProvider>,
  )

describe('the location selector', () => {
  it('names the regions it knows, and any other the frontend service adds as more countries, never by a key', () => {
    const html = render([
      { id: 'NA', countries: [{ code: 'US', locales: ['en-us'] }] },
      { id: 'APAC', countries: [{ code: 'GB', locales: ['en-gb'] }] },
    ])
    expect(html).toContain('>North America</h2>')
    expect(html).toContain('>More countries</h2>')
    expect(html).not.toContain('location.region')
  })
})
