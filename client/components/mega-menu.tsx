/**
 * The main navigation. Every entry is a real link, so it works without JavaScript; each department's panel
 * opens on hover and on keyboard focus inside it (CSS `:focus-within`), and its disclosure button names the
 * panel for screen readers.
 */
import type { CSSProperties } from 'react'
import type { Menu, MenuItem } from '../../shared/content'
import { useShop } from '../i18n'

function MenuPanel({ item, panelId }: { item: MenuItem; panelId: string }) {
  const { t } = useShop()
  const shopAllText = item.shopAll.text ?? t.t('menu.shopAll', { title: item.title })
  const shopAllClass = [
    'mega-menu__shop-all',
    item.shopAll.hideOnLarge ? 'hide-lg' : '',
    item.shopAll.hideOnSmall ? 'hide-sm' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="mega-menu__panel" id={panelId}>
      {item.url ? (
        <a className={shopAllClass} href={item.url}>
          {shopAllText}
        </a>
      ) : null}
      <div className="mega-menu__columns" style={{ '--columns': item.columns.length } as CSSProperties}>
        {item.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: -- columns have no id of their own and never reorder
          <div className="mega-menu__column" key={index}>
            {column.map((section) => (
              <section
                key={section.id}
                className="mega-menu__section"
                aria-labelledby={`${section.id}-title`}
              >
                <h3 id={`${section.id}-title`} className="mega-menu__section-title">
                  {section.url ? <a href={section.url}>{section.title}</a> : section.title}
                </h3>
                {section.links.length > 0 ? (
                  <ul>
                    {section.links.map((link) => (
                      <li key={link.id}>
                        <a href={link.url} className={link.featured ? 'is-featured' : undefined}>
                          {link.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        ))}
        {item.banner ? (
          <a className="mega-menu__banner" href={item.banner.url}>
            <img
              src={item.banner.media.url}
              alt={item.banner.media.alt}
              width={item.banner.media.width}
              height={item.banner.media.height}
              loading="lazy"
            />
            <span>{item.banner.title}</span>
          </a>
        ) : null}
      </div>
    </div>
  )
}

export function MegaMenu({ menu }: { menu: Menu }) {
  const { t } = useShop()
  if (menu.items.length === 0) return null
  return (
    <nav className="mega-menu" aria-label={t.t('site.mainNavigation')}>
      <ul className="mega-menu__bar">
        {menu.items.map((item) => {
          const panelId = `panel-${item.id}`
          const hasPanel = item.columns.length > 0
          return (
            <li key={item.id} className={hasPanel ? 'mega-menu__item has-panel' : 'mega-menu__item'}>
              {item.url ? (
                <a className="mega-menu__link" href={item.url}>
                  {item.title}
                </a>
              ) : (
                <span className="mega-menu__link">{item.title}</span>
              )}
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded="false"
                    aria-controls={panelId}
                  >
                    <span className="visually-hidden">{`${t.t('menu.toggle')} ${item.title}`}</span>
                    <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6" focusable="false">
                      <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  </button>
                  <MenuPanel item={item} panelId={panelId} />
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
