import type { ReactNode } from 'react'
import type { Footer, SocialLink } from '../../shared/content/content'
import { LOCALES } from '../../shared/i18n/locales'
import { localeName } from '../../shared/i18n/location'
import { locationPath, privacyChoicesPath, swapLocale } from '../../shared/routes'
import { ContentLink } from '../blocks/parts'
import { useShop } from '../i18n'

export interface SiteFooterProps {
  footer: Footer
  /** The brand's pages on social networks (the front-end service's footer component). */
  social?: readonly SocialLink[]
  /** The column of the page in the brand's other languages (`FooterLocales`), rendered for the page. */
  locales: ReactNode
  /** The consent vendor's script is on the page: its settings button stands in for the preference centre link. */
  consentVendor?: boolean
  /** The year the copyright runs to: this year. */
  year: number
}

/** The footer's column of the same page in each language the brand speaks, and the way to another location. */
export function FooterLocales({ pathname }: { pathname: string }) {
  const { t, brand } = useShop()
  return (
    <section className="site-footer__column">
      <h2>{t.t('site.localeSwitcher')}</h2>
      <ul className="site-footer__locales">
        {brand.locales.map((code) => (
          <li key={code}>
            <a
              href={swapLocale(pathname, code)}
              hrefLang={LOCALES[code]?.bcp47}
              lang={LOCALES[code]?.bcp47}
              aria-current={code === t.locale.code ? 'true' : undefined}
            >
              {localeName(code)}
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__location">
        <a href={`${locationPath(t.locale.code)}?${new URLSearchParams({ returnTo: pathname })}`}>
          {t.t('location.change')}
        </a>
      </p>
    </section>
  )
}

/**
 * The site's footer. Its language column links the page itself and comes rendered for it (`FooterLocales`); the
 * rest is the same on every page of a brand, locale and content version (worker/render/shell-cache.tsx).
 */
export function SiteFooter({ footer, social = [], locales, consentVendor = false, year }: SiteFooterProps) {
  const { t, brand } = useShop()
  return (
    <footer className="site-footer">
      <nav className="site-footer__columns" aria-label={t.t('site.footerNavigation')}>
        {footer.columns.map((column) => (
          <section key={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <ContentLink link={link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {social.length > 0 ? (
          <section className="site-footer__column">
            <h2>{t.t('footer.followUs')}</h2>
            <ul>
              {social.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.network}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {locales}
      </nav>
      <div className="site-footer__legal">
        <ul>
          {footer.legal.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
          <li>
            {consentVendor ? (
              // OneTrust opens its preference centre from any element with this class (decision 060).
              <button type="button" id="ot-sdk-btn" className="ot-sdk-show-settings site-footer__consent">
                {t.t('consent.footerLink')}
              </button>
            ) : (
              <a href={privacyChoicesPath(t.locale.code)}>{t.t('consent.footerLink')}</a>
            )}
          </li>
        </ul>
        {footer.note ? <p>{footer.note}</p> : null}
        <p>{t.t('footer.copyright', { year, brand: brand.name })}</p>
      </div>
    </footer>
  )
}
