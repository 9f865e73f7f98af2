/**
 * The main navigation (spec 3 §2.7): a desktop bar whose departments open a mega panel, and below large screens
 * an accordion. Server-rendered, every entry is a real link: without JavaScript the desktop panels open on hover
 * and on keyboard focus (CSS `:hover` / `:focus-within`) and the accordion is made of `<details>`.
 *
 * Hydrated, the desktop bar follows the WAI-ARIA disclosure navigation pattern: each department has a visually
 * hidden toggle button (`aria-expanded`, `aria-controls`); a panel opens on hover (or, with the click-trigger
 * setting, on a click of the department) and by its toggle, and closes on Escape (focus goes back to the
 * toggle), on its close button, when the pointer or the focus leaves it, and on a route change. The accordion's
 * expands and collapses are reported to analytics.
 */
import {
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type {
  Menu,
  MenuBanner,
  MenuIcon,
  MenuItem,
  MenuSection,
  MenuShopAll,
  VisualSelector,
} from '../../shared/content'
import { Icon } from '../blocks/parts'
import { type MenuEventSink, recordMenuToggle } from '../state/analytics'

export interface MegaMenuLabels {
  /** The toggle's name is this text and the department's title ('mega menu toggle Men'). */
  toggle: string
  /** The panel's close button, with `{title}` for the department. */
  close: string
  /** 'shop all {title}'. */
  shopAll: string
  /** The mobile menu's summary. */
  menu: string
}

export interface MegaMenuProps {
  /** Prefix of every element id: ids come from props, because an island hydrates as a root of its own. */
  id: string
  menu: Menu
  labels: MegaMenuLabels
}

/** How long the pointer may be outside a panel before it closes, so a diagonal move to the panel keeps it. */
const LEAVE_DELAY_MS = 150

const fill = (template: string, title: string) => template.replace('{title}', title)
const classes = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ')
const idOf = (prefix: string, ...parts: string[]) => [prefix, ...parts].join('-').replace(/[^\w-]/g, '_')

/** The page's data layer, shared with the other events of `client/state/analytics.ts`. */
function analyticsSink(): MenuEventSink {
  const page = window as Window & { dataLayer?: object[] }
  page.dataLayer ??= []
  return page.dataLayer
}

type DetailsToggle = SyntheticEvent<HTMLDetailsElement>

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

function SectionBlock({ section, titleId }: { section: MenuSection; titleId: string }) {
  return (
    <section className="mega-menu__section" aria-labelledby={titleId}>
      <h3 id={titleId} className={classes('mega-menu__section-title', section.featured && 'is-featured')}>
        {section.url ? (
          <a href={section.url}>
            <MenuLabel title={section.title} icon={section.icon} />
          </a>
        ) : (
          <MenuLabel title={section.title} icon={section.icon} />
        )}
      </h3>
      {section.links.length > 0 ? (
        <ul>
          {section.links.map((link) => (
            <li key={link.id}>
              <a href={link.url} className={link.featured ? 'is-featured' : undefined}>
                <MenuLabel title={link.title} icon={link.icon} />
              </a>
            </li>
          ))}
        </ul>
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
                <a
                  href={link.url}
                  target={link.newTab ? '_blank' : undefined}
                  rel={link.newTab ? 'noopener' : undefined}
                >
                  {link.text}
                </a>
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
  enhanced: boolean
  onClose: () => void
}

function Panel({ item, panelId, labels, enhanced, onClose }: PanelProps) {
  const selectors = item.visualSelectors ?? []
  return (
    <div className="mega-menu__panel" id={panelId}>
      <div className="mega-menu__panel-head">
        {item.url ? (
          <a className={shopAllClass('mega-menu__shop-all', item.shopAll)} href={item.url}>
            {item.shopAll.text ?? fill(labels.shopAll, item.title)}
          </a>
        ) : null}
        {/* The close button only works with JavaScript; without it, moving away closes the panel. */}
        <button type="button" className="mega-menu__close" hidden={!enhanced} onClick={onClose}>
          <span className="visually-hidden">{fill(labels.close, item.title)}</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
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
              <SectionBlock key={section.id} section={section} titleId={idOf(panelId, section.id, 'title')} />
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

function MobileMenu({ id, menu, labels }: MegaMenuProps) {
  // React passes a nested details' toggle on to its ancestors' handlers; each reports only its own.
  const report = (level: 1 | 2, entry: { id: string; title: string }) => (event: DetailsToggle) => {
    if (event.target !== event.currentTarget) return
    recordMenuToggle(analyticsSink(), {
      level,
      id: entry.id,
      title: entry.title,
      expanded: event.currentTarget.open,
    })
  }
  return (
    <details className="mega-menu-mobile" id={idOf(id, 'mobile')}>
      <summary className="mega-menu-mobile__toggle">{labels.menu}</summary>
      <ul className="mega-menu-mobile__list">
        {menu.items.map((item) => (
          <li key={item.id} className="mega-menu-mobile__row">
            {item.columns.length === 0 ? (
              item.url ? (
                <a
                  className={classes('mega-menu-mobile__link', item.featured && 'is-featured')}
                  href={item.url}
                >
                  <MenuLabel title={item.title} icon={item.icon} />
                </a>
              ) : (
                <span className="mega-menu-mobile__link">
                  <MenuLabel title={item.title} icon={item.icon} />
                </span>
              )
            ) : (
              <details className="mega-menu-mobile__group" onToggle={report(1, item)}>
                <summary className={classes('mega-menu-mobile__summary', item.featured && 'is-featured')}>
                  <MenuLabel title={item.title} icon={item.icon} />
                </summary>
                {item.url && !item.shopAll.hideOnSmall ? (
                  <a className="mega-menu-mobile__shop-all" href={item.url}>
                    {item.shopAll.text ?? fill(labels.shopAll, item.title)}
                  </a>
                ) : null}
                <ul className="mega-menu-mobile__sections">
                  {item.columns.flat().map((section) => (
                    <li key={section.id}>
                      <MobileSection
                        section={section}
                        labels={labels}
                        shopAll={menu.mobileShopAll ?? false}
                        onToggle={report(2, section)}
                      />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

function MobileSection({
  section,
  labels,
  shopAll,
  onToggle,
}: {
  section: MenuSection
  labels: MegaMenuLabels
  shopAll: boolean
  onToggle: (event: DetailsToggle) => void
}) {
  if (section.links.length === 0) {
    return section.url ? (
      <a className={classes('mega-menu-mobile__link', section.featured && 'is-featured')} href={section.url}>
        <MenuLabel title={section.title} icon={section.icon} />
      </a>
    ) : (
      <span className="mega-menu-mobile__link">
        <MenuLabel title={section.title} icon={section.icon} />
      </span>
    )
  }
  const showShopAll = shopAll && section.url && !section.shopAll?.hideOnSmall
  return (
    <details className="mega-menu-mobile__section" onToggle={onToggle}>
      <summary className={classes('mega-menu-mobile__summary', section.featured && 'is-featured')}>
        <MenuLabel title={section.title} icon={section.icon} />
      </summary>
      <ul className="mega-menu-mobile__links">
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
  )
}

export function MegaMenuNav({ id, menu, labels }: MegaMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null)
  const [enhanced, setEnhanced] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const clickToOpen = menu.clickToOpen ?? false
  const toggleId = (item: MenuItem) => idOf(id, item.id, 'toggle')
  const panelId = (item: MenuItem) => idOf(id, item.id, 'panel')

  const cancelLeave = useCallback(() => clearTimeout(leaveTimer.current), [])
  const close = useCallback(
    (itemId?: string) =>
      setOpenId((current) => (itemId === undefined || current === itemId ? null : current)),
    [],
  )
  /** Closes the open panel and, when focus was inside it (or `always`), gives focus back to its toggle. */
  const closeToToggle = useCallback(
    (always: boolean) => {
      const item = root.current?.querySelector<HTMLElement>('.mega-menu__item.is-open')
      const toggle = item?.querySelector<HTMLButtonElement>('.mega-menu__toggle')
      if (toggle && (always || item?.contains(document.activeElement))) toggle.focus()
      close()
    },
    [close],
  )

  useEffect(() => {
    setEnhanced(true)
    const closeAll = () => close()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToToggle(false)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    // A route change closes the menu: leaving the page (and coming back to it from the back/forward cache), or a
    // history step within it.
    window.addEventListener('pagehide', closeAll)
    window.addEventListener('popstate', closeAll)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      window.removeEventListener('pagehide', closeAll)
      window.removeEventListener('popstate', closeAll)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      clearTimeout(leaveTimer.current)
    }
  }, [close, closeToToggle])

  const onEnter = (item: MenuItem) => {
    cancelLeave()
    if (!clickToOpen) setOpenId(item.id)
  }
  const onLeave = (item: MenuItem) => {
    cancelLeave()
    leaveTimer.current = setTimeout(() => close(item.id), LEAVE_DELAY_MS)
  }
  const onBlur = (item: MenuItem) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null
    // A click on the panel's background blurs without a next target; the pointer is still in the panel then.
    if (next ? !event.currentTarget.contains(next) : !event.currentTarget.matches(':hover')) close(item.id)
  }
  const onTopLinkClick = (item: MenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    // With the click-trigger setting a pointer click opens the panel (its 'shop all' link goes to the
    // department); Enter on the link (detail 0) and modified clicks still follow it.
    if (event.detail === 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    cancelLeave()
    setOpenId((current) => (current === item.id ? null : item.id))
  }

  return (
    <div
      ref={root}
      className={classes('mega-menu__root', enhanced && 'is-enhanced')}
      data-click-to-open={clickToOpen ? 'true' : undefined}
    >
      <ul className="mega-menu__bar">
        {menu.items.map((item) => {
          const hasPanel = item.columns.length > 0
          const open = openId === item.id
          const label = <MenuLabel title={item.title} icon={item.icon} />
          const linkClass = classes('mega-menu__link', item.featured && 'is-featured')
          return (
            <li
              key={item.id}
              className={classes('mega-menu__item', hasPanel && 'has-panel', open && 'is-open')}
              onMouseEnter={hasPanel ? () => onEnter(item) : undefined}
              onMouseLeave={hasPanel ? () => onLeave(item) : undefined}
              onBlur={hasPanel ? onBlur(item) : undefined}
            >
              {item.url ? (
                <a
                  className={linkClass}
                  href={item.url}
                  onClick={hasPanel && clickToOpen ? onTopLinkClick(item) : undefined}
                >
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
                    aria-expanded={open}
                    aria-controls={panelId(item)}
                    onClick={() => {
                      cancelLeave()
                      setOpenId(open ? null : item.id)
                    }}
                  >
                    <span className="visually-hidden">{`${labels.toggle} ${item.title}`}</span>
                    <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6" focusable="false">
                      <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  </button>
                  <Panel
                    item={item}
                    panelId={panelId(item)}
                    labels={labels}
                    enhanced={enhanced}
                    onClose={() => closeToToggle(true)}
                  />
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
      <MobileMenu id={id} menu={menu} labels={labels} />
    </div>
  )
}
