/**
 * From content-service wire shapes to the view models of `shared/`: links made local to the locale, media moved
 * onto the media host, rich text sanitised, empty promo messages dropped, and each block, pop-up, article and
 * showcase entry validated on its own so one bad entry is skipped (and reported), not fatal. The mega menu's
 * reshape lives in `reshape-menu.ts` and is re-exported here.
 */
import type { ArticleFacet, ArticleResults, ArticleSummary } from '../../../shared/content/articles'
import { type BlockIssue, parseBlocks } from '../../../shared/content/blocks'
import type {
  ChildPage,
  ContentFragment,
  ContentList,
  ContentPage,
  Footer,
} from '../../../shared/content/content'
import type { PreviewResult, Showcase } from '../../../shared/content/preview-tool'
import { sanitizeHtml } from '../../../shared/content/rich-text'
import { localiseHref, type ReshapeContext, reshapeLink, resolveMediaUrl } from '../urls'
import {
  type ContentArticle,
  ContentArticleFacetSchema,
  ContentArticleSchema,
  type ContentArticleSearchDoc,
  ContentChildSchema,
  type ContentFooterDoc,
  type ContentFragmentDoc,
  type ContentListDoc,
  type ContentPageDoc,
  type ContentShowcaseDoc,
  ContentShowcaseItemSchema,
} from './schemas'

export { reshapeMenu } from './reshape-menu'

import { reshapePopups } from './reshape-promotions'

export { reshapePromoBar } from './reshape-promotions'
export { reshapePopups }

const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

// Blocks

const MAX_BLOCK_DEPTH = 12
const LINK_LISTS = new Set(['targets', 'links'])
const MEDIA_KEYS = new Set(['media', 'hoverMedia', 'video'])
const URL_KEYS = new Set(['url', 'mediaTarget', 'titleTarget'])
const RICH_TEXT_KEYS = new Set(['richText', 'titleHtml'])

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A button or link of a block, with its URL localised; null when it has no text or an unsafe URL. */
function rewriteBlockLink(value: unknown, ctx: ReshapeContext): Raw | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null
  const url = localiseHref(value.url, ctx.locale)
  const text = typeof value.text === 'string' ? value.text.trim() : ''
  if (!url || !text) return null
  const { targetAttribute, ...rest } = value
  return { ...rest, text, url, ...(targetAttribute === '_blank' ? { newTab: true } : {}) }
}

/** Media and its variants (a video's sm/md/lg files and poster): every `url` moves onto the media host. */
function rewriteBlockMedia(value: unknown, ctx: ReshapeContext, depth = 0): unknown {
  if (!isRecord(value) || depth > 2) return value
  const out: Raw = {}
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'url' && typeof entry === 'string') out[key] = resolveMediaUrl(entry, ctx.mediaBaseUrl) ?? ''
    else out[key] = isRecord(entry) ? rewriteBlockMedia(entry, ctx, depth + 1) : entry
  }
  return out
}

function rewrite(value: unknown, ctx: ReshapeContext, depth: number): unknown {
  if (depth > MAX_BLOCK_DEPTH) return null
  if (Array.isArray(value)) return value.map((entry) => rewrite(entry, ctx, depth + 1))
  if (!isRecord(value)) return value
  const out: Raw = {}
  for (const [key, entry] of Object.entries(value)) {
    if (LINK_LISTS.has(key) && Array.isArray(entry)) {
      out[key] = entry.map((link) => rewriteBlockLink(link, ctx)).filter((link) => link !== null)
    } else if (MEDIA_KEYS.has(key)) {
      out[key] = rewriteBlockMedia(entry, ctx)
    } else if (URL_KEYS.has(key) && typeof entry === 'string') {
      out[key] = localiseHref(entry, ctx.locale) ?? ''
    } else if (RICH_TEXT_KEYS.has(key) && typeof entry === 'string') {
      out[key] = sanitizeHtml(entry, { localise: (href) => localiseHref(href, ctx.locale) })
    } else {
      out[key] = rewrite(entry, ctx, depth + 1)
    }
  }
  return out
}

/**
 * Prepares a raw block for validation: every link is made local to the locale (or dropped when unsafe), media
 * move onto the media host, and rich text is sanitised with its site links localised. It walks nested blocks
 * too, to a fixed depth. The schema in `shared/content/blocks.ts` then validates the result.
 */
export const rewriteBlock = (raw: unknown, ctx: ReshapeContext): unknown => rewrite(raw, ctx, 0)

/** A page: its title and description, and its blocks, each validated on its own; the issues name the rest. */
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

// Footer

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

// Article search (spec 3 §7)

/** A picture without its size gets the 3:2 box the journal's images are made in. */
const DEFAULT_PICTURE_SIZE = { width: 960, height: 640 }

function reshapeArticle(article: ContentArticle, ctx: ReshapeContext): ArticleSummary | null {
  const url = localiseHref(article.url, ctx.locale)
  if (!url) return null
  const pictureUrl = article.picture ? resolveMediaUrl(article.picture.url, ctx.mediaBaseUrl) : null
  return {
    id: article.id,
    url,
    title: article.title,
    eyebrow: article.eyebrow || null,
    date: article.date ?? null,
    picture:
      article.picture && pictureUrl
        ? {
            url: pictureUrl,
            alt: article.picture.alt,
            width: article.picture.width ?? DEFAULT_PICTURE_SIZE.width,
            height: article.picture.height ?? DEFAULT_PICTURE_SIZE.height,
          }
        : null,
  }
}

/**
 * One page of an article search as the grid's cards and facets. Each result is parsed on its own, so a broken
 * article or facet is dropped rather than failing the page; urls are localised and pictures moved onto the
 * media host like every other content link and image.
 */
export function reshapeArticleSearch(doc: ContentArticleSearchDoc, ctx: ReshapeContext): ArticleResults {
  const articles: ArticleSummary[] = []
  for (const entry of doc.results) {
    const parsed = ContentArticleSchema.safeParse(entry)
    const article = parsed.success ? reshapeArticle(parsed.data, ctx) : null
    if (article) articles.push(article)
  }
  const facets: ArticleFacet[] = []
  const seen = new Set<string>()
  for (const entry of doc.facets) {
    const parsed = ContentArticleFacetSchema.safeParse(entry)
    if (!parsed.success || seen.has(parsed.data.id)) continue
    seen.add(parsed.data.id)
    facets.push({
      id: parsed.data.id,
      label: parsed.data.label || parsed.data.id,
      count: parsed.data.count ?? null,
    })
  }
  return { articles, facets, numFound: Math.max(doc.numFound, articles.length) }
}

// Showcase (the editors' preview tool)

/**
 * A showcase page, each entry parsed on its own and its document's blocks reshaped as a page's, so a broken
 * entry or an invalid block is dropped while the rest renders; `onIssues` hears of each, by document id.
 */
export function reshapeShowcase(
  doc: ContentShowcaseDoc,
  ctx: ReshapeContext,
  onIssues?: (documentId: string, issues: BlockIssue[]) => void,
  docType?: string,
): Showcase {
  const results: PreviewResult[] = []
  doc.results.forEach((entry, index) => {
    const item = ContentShowcaseItemSchema.safeParse(entry)
    if (!item.success) {
      const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : null
      onIssues?.('showcase', [{ path: String(index), type: 'showcase-item', id, reason: 'invalid entry' }])
      return
    }
    const { id, name, referrersCount, modificationDate, document } = item.data
    const listed = {
      id,
      name: name?.trim() || id,
      referrersCount,
      modificationDate: modificationDate ?? null,
    }
    if (docType === 'popup') {
      // A pop-up is no block: it is reshaped as the pop-ups of a page are, and shown closed and open.
      const {
        popups: [popup],
        issues,
      } = reshapePopups({ popups: [document] }, ctx)
      if (issues.length > 0) onIssues?.(id, issues)
      results.push({ ...listed, blocks: [], ...(popup ? { popup } : {}) })
      return
    }
    const components =
      document !== null && typeof document === 'object' && 'components' in document
        ? Array.isArray(document.components)
          ? document.components
          : []
        : [document]
    const { page, issues } = reshapePage({ id, name, components }, ctx)
    if (issues.length > 0) onIssues?.(id, issues)
    results.push({ ...listed, blocks: page.blocks })
  })
  return { results, numFound: Math.max(doc.numFound, results.length) }
}

// Lists and fragments

/** A list of documents (children of a page, a search of a type): ids, their count and the facets. */
export function reshapeContentList(doc: ContentListDoc): ContentList {
  return {
    results: doc.results.map((result) => ({ id: result.id })),
    numFound: doc.numFound,
    facets: (doc.facets ?? []).map((facet) => ({ id: facet.id, label: facet.label ?? null })),
  }
}

/**
 * A parent page's children as the cards of its "In this section" list, in the content's order: each parsed on its
 * own (a broken one is left out), its url localised (a child whose url is not a shop path is left out) and its
 * picture moved onto the media host; a child seen before is not listed twice.
 */
export function reshapeChildPages(doc: ContentListDoc, ctx: ReshapeContext): ChildPage[] {
  const pages: ChildPage[] = []
  for (const entry of doc.results) {
    const parsed = ContentChildSchema.safeParse(entry)
    if (!parsed.success) continue
    const child = parsed.data
    const url = localiseHref(child.url, ctx.locale)
    if (!url || pages.some((page) => page.id === child.id || page.url === url)) continue
    const pictureUrl = child.picture ? resolveMediaUrl(child.picture.url, ctx.mediaBaseUrl) : null
    pages.push({
      id: child.id,
      url,
      title: child.title,
      summary: child.description || null,
      picture:
        child.picture && pictureUrl
          ? {
              url: pictureUrl,
              alt: child.picture.alt,
              width: child.picture.width ?? DEFAULT_PICTURE_SIZE.width,
              height: child.picture.height ?? DEFAULT_PICTURE_SIZE.height,
            }
          : null,
    })
  }
  return pages
}

/** A fragment as it came: only its id and type are known; its reader parses the rest. */
export const reshapeFragment = (doc: ContentFragmentDoc): ContentFragment => ({ ...doc })
