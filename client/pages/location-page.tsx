/**
 * The location selector (`/{locale}/location`, spec 1 §1): the brand's countries by region, each with its
 * languages, as the buttons of one plain form. The choice is kept, and the shopper goes on to the page they came
 * from in the locale chosen. It works without JavaScript.
 */
import type { MessageKey } from '../../shared/i18n/i18n'
import { LOCALES, type LocationSelectorRegion } from '../../shared/i18n/locales'
import { localeName } from '../../shared/i18n/location'
import { Breadcrumb } from '../components/breadcrumb'
import { FieldError } from '../components/field-error'
import { useShop } from '../i18n'

export interface LocationPageProps {
  /** Where the form posts. */
  action: string
  /** The page the shopper goes on to, in the locale they choose. */
  returnTo: string
  regions: LocationSelectorRegion[]
  /** Why a choice was refused. */
  refusal: string | null
}

/** The regions the shop names; any other the service adds is named as more countries. */
const REGION_NAMES: Partial<Record<string, MessageKey>> = {
  NA: 'location.region.NA',
  EMEA: 'location.region.EMEA',
}

export function LocationPage({ action, returnTo, regions, refusal }: LocationPageProps) {
  const { t } = useShop()
  const current = t.locale.code
  return (
    <div className="location-page">
      <Breadcrumb trail={[]} current={t.t('location.title')} />
      <h1>{t.t('location.title')}</h1>
      <p className="location-page__intro">{t.t('location.intro')}</p>
      <form method="post" action={action} className="location-page__form">
        <input type="hidden" name="returnTo" value={returnTo} />
        <FieldError id="location-error" message={refusal} />
        {regions.map((region) => (
          <section
            key={region.id}
            className="location-page__region"
            aria-labelledby={`location-${region.id}`}
          >
            <h2 id={`location-${region.id}`}>{t.t(REGION_NAMES[region.id] ?? 'location.region.other')}</h2>
            <ul className="location-page__countries">
              {region.countries.flatMap((country) =>
                country.locales.map((code) => (
                  <li key={code}>
                    <button
                      type="submit"
                      name="locale"
                      value={code}
                      lang={LOCALES[code]?.bcp47}
                      className="location-page__choice"
                      aria-current={code === current ? 'true' : undefined}
                      aria-describedby={refusal ? 'location-error' : undefined}
                    >
                      {localeName(code)}
                    </button>
                  </li>
                )),
              )}
            </ul>
          </section>
        ))}
      </form>
    </div>
  )
}
