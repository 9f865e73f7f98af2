/**
 * The mega menu's reshape, from the content service's menu document to `Menu` (`shared/content/content.ts`): levels
 * flattened into at most six columns per department, titles from plain or rich text, icons read with their
 * title visibility, banners and multi-link cards, visual selectors, and shop-all switches.
 *
 * A sub-module of `reshape.ts`, imported by it alone (and re-exported from it): the menu is the largest reshape
 * of the content service and has nothing in common with the rest but the URL rules, so keeping it here leaves
 * `reshape.ts` a readable length.
 */
import { ICONS } from '../../../shared/content/blocks'
import type {
  Media,
  Menu,
  MenuBanner,
  MenuIcon,
  MenuItem,
  MenuSection,
  MenuShopAll,
  VisualSelector,
} from '../../../shared/content/content'
import { htmlToText } from '../../../shared/content/rich-text'
import { localiseHref, type ReshapeContext, reshapeLink, resolveMediaUrl } from '../urls'
import type { ContentMenuBanner, ContentMenuDoc, ContentMenuNode } from './schemas'

const MAX_MENU_COLUMNS = 6

const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

/** The square a visual selector's image is drawn in when the content service does not say its size. */
const VISUAL_SELECTOR_SIZE = 300
const TITLE_STYLES = ['display', 'large', 'medium', 'small'] as const

/** A menu title: the plain title, or the text of its rich-text title when only that is set. */
const menuTitle = (node: { title?: string; titleHtml?: string }) =>
  node.title?.trim() || (node.titleHtml ? htmlToText(node.titleHtml).trim() : '')

/**
 * The icon of a menu entry, read with its titleVisibility: 'title' hides the icon, 'icon' shows the icon alone
 * (the title stays for screen readers), and 'title+icon' or no setting shows both. Unknown icons are dropped.
 */
function reshapeMenuIcon(node: ContentMenuNode): MenuIcon | null {
  const name = ICONS.find((icon) => icon === node.menuIcon?.icon)
  if (!name || node.titleVisibility === 'title') return null
  return { name, titleHidden: node.titleVisibility === 'icon' }
}

function reshapeShopAll(node: ContentMenuNode): MenuShopAll {
  return {
    text: node.overrideShopAll?.trim() || null,
    hideOnSmall: node.hideShopAll?.sm ?? false,
    hideOnLarge: node.hideShopAll?.lg ?? false,
  }
}

function reshapeMenuMedia(
  media: { url: string; alt?: string; width?: number; height?: number } | undefined,
  ctx: ReshapeContext,
  size: { width: number; height: number },
): Media | null {
  const url = media ? resolveMediaUrl(media.url, ctx.mediaBaseUrl) : null
  if (!media || !url) return null
  return {
    url,
    alt: media.alt?.trim() ?? '',
    width: media.width && media.width > 0 ? Math.round(media.width) : size.width,
    height: media.height && media.height > 0 ? Math.round(media.height) : size.height,
  }
}

/** The banner column: a multi-link card when the banner has text links, otherwise an image banner. */
function reshapeMenuBanner(banner: ContentMenuBanner | undefined, ctx: ReshapeContext): MenuBanner | null {
  if (!banner) return null
  const media = reshapeMenuMedia(banner.media, ctx, { width: 400, height: 500 })
  const title = menuTitle(banner) || null
  if (banner.type === 'multiLinkCard' || banner.targets) {
    const links = (banner.targets ?? []).map((target) => reshapeLink(target, ctx)).filter(isPresent)
    if (links.length === 0) return null
    return {
      kind: 'multi-link',
      media,
      title,
      titleUrl: banner.titleTarget ? localiseHref(banner.titleTarget.url, ctx.locale) : null,
      titleStyle: TITLE_STYLES.find((style) => style === banner.titleStyle) ?? null,
      links,
      alignment: banner.alignment === 'center' ? 'center' : 'left',
    }
  }
  const url = banner.url ? localiseHref(banner.url, ctx.locale) : null
  return media && url ? { kind: 'banner', media, title: title ?? '', url } : null
}

/** Visual selectors with a link and an image; the image's alt text falls back to the selector's title. */
function reshapeVisualSelectors(node: ContentMenuNode, ctx: ReshapeContext): VisualSelector[] {
  return (node.visualSelectors ?? [])
    .map((selector, index): VisualSelector | null => {
      const url = selector.target ? localiseHref(selector.target.url, ctx.locale) : null
      const square = { width: VISUAL_SELECTOR_SIZE, height: VISUAL_SELECTOR_SIZE }
      const media = reshapeMenuMedia(selector.mediaObject, ctx, square)
      const title = selector.title.trim()
      if (!url || !media || !title) return null
      return {
        id: `${node.id}-vs-${index}`,
        title,
        url,
        media: { ...media, alt: media.alt || title },
        seoTitle: selector.mediaObject?.seoTitle?.trim() || null,
      }
    })
    .filter(isPresent)
}

function reshapeSection(node: ContentMenuNode, ctx: ReshapeContext): MenuSection {
  const featured = node.menuStyle === 'featured'
  return {
    id: node.id,
    title: menuTitle(node),
    url: node.target ? localiseHref(node.target.url, ctx.locale) : null,
    featured,
    icon: reshapeMenuIcon(node),
    shopAll: reshapeShopAll(node),
    links: (node.children ?? [])
      .map((child) => {
        const url = child.target ? localiseHref(child.target.url, ctx.locale) : null
        return url
          ? {
              id: child.id,
              title: menuTitle(child),
              url,
              // Level 3 inherits the highlight of its level-2 parent.
              featured: featured || child.menuStyle === 'featured',
              icon: reshapeMenuIcon(child),
            }
          : null
      })
      .filter(isPresent),
  }
}

function reshapeMenuItem(node: ContentMenuNode, ctx: ReshapeContext): MenuItem {
  return {
    id: node.id,
    title: menuTitle(node),
    url: node.target ? localiseHref(node.target.url, ctx.locale) : null,
    featured: node.menuStyle === 'featured',
    icon: reshapeMenuIcon(node),
    columns: (node.columns ?? [])
      .slice(0, MAX_MENU_COLUMNS)
      .map((column) => column.children.map((child) => reshapeSection(child, ctx))),
    shopAll: reshapeShopAll(node),
    banner: reshapeMenuBanner(node.menuBanner, ctx),
    visualSelectors: reshapeVisualSelectors(node, ctx),
    visualSelectorsTitle: node.visualSelectorsTitle?.trim() || null,
  }
}

/**
 * The mega menu: levels flattened into at most six columns per department, links localised, media moved onto
 * the media host, and the click-trigger and mobile shop-all switches of the menu document (off by default).
 */
export function reshapeMenu(doc: ContentMenuDoc, ctx: ReshapeContext): Menu {
  return {
    items: doc.items.map((node) => reshapeMenuItem(node, ctx)).filter((item) => item.title !== ''),
    clickToOpen: doc.clickToOpen ?? false,
    mobileShopAll: doc.mobileShopAll ?? false,
  }
}
