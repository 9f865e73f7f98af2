/**
 * From content-service wire shapes to the view models of `shared/content.ts`: links made local to the locale,
 * media moved onto the media host, empty promo messages dropped, menu levels flattened into columns, and each
 * block validated on its own so one bad block is skipped, not fatal.
 */
import {
  type BlockIssue,
  type ContentPage,
  type Footer,
  type Link,
  type Menu,
  type MenuItem,
  type MenuSection,
  type PromoBar,
  parseBlocks,
} from '../../../shared/content'
import { isLocaleShaped } from '../../../shared/locales'
import type {
  ContentFooterDoc,
  ContentMenuDoc,
  ContentMenuNode,
  ContentPageDoc,
  ContentPromoBarDoc,
} from './schemas'

export interface ReshapeContext {
  locale: string
  /** Where `/media/...` paths are served from: `/media` in development, the media host in production. */
  mediaBaseUrl: string
}

const MAX_MENU_COLUMNS = 6

/**
 * A link the shop can render safely: site paths get the locale in front, absolute http(s) links are kept, and
 * anything else (`javascript:`, protocol-relative, empty) is refused as null.
 */
export function localiseHref(url: string, locale: string): string | null {
  const trimmed = url.trim()
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const first = trimmed.split(/[/?#]/)[1] ?? ''
  if (isLocaleShaped(first)) return trimmed
  return trimmed === '/' ? `/${locale}` : `/${locale}${trimmed}`
}

/** Moves a `/media/...` path onto the media base; absolute https URLs are kept; anything else is refused. */
export function resolveMediaUrl(url: string, mediaBaseUrl: string): string | null {
  if (/^https:\/\//i.test(url)) return url
  if (url.startsWith('/media/')) return `${mediaBaseUrl.replace(/\/+$/, '')}${url.slice('/media'.length)}`
  return null
}

function reshapeLink(
  target: { text?: string; url: string; targetAttribute?: string },
  ctx: ReshapeContext,
): Link | null {
  const url = localiseHref(target.url, ctx.locale)
  const text = target.text?.trim()
  if (!url || !text) return null
  return target.targetAttribute === '_blank' ? { text, url, newTab: true } : { text, url }
}

const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

/** Rewrites the links and media inside a raw block before it is validated. */
function rewriteBlock(raw: unknown, ctx: ReshapeContext): unknown {
  if (raw === null || typeof raw !== 'object') return raw
  const block = { ...(raw as Record<string, unknown>) }
  const rewriteMedia = (media: unknown) => {
    if (media === null || typeof media !== 'object') return media
    const record = media as Record<string, unknown>
    return typeof record.url === 'string'
      ? { ...record, url: resolveMediaUrl(record.url, ctx.mediaBaseUrl) ?? '' }
      : record
  }
  if (Array.isArray(block.targets)) {
    block.targets = block.targets
      .map((target) =>
        target && typeof target === 'object' && 'url' in target
          ? reshapeLink(target as { url: string; text?: string }, ctx)
          : null,
      )
      .filter(isPresent)
  }
  if ('media' in block) block.media = rewriteMedia(block.media)
  if (Array.isArray(block.items)) {
    block.items = block.items.map((item) => {
      if (item === null || typeof item !== 'object') return item
      const record = item as Record<string, unknown>
      return {
        ...record,
        url: typeof record.url === 'string' ? (localiseHref(record.url, ctx.locale) ?? '') : record.url,
        media: rewriteMedia(record.media),
      }
    })
  }
  return block
}

export function reshapePage(
  doc: ContentPageDoc,
  ctx: ReshapeContext,
): { page: ContentPage; issues: BlockIssue[] } {
  const { blocks, issues } = parseBlocks(doc.components.map((component) => rewriteBlock(component, ctx)))
  return {
    page: {
      id: doc.id,
      title: doc.seo?.title?.trim() || doc.name || doc.id,
      description: doc.seo?.description?.trim() || null,
      blocks,
    },
    issues,
  }
}

function reshapeSection(node: ContentMenuNode, ctx: ReshapeContext): MenuSection {
  return {
    id: node.id,
    title: node.title,
    url: node.target ? localiseHref(node.target.url, ctx.locale) : null,
    links: (node.children ?? [])
      .map((child) => {
        const url = child.target ? localiseHref(child.target.url, ctx.locale) : null
        return url
          ? {
              id: child.id,
              title: child.title,
              url,
              featured: node.menuStyle === 'featured' || child.menuStyle === 'featured',
            }
          : null
      })
      .filter(isPresent),
  }
}

function reshapeMenuItem(node: ContentMenuNode, ctx: ReshapeContext): MenuItem {
  const banner = node.menuBanner
  const bannerUrl = banner?.url ? localiseHref(banner.url, ctx.locale) : null
  const bannerMedia = banner?.media ? resolveMediaUrl(banner.media.url, ctx.mediaBaseUrl) : null
  return {
    id: node.id,
    title: node.title,
    url: node.target ? localiseHref(node.target.url, ctx.locale) : null,
    columns: (node.columns ?? [])
      .slice(0, MAX_MENU_COLUMNS)
      .map((column) => column.children.map((child) => reshapeSection(child, ctx))),
    shopAll: {
      text: node.overrideShopAll?.trim() || null,
      hideOnSmall: node.hideShopAll?.sm ?? false,
      hideOnLarge: node.hideShopAll?.lg ?? false,
    },
    banner:
      banner && bannerUrl && bannerMedia && banner.media
        ? {
            title: banner.title ?? '',
            url: bannerUrl,
            media: {
              url: bannerMedia,
              alt: banner.media.alt ?? '',
              width: banner.media.width ?? 400,
              height: banner.media.height ?? 500,
            },
          }
        : null,
  }
}

export function reshapeMenu(doc: ContentMenuDoc, ctx: ReshapeContext): Menu {
  return { items: doc.items.map((node) => reshapeMenuItem(node, ctx)) }
}

export function reshapeFooter(doc: ContentFooterDoc, ctx: ReshapeContext): Footer {
  return {
    columns: doc.columns
      .map((column) => ({
        title: column.title,
        links: column.links.map((link) => reshapeLink(link, ctx)).filter(isPresent),
      }))
      .filter((column) => column.links.length > 0),
    legal: doc.legal.map((link) => reshapeLink(link, ctx)).filter(isPresent),
    note: doc.note?.trim() || null,
  }
}

/** Strips markup from promo rich text; the message is shown as text with its first target as the link. */
const toPlainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export function reshapePromoBar(doc: ContentPromoBarDoc, ctx: ReshapeContext): PromoBar | null {
  const messages = doc.messages
    .map((message) => {
      const text = toPlainText(message.richText)
      if (!text) return null
      const [first] = message.targets
      return {
        id: message.id,
        text,
        link: first ? reshapeLink({ ...first, text: first.text ?? text }, ctx) : null,
        textColor: message.textColor ?? null,
        background: message.background ?? null,
      }
    })
    .filter(isPresent)
  if (messages.length === 0) return null
  return { autorotateMs: Math.round(doc.autorotateTime * 1000), closable: doc.closable, messages }
}
