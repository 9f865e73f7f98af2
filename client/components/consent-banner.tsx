/**
 * The shop's own consent banner (decision 060), on EMEA sites until the shopper has chosen, where no consent vendor
 * is configured. Rendered right after the skip link, so the keyboard reaches it first, and fixed to the bottom of
 * the viewport, so it takes no space from the page (nothing moves when it goes). A plain form posted to the
 * preference centre (decision 074): it works without JavaScript, and a choice comes back to the page without it.
 */
import { privacyChoicesPath } from '../../shared/routes'
import { useShop } from '../i18n'

export function ConsentBanner({ returnTo }: { returnTo: string | null }) {
  const { t } = useShop()
  const locale = t.locale.code
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-consent-banner="">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {t.t('consent.banner.title')}
          </h2>
          <p>{t.t('consent.banner.text')}</p>
        </div>
        <form method="post" action={privacyChoicesPath(locale)} className="consent-banner__actions">
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <button type="submit" name="action" value="accept-all" className="button consent-banner__button">
            {t.t('consent.acceptAll')}
          </button>
          <button type="submit" name="action" value="reject-all" className="button consent-banner__button">
            {t.t('consent.rejectAll')}
          </button>
          <a href={privacyChoicesPath(locale)} className="consent-banner__manage">
            {t.t('consent.manage')}
          </a>
        </form>
      </div>
    </section>
  )
}
