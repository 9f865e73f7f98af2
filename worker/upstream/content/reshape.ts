/**
 * From content-service wire shapes to the view models of `shared/`: links made local to the locale, media moved
 * onto the media host, rich text sanitised, empty promo messages dropped, and each block, pop-up, article and
 * showcase entry validated on its own so one bad entry is skipped (and reported), not fatal. The mega menu's
 * reshape lives in `reshape-menu.ts` and is re-exported here.
 */
import type { ArticleFacet, ArticleResults, ArticleSummary } from '../../../shared/content/articles'
import { type BlockIssue, parseBlocks } from '../../../shared/content/blocks'
import type {
  ContentFragment,
  ContentList,
  ContentPage,
  Footer,
  Popup,
  PopupButton,
  PromoBar,
  PromoMessage,
} from '../../../shared/content/content'
import type { PreviewResult, Showcase } from '../../../shared/content/preview-tool'
import {
  newsletterPageSlug,
  plainText,
  popupDefaultDelayMs,
  popupKind,
  popupMaxDelayMs,
  promoBarMaxMessages,
  safeColor,
} from '../../../shared/content/promotions'
import { htmlToText, sanitizeHtml } from '../../../shared/content/rich-text'
import { accountPath, contentPath } from '../../../shared/routes'
import { localiseHref, type ReshapeContext, reshapeLink, resolveMediaUrl } from '../urls'
import {
  type ContentArticle,
  ContentArticleFacetSchema,
  ContentArticleSchema,
  type ContentArticleSearchDoc,
  type ContentFooterDoc,
  type ContentFragmentDoc,
  type ContentListDoc,
  type ContentPageDoc,
  type ContentPopup,
  ContentPopupSchema,
  type ContentPopupsDoc,
  type ContentPromoBarDoc,
  type ContentShowcaseDoc,
  ContentShowcaseItemSchema,
} from './schemas'

export { reshapeMenu } from './reshape-menu'

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

// Footer and promo bar

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

/**
 * The promo bar: rich text reduced to plain text (the message is shown as text with its first target as the
 * link), empty messages dropped, at most `promoBarMaxMessages` kept, and colours that are not safe CSS colours
 * dropped.
 */
export function reshapePromoBar(doc: ContentPromoBarDoc, ctx: ReshapeContext): PromoBar | null {
  const messages = doc.messages
    .map((message): PromoMessage | null => {
      const text = plainText(message.richText)
      if (!text) return null
      const [first] = message.targets
      const hoverLinkColor = safeColor(message.hoverLinkColor)
      return {
        id: message.id,
        text,
        link: first ? reshapeLink({ ...first, text: first.text ?? text }, ctx) : null,
        textColor: safeColor(message.textColor),
        background: safeColor(message.background),
        ...(hoverLinkColor ? { hoverLinkColor } : {}),
      }
    })
    .filter(isPresent)
    .slice(0, promoBarMaxMessages)
  if (messages.length === 0) return null
  return { autorotateMs: Math.round(doc.autorotateTime * 1000), closable: doc.closable, messages }
}

// Pop-ups (spec 3 §2.8, §3)

const popupText = (value: string | undefined): string | null => (value ? plainText(value) || null : null)

function reshapePopupButton(
  target: ContentPopup['targets'][number],
  ctx: ReshapeContext,
): PopupButton | null {
  const url = localiseHref(target.url, ctx.locale)
  if (!url) return null
  const label = target.text?.trim() || null
  return target.targetAttribute === '_blank' ? { text: label, url, newTab: true } : { text: label, url }
}

/**
 * The buttons are fixed by the pop-up's kind: a newsletter pop-up's primary button goes to the newsletter page,
 * and an account pop-up always offers at least the account page.
 */
function reshapePopupButtons(popup: ContentPopup, kind: Popup['kind'], ctx: ReshapeContext): PopupButton[] {
  const buttons = popup.targets
    .map((target) => reshapePopupButton(target, ctx))
    .filter((button) => button !== null)
  if (kind === 'newsletter') {
    const [primary, ...rest] = buttons
    return [{ text: primary?.text ?? null, url: contentPath(ctx.locale, newsletterPageSlug) }, ...rest]
  }
  return buttons.length > 0 ? buttons : [{ text: null, url: accountPath(ctx.locale) }]
}

function reshapePopupLogo(popup: ContentPopup, ctx: ReshapeContext): Popup['logo'] {
  const url = popup.logo ? resolveMediaUrl(popup.logo.url, ctx.mediaBaseUrl) : null
  if (!popup.logo || !url) return null
  const positive = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : fallback
  return {
    url,
    alt: popup.logo.alt?.trim() ?? '',
    width: positive(popup.logo.width, 120),
    height: positive(popup.logo.height, 40),
  }
}

/**
 * One parsed pop-up as a view model, or a reason why it cannot be shown. Titles become text, the disclaimer is
 * sanitised rich text, and colours that are not safe CSS colours are dropped.
 */
function reshapePopup(popup: ContentPopup, ctx: ReshapeContext): Popup | string {
  const title = popupText(popup.titleHtml) ?? popupText(popup.title)
  const minimizedTitle = popupText(popup.minimizedTitle) ?? title
  if (!minimizedTitle) return 'a pop-up needs a minimised title or a title'
  const kind = popupKind(popup.name)
  const disclaimerHtml = popup.disclaimer
    ? sanitizeHtml(popup.disclaimer, { localise: (href) => localiseHref(href, ctx.locale) })
    : null
  return {
    id: popup.id,
    name: popup.name,
    kind,
    delayMs: Math.min(Math.round(popup.delay ?? popupDefaultDelayMs), popupMaxDelayMs),
    backgroundColor: safeColor(popup.backgroundColor),
    title,
    titleColor: safeColor(popup.titleColor),
    minimizedTitle,
    maximizedTitle: popupText(popup.maximizedTitle),
    logo: reshapePopupLogo(popup, ctx),
    logoSize: popup.logoSize === undefined || popup.logoSize === 'small' ? 'small' : 'large',
    buttons: reshapePopupButtons(popup, kind, ctx),
    disclaimerHtml: disclaimerHtml && htmlToText(disclaimerHtml) ? disclaimerHtml : null,
    disclaimerColor: safeColor(popup.disclaimerColor),
  }
}

/**
 * The pop-ups worth showing, in the content's order, and an issue for each entry skipped (not an object, no id,
 * no title to show, a field of the wrong type, or an id already used).
 *
 * @example reshapePopups({ popups: [{ id: 'p1', name: 'Newsletter', minimizedTitle: 'Join us' }] }, ctx)
 * // { popups: [{ id: 'p1', kind: 'newsletter', delayMs: 2000, buttons: [{ url: '/en-us/newsletter', ... }] }] }
 */
export function reshapePopups(
  doc: ContentPopupsDoc,
  ctx: ReshapeContext,
): { popups: Popup[]; issues: BlockIssue[] } {
  const popups: Popup[] = []
  const issues: BlockIssue[] = []
  doc.popups.forEach((entry, index) => {
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    const report = (reason: string) =>
      issues.push({
        path: String(index),
        type: 'popup',
        id: typeof record.id === 'string' ? record.id.slice(0, 100) : null,
        reason,
      })
    const parsed = ContentPopupSchema.safeParse(entry)
    if (!parsed.success) {
      const first = parsed.error.issues[0]
      const where = first?.path.length ? ` at ${first.path.join('.')}` : ''
      report(`${first?.message ?? 'invalid'}${where}`)
      return
    }
    const shaped = reshapePopup(parsed.data, ctx)
    if (typeof shaped === 'string') report(shaped)
    else if (popups.some((popup) => popup.id === shaped.id)) report(`pop-up id ${shaped.id} is used twice`)
    else popups.push(shaped)
  })
  return { popups, issues }
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
    const components =
      document !== null && typeof document === 'object' && 'components' in document
        ? Array.isArray(document.components)
          ? document.components
          : []
        : [document]
    const { page, issues } = reshapePage({ id, name, components }, ctx)
    if (issues.length > 0) onIssues?.(id, issues)
    results.push({
      id,
      name: name?.trim() || id,
      referrersCount,
      modificationDate: modificationDate ?? null,
      blocks: page.blocks,
    })
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

/** A fragment as it came: only its id and type are known; its reader parses the rest. */
export const reshapeFragment = (doc: ContentFragmentDoc): ContentFragment => ({ ...doc })
