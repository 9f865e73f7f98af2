/**
 * Prepares a raw block of the content service for validation: every link is made local to the locale (or
 * dropped when unsafe), media move onto the media host, and rich text is sanitised with its site links localised.
 * It walks nested blocks too, to a fixed depth. The schema in `shared/blocks.ts` then validates the result.
 */
import { sanitizeHtml } from '../../../shared/rich-text'
import { localiseHref, type ReshapeContext, resolveMediaUrl } from './reshape'

const MAX_DEPTH = 12
const LINK_LISTS = new Set(['targets', 'links'])
const MEDIA_KEYS = new Set(['media', 'hoverMedia'])
const URL_KEYS = new Set(['url', 'mediaTarget', 'titleTarget'])
const RICH_TEXT_KEYS = new Set(['richText', 'titleHtml'])

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** A button or link of a block, with its URL localised; null when it has no text or an unsafe URL. */
function rewriteLink(value: unknown, ctx: ReshapeContext): Raw | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null
  const url = localiseHref(value.url, ctx.locale)
  const text = typeof value.text === 'string' ? value.text.trim() : ''
  if (!url || !text) return null
  const { targetAttribute, ...rest } = value
  return { ...rest, text, url, ...(targetAttribute === '_blank' ? { newTab: true } : {}) }
}

/** Media and its variants (a video's sm/md/lg files and poster): every `url` moves onto the media host. */
function rewriteMedia(value: unknown, ctx: ReshapeContext, depth = 0): unknown {
  if (!isRecord(value) || depth > 2) return value
  const out: Raw = {}
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'url' && typeof entry === 'string') out[key] = resolveMediaUrl(entry, ctx.mediaBaseUrl) ?? ''
    else out[key] = isRecord(entry) ? rewriteMedia(entry, ctx, depth + 1) : entry
  }
  return out
}

function rewrite(value: unknown, ctx: ReshapeContext, depth: number): unknown {
  if (depth > MAX_DEPTH) return null
  if (Array.isArray(value)) return value.map((entry) => rewrite(entry, ctx, depth + 1))
  if (!isRecord(value)) return value
  const out: Raw = {}
  for (const [key, entry] of Object.entries(value)) {
    if (LINK_LISTS.has(key) && Array.isArray(entry)) {
      out[key] = entry.map((link) => rewriteLink(link, ctx)).filter((link) => link !== null)
    } else if (MEDIA_KEYS.has(key)) {
      out[key] = rewriteMedia(entry, ctx)
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

export const rewriteBlock = (raw: unknown, ctx: ReshapeContext): unknown => rewrite(raw, ctx, 0)
