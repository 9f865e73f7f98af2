/**
 * The main navigation (spec 3 §2.7), rendered on the server once for both layouts: a desktop bar whose departments
 * open a mega panel, and below large screens the same tree as an accordion. Every entry is a real link: without
 * JavaScript the desktop panels open on hover and on keyboard focus (CSS `:hover` / `:focus-within`) and the
 * accordion is made of `<details>`. The
 * `mega-menu` island (client/islands/mega-menu.tsx) adds the disclosure behaviour to this markup without
 * re-rendering it, so the menu's data is not repeated in the page as island props.
 */
import type { CSSProperties } from 'react'
import type {
  Link,
  Menu,
  MenuBanner,
  MenuIcon,
  MenuItem,
  MenuSection,
  MenuShopAll,
  VisualSelector,
} from '../../shared/content/content'
import { ContentLink, Icon } from '../blocks/parts'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { MegaMenuBehaviour } from '../islands/mega-menu'

interface MegaMenuLabels {
  /** The toggle's name is this text and the department's title ('mega menu toggle Men'). */
  toggle: string
  /** The panel's close button, with `{title}` for the department. */
  close: string
  /** 'shop all {title}'. */
  shopAll: string
  /** The mobile menu's summary. */
  menu: string
}

const fill = (template: string, title: string) => template.replace('{title}', title)
const classes = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ')
const idOf = (prefix: string, ...parts: string[]) => [prefix, ...parts].join('-').replace(/[^\w-]/g, '_')

function MenuLabel({ title, icon }: { title: string; icon?: MenuIcon | null }) {
  if (!icon) return <>{title}</>
  return (
    <>
      <Icon name={icon.name} />
      <span className={icon.titleHidden ? 'visually-hidden' : undefined}>{title}</span>
    </>
  )
}

function shopAllClass(base: string, shopAll: MenuShopAll) {
  return classes(base, shopAll.hideOnSmall && 'hide-sm', shopAll.hideOnLarge && 'hide-lg')
}

/**
 * What the phone's accordion reports of each expand and collapse: the island reads these attributes, and the
 * entry's title from its summary.
 */
const report = (level: 1 | 2, entry: { id: string }) => ({
  'data-menu-level': level,
  'data-menu-id': entry.id,
})

function SectionBlock({
  section,
  labels,
  shopAll,
}: {
  section: MenuSection
  labels: MegaMenuLabels
  /** Whether the phone's accordion starts the section's links with its "shop all" link. */
  shopAll: boolean
}) {
  const showShopAll = shopAll && section.url && !section.shopAll?.hideOnSmall
  return (
    // Not a named region: a menu of twenty landmarks would be noise to a screen reader's list of them.
    <section className="mega-menu__section">
      <h3 className={classes('mega-menu__section-title', section.featured && 'is-featured')}>
        {section.url ? (
          <a href={section.url}>
            <MenuLabel title={section.title} icon={section.icon} />
          </a>
        ) : (
          <MenuLabel title={section.title} icon={section.icon} />
        )}
      </h3>
      {section.links.length > 0 ? (
        // On a large screen the summary is hidden and the links always show (mega-menu.css).
        <details className="mega-menu-mobile__section" {...report(2, section)}>
          <summary className={classes('mega-menu-mobile__summary', section.featured && 'is-featured')}>
            <MenuLabel title={section.title} icon={section.icon} />
          </summary>
          <ul className="mega-menu__links">
            {showShopAll ? (
              <li>
                <a className="mega-menu-mobile__shop-all" href={section.url ?? undefined}>
                  {section.shopAll?.text ?? fill(labels.shopAll, section.title)}
                </a>
              </li>
            ) : null}
            {section.links.map((link) => (
              <li key={link.id}>
                <a href={link.url} className={link.featured ? 'is-featured' : undefined}>
                  <MenuLabel title={link.title} icon={link.icon} />
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}

function Banner({ banner, titleId }: { banner: MenuBanner; titleId: string }) {
  if (banner.kind === 'multi-link') {
    return (
      <div className={classes('mega-menu-card', banner.alignment === 'center' && 'is-centered')}>
        {banner.media ? (
          <img
            className="mega-menu-card__image"
            src={banner.media.url}
            alt=""
            width={banner.media.width}
            height={banner.media.height}
            loading="lazy"
          />
        ) : null}
        <div className="mega-menu-card__body">
          {banner.title ? (
            <h3
              id={titleId}
              className={classes('mega-menu-card__title', banner.titleStyle && `is-${banner.titleStyle}`)}
            >
              {banner.titleUrl ? <a href={banner.titleUrl}>{banner.title}</a> : banner.title}
            </h3>
          ) : null}
          <ul className="mega-menu-card__links" aria-labelledby={banner.title ? titleId : undefined}>
            {banner.links.map((link) => (
              <li key={`${link.url} ${link.text}`}>
                <ContentLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    )
  }
  return (
    <a className="mega-menu__banner" href={banner.url}>
      <img
        src={banner.media.url}
        alt={banner.media.alt}
        width={banner.media.width}
        height={banner.media.height}
        loading="lazy"
      />
      <span>{banner.title}</span>
    </a>
  )
}

function VisualSelectors({
  selectors,
  title,
  titleId,
}: {
  selectors: VisualSelector[]
  title: string | null
  titleId: string
}) {
  return (
    <div className="mega-menu__selectors">
      {title ? (
        <h3 id={titleId} className="mega-menu__selectors-title">
          {title}
        </h3>
      ) : null}
      <ul className="visual-selectors" aria-labelledby={title ? titleId : undefined}>
        {selectors.map((selector) => (
          <li key={selector.id} className="visual-selector">
            <a href={selector.url}>
              <img
                className="visual-selector__image"
                src={selector.media.url}
                alt={selector.media.alt}
                title={selector.seoTitle ?? undefined}
                width={selector.media.width}
                height={selector.media.height}
                loading="lazy"
              />
              <span className="visual-selector__caption">{selector.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface PanelProps {
  item: MenuItem
  panelId: string
  labels: MegaMenuLabels
  /** Whether the phone's accordion offers each section's "shop all" link. */
  sectionShopAll: boolean
}

function Panel({ item, panelId, labels, sectionShopAll }: PanelProps) {
  const selectors = item.visualSelectors ?? []
  return (
    <div className="mega-menu__panel" id={panelId}>
      <div className="mega-menu__panel-head">
        {item.url ? (
          <a className={shopAllClass('mega-menu__shop-all', item.shopAll)} href={item.url}>
            {item.shopAll.text ?? fill(labels.shopAll, item.title)}
          </a>
        ) : null}
        {/* The close button only works with JavaScript: the island shows it. Without it, moving away closes. */}
        <button type="button" className="mega-menu__close" hidden>
          {/* Its cross is drawn by the stylesheet, once for every panel. */}
          <span className="visually-hidden">{fill(labels.close, item.title)}</span>
        </button>
      </div>
      <div
        className={classes('mega-menu__columns', item.banner && 'has-banner')}
        style={{ '--columns': Math.max(item.columns.length, 1) } as CSSProperties}
      >
        {item.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: -- columns have no id of their own and never reorder
          <div className="mega-menu__column" key={index}>
            {column.map((section) => (
              <SectionBlock key={section.id} section={section} labels={labels} shopAll={sectionShopAll} />
            ))}
          </div>
        ))}
        {item.banner ? (
          <div className="mega-menu__column mega-menu__column--banner">
            <Banner banner={item.banner} titleId={idOf(panelId, 'banner-title')} />
          </div>
        ) : null}
      </div>
      {selectors.length > 0 ? (
        <VisualSelectors
          selectors={selectors}
          title={item.visualSelectorsTitle ?? null}
          titleId={idOf(panelId, 'selectors-title')}
        />
      ) : null}
    </div>
  )
}

/**
 * The menu's markup, one tree for both layouts, with the behaviour island inside its root. Below large screens the
 * root, each department and each section are `<details>` (an accordion that works without JavaScript); from 64rem
 * their summaries are hidden and their content always shows (`::details-content`), the bar's departments open
 * their panels instead (mega-menu.css).
 */
function MegaMenuMarkup({
  id,
  menu,
  labels,
  utility,
}: {
  id: string
  menu: Menu
  labels: MegaMenuLabels
  utility: readonly Link[]
}) {
  const clickToOpen = menu.clickToOpen ?? false
  const toggleId = (item: MenuItem) => idOf(id, item.id, 'toggle')
  const panelId = (item: MenuItem) => idOf(id, item.id, 'panel')
  return (
    <div id={id} className="mega-menu__root" data-click-to-open={clickToOpen ? 'true' : undefined}>
      <details className="mega-menu-mobile" id={idOf(id, 'mobile')}>
        <summary className="mega-menu-mobile__toggle">
          <span className="visually-hidden">{labels.menu}</span>
        </summary>
        <ul className="mega-menu__bar">
          {menu.items.map((item) => {
            const hasPanel = item.columns.length > 0
            const label = <MenuLabel title={item.title} icon={item.icon} />
            const linkClass = classes('mega-menu__link', item.featured && 'is-featured')
            return (
              <li key={item.id} className={classes('mega-menu__item', hasPanel && 'has-panel')}>
                {item.url ? (
                  <a className={linkClass} href={item.url}>
                    {label}
                  </a>
                ) : (
                  <span className={linkClass}>{label}</span>
                )}
                {hasPanel ? (
                  <>
                    <button
                      type="button"
                      id={toggleId(item)}
                      className="mega-menu__toggle"
                      aria-expanded="false"
                      aria-controls={panelId(item)}
                    >
                      {/* Its chevron is drawn by the stylesheet. */}
                      <span className="visually-hidden">{`${labels.toggle} ${item.title}`}</span>
                    </button>
                    <details className="mega-menu-mobile__group" {...report(1, item)}>
                      <summary
                        className={classes('mega-menu-mobile__summary', item.featured && 'is-featured')}
                      >
                        {label}
                      </summary>
                      <Panel
                        item={item}
                        panelId={panelId(item)}
                        labels={labels}
                        sectionShopAll={menu.mobileShopAll ?? false}
                      />
                    </details>
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
        {/* The shop's utility links, in the phone menu only: a wide header shows them above its bar. */}
        {utility.length > 0 ? (
          <ul className="mega-menu-mobile__utility">
            {utility.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </details>
      <Island
        name="mega-menu"
        component={MegaMenuBehaviour}
        props={{ rootId: id, clickToOpen }}
        reach="parent"
      />
    </div>
  )
}

export function MegaMenu({ menu, utility = [] }: { menu: Menu; utility?: readonly Link[] }) {
  const { t } = useShop()
  if (menu.items.length === 0) return null
  return (
    <nav className="mega-menu" aria-label={t.t('site.mainNavigation')}>
      <MegaMenuMarkup
        id="mega-menu"
        menu={menu}
        utility={utility}
        labels={{
          toggle: t.t('menu.toggle'),
          close: t.t('menu.closePanel'),
          shopAll: t.t('menu.shopAll'),
          menu: t.t('menu.open'),
        }}
      />
    </nav>
  )
}
