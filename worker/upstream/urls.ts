/**
 * The URL rules every reshape applies, whichever upstream sent the URL: site links get the locale in front (or
 * are refused when unsafe), and media paths move onto the media host. Beside `http.ts` and `errors.ts` because
 * content, catalogue, cart and wishlist answers all carry such URLs.
 */
import type { Link } from '../../shared/content/content'
import { isLocaleShaped } from '../../shared/i18n/locales'

/** What a reshape needs to know of the request to write URLs. */
export interface ReshapeContext {
  locale: string
  /** Where `/media/...` paths are served from: `/media` in development, the media host in production. */
  mediaBaseUrl: string
}

/**
 * A link the shop can render safely: site paths get the locale in front, absolute http(s) links and in-page
 * anchors are kept, and anything else (`javascript:`, protocol-relative, empty) is refused as null.
 *
 * @example localiseHref('/help/contact-us', 'en-gb') // '/en-gb/help/contact-us'
 */
export function localiseHref(url: string, locale: string): string | null {
  const trimmed = url.trim()
  if (/^https?:\/\//i.test(trimmed)) return trimmed
  // An in-page anchor (`#size-guide`) stays as it is.
  if (/^#[A-Za-z][\w-]{0,99}$/.test(trimmed)) return trimmed
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const first = trimmed.split(/[/?#]/)[1] ?? ''
  if (isLocaleShaped(first)) return trimmed
  return trimmed === '/' ? `/${locale}` : `/${locale}${trimmed}`
}

/**
 * Moves a `/media/...` path onto the media base; absolute https URLs are kept; anything else is refused.
 *
 * @example resolveMediaUrl('/media/product/KS100048/720.svg', 'https://media.example') // 'https://media.example/product/KS100048/720.svg'
 */
export function resolveMediaUrl(url: string, mediaBaseUrl: string): string | null {
  if (/^https:\/\//i.test(url)) return url
  if (url.startsWith('/media/')) return `${mediaBaseUrl.replace(/\/+$/, '')}${url.slice('/media'.length)}`
  return null
}

/** A text link with its URL localised; null when it has no text or an unsafe URL. `_blank` opens a new tab. */
export function reshapeLink(
  target: { text?: string; url: string; targetAttribute?: string },
  ctx: ReshapeContext,
): Link | null {
  const url = localiseHref(target.url, ctx.locale)
  const text = target.text?.trim()
  if (!url || !text) return null
  return target.targetAttribute === '_blank' ? { text, url, newTab: true } : { text, url }
}
