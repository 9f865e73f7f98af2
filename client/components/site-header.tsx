import type { ReactNode } from 'react'
import type { Link, Menu } from '../../shared/content/content'
import {
  accountPath,
  cartPath,
  contentPath,
  forgotPasswordPath,
  homePath,
  searchPath,
  signUpPath,
} from '../../shared/routes'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { MiniCart } from '../islands/mini-cart'
import { SearchBox } from '../islands/search-box'
import { SignInLink } from '../islands/sign-in-link'
import { BrandLogo } from './brand-logo'
import { MegaMenu } from './mega-menu'

/** The header's search: its box holds the query of the results shown. */
export function HeaderSearch({ searchQuery }: { searchQuery?: string }) {
  const { t } = useShop()
  const locale = t.locale.code
  return (
    <Island
      name="search-box"
      component={SearchBox}
      props={{ locale, action: searchPath(locale), initialQuery: searchQuery ?? '' }}
    />
  )
}

/**
 * The header's account link: a guest's opens the sign-in (or simplified enrolment) dialog with JavaScript; a
 * signed-in shopper's greets them by their first name, so signing in shows at once.
 */
export function HeaderAccount({
  signInDialog = null,
  signedInAs = null,
}: {
  signInDialog?: { simplified: boolean } | null
  signedInAs?: string | null
}) {
  const { t } = useShop()
  const locale = t.locale.code
  return signInDialog ? (
    <Island
      name="sign-in-link"
      component={SignInLink}
      wordParts={[signInDialog.simplified ? 'enrol' : 'signIn']}
      props={{
        href: accountPath(locale),
        className: 'site-header__account site-header__person',
        dialog: {
          locale,
          simplified: signInDialog.simplified,
          forgotPasswordHref: forgotPasswordPath(locale),
          signUpHref: signUpPath(locale),
          termsHref: contentPath(locale, 'sale-terms'),
          privacyHref: contentPath(locale, 'privacy'),
        },
      }}
    />
  ) : (
    <a className="site-header__account site-header__person" href={accountPath(locale)}>
      {signedInAs ? (
        <>
          {t.t('account.headerGreeting', { name: signedInAs })}
          <span className="visually-hidden">{` (${t.t('account.link')})`}</span>
        </>
      ) : (
        t.t('account.link')
      )}
    </a>
  )
}

/** The header's bag link with the bag's count as the session knows it (null when it does not). */
export function HeaderBag({ count }: { count: number | null }) {
  const { t } = useShop()
  const locale = t.locale.code
  return (
    <Island
      name="mini-cart"
      component={MiniCart}
      props={{ href: cartPath(locale), locale, initialCount: count }}
    />
  )
}

/**
 * The site's header. Its search, account link and bag are the shopper's own and come as rendered parts
 * (`HeaderSearch`, `HeaderAccount`, `HeaderBag`): the rest is the same for every shopper of a brand, locale and
 * content version, which the worker renders once and keeps (worker/render/shell-cache.tsx).
 */
export function SiteHeader({
  menu,
  utility = [],
  search,
  account,
  bag,
}: {
  menu: Menu
  /** The shop's utility links (find a store, order status, help), under the page's locale. */
  utility?: readonly Link[]
  search: ReactNode
  account: ReactNode
  bag: ReactNode
}) {
  const { t, brand, flags } = useShop()
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
        {search}
        <div className="site-header__actions">
          {flags.allowFavorites ? (
            <a className="site-header__account site-header__favorites" href={`/${locale}/favorites`}>
              {t.t('favorites.link')}
            </a>
          ) : null}
          {account}
          {bag}
        </div>
      </div>
      {/* "Shop all" in the phone menu: where the menu document offers it, for shoppers the flag keeps it on for. */}
      <MegaMenu
        menu={{ ...menu, mobileShopAll: (menu.mobileShopAll ?? false) && flags.mobileShopAll }}
        utility={utility}
      />
      {/* After the menu in reading order, shown above the bar on a wide screen (site-header.css); a phone's header
          keeps its one row (decision 055) and has them in its menu, when there is a menu to hold them. */}
      {utility.length > 0 ? (
        <nav
          className={`site-header__utility${menu.items.length > 0 ? ' site-header__utility--wide' : ''}`}
          aria-label={t.t('site.utilityNavigation')}
        >
          <ul>
            {utility.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
