/** Colours from content, checked before they reach a style attribute. Schema-free, so islands may import it. */

/** A CSS colour that is safe inside a style attribute: hex, a keyword, or rgb()/rgba()/hsl() with numbers. */
export const SAFE_COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/

/**
 * A colour from content that is safe in a style attribute, trimmed; null otherwise.
 *
 * @example safeColor(' #fff ') // '#fff'
 * @example safeColor('red;background:url(x)') // null
 */
export function safeColor(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return SAFE_COLOR.test(trimmed) ? trimmed : null
}
