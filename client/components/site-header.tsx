import type { Menu } from '../../shared/content'
import { accountPath, cartPath, homePath, searchPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { MiniCart } from '../islands/mini-cart'
import { BrandLogo } from './brand-logo'
import { MegaMenu } from './mega-menu'

export function SiteHeader({ menu, searchQuery }: { menu: Menu; searchQuery?: string }) {
  const { t, brand } = useShop()
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
        <search className="site-search">
          <form action={searchPath(locale)} method="get">
            <label htmlFor="site-search-input" className="visually-hidden">
              {t.t('search.label')}
            </label>
            <input
              id="site-search-input"
              name="q"
              type="search"
              placeholder={t.t('search.placeholder')}
              defaultValue={searchQuery}
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit">{t.t('search.submit')}</button>
          </form>
        </search>
        <div className="site-header__actions">
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
            }}
          />
        </div>
      </div>
      <MegaMenu menu={menu} />
    </header>
  )
}
