/**
 * A loyalty member's welcome offer (spec 1 §3 `GET /loyalty/promo/welcome`): the discount, its code and until when,
 * in the shop's language. Shown in the account's loyalty section and at the enrolment flow's welcome step.
 */
import { useShop } from '../i18n'

export interface WelcomeOfferView {
  couponCode?: string | null
  discountPercent?: number | null
  validUntil?: string | null
}

/** A `YYYY-MM-DD` date in the shop's language (as written, if it is not one). */
function dateOf(value: string, bcp47: string): string {
  const time = Date.parse(`${value.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(time)
    ? value
    : new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(time)
}

export function WelcomeOffer({ offer, id }: { offer: WelcomeOfferView; id: string }) {
  const { t } = useShop()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t.t('loyalty.welcome.title')}</h2>
      <p>
        {t.t('loyalty.welcome.text', {
          percent: String(offer.discountPercent ?? ''),
          code: offer.couponCode ?? '',
        })}
        {offer.validUntil
          ? ` ${t.t('loyalty.welcome.until', { date: dateOf(offer.validUntil, t.locale.bcp47) })}`
          : null}
      </p>
    </section>
  )
}
