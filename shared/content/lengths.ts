/** Lengths from content, checked before they reach a style attribute. Schema-free, so islands may import it. */

/** A CSS length an editor may set: a number with px, rem, em, % or vw (`320px`, `80%`, `1.5rem`), or zero. */
const SAFE_LENGTH = /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%|vw))$/

/** The largest length taken in each unit; anything larger is an editor's slip, not a layout. */
const MAX_BY_UNIT: Record<string, number> = { px: 2000, rem: 125, em: 125, '%': 100, vw: 100 }

/**
 * A length from content that is safe in a style attribute: a number counts as pixels, a string must carry one of
 * the allowed units within its maximum. Anything else is null.
 *
 * @example safeLength(320) // '320px'
 * @example safeLength(' 80% ') // '80%'
 * @example safeLength('calc(100% - 1px)') // null
 */
export function safeLength(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${value}px` : value
  if (typeof text !== 'string') return null
  const trimmed = text.trim()
  if (!SAFE_LENGTH.test(trimmed)) return null
  if (trimmed === '0') return trimmed
  const unit = trimmed.replace(/^[\d.]+/, '')
  return Number.parseFloat(trimmed) <= (MAX_BY_UNIT[unit] ?? 0) ? trimmed : null
}
