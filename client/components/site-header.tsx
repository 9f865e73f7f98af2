import type { Menu } from '../../shared/content'
import { accountPath, cartPath, homePath, searchPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { MiniCart } from '../islands/mini-cart'
import { SearchBox } from '../islands/search-box'
import { BrandLogo } from './brand-logo'
import { MegaMenu } from './mega-menu'

export function SiteHeader({
  menu,
  searchQuery,
  bagCount,
}: {
  menu: Menu
  searchQuery?: string
  /** The bag's count as the session knows it; null when it does not. */
  bagCount: number | null
}) {
  const { t, brand, features } = useShop()
  const locale = t.locale.code
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a
          className="site-header__logo"
          href={homePath(locale)}
          aria-label={t.t('site.homeLink', { brand: brand.name })}
        >
          <BrandLogo brand={brand} />
        </a>
        <Island
          name="search-box"
          component={SearchBox}
          props={{
            locale,
            action: searchPath(locale),
            initialQuery: searchQuery ?? '',
            pluralLocale: t.locale.bcp47,
            labels: {
              label: t.t('search.label'),
              placeholder: t.t('search.placeholder'),
              submit: t.t('search.submit'),
              suggestions: t.t('search.suggestions'),
              terms: t.t('search.suggestTerms'),
              categories: t.t('search.suggestCategories'),
              products: t.t('search.suggestProducts'),
              countOne: t.t('search.suggestCount_one'),
              countOther: t.t('search.suggestCount_other'),
            },
          }}
        />
        <div className="site-header__actions">
          {features.favorites ? (
            <a className="site-header__account" href={`/${locale}/favorites`}>
              {t.t('favorites.link')}
            </a>
          ) : null}
          <a className="site-header__account" href={accountPath(locale)}>
            {t.t('account.link')}
          </a>
          <Island
            name="mini-cart"
            component={MiniCart}
            props={{
              href: cartPath(locale),
              label: t.t('cart.link'),
              countLabelOne: t.t('cart.count_one'),
              countLabelOther: t.t('cart.count_other'),
              pluralLocale: t.locale.bcp47,
              locale,
              initialCount: bagCount,
            }}
          />
        </div>
      </div>
      <MegaMenu menu={menu} />
    </header>
  )
}
