/**
 * The main navigation. The menu itself is the `mega-menu` island (client/islands/mega-menu.tsx): every entry is
 * a real link and its panels open by CSS alone until it hydrates, so navigation works without JavaScript. This
 * component gives it the words it needs in the page's language.
 */
import type { Menu } from '../../shared/content'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { MegaMenuNav } from '../islands/mega-menu'

export function MegaMenu({ menu }: { menu: Menu }) {
  const { t } = useShop()
  if (menu.items.length === 0) return null
  return (
    <nav className="mega-menu" aria-label={t.t('site.mainNavigation')}>
      <Island
        name="mega-menu"
        component={MegaMenuNav}
        props={{
          id: 'mega-menu',
          menu,
          labels: {
            toggle: t.t('menu.toggle'),
            close: t.t('menu.closePanel'),
            shopAll: t.t('menu.shopAll'),
            menu: t.t('menu.open'),
          },
        }}
      />
    </nav>
  )
}
