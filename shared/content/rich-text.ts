/**
 * Rich text from the content service, made safe to place in a page: an allow-list of inline and block tags,
 * links limited to http(s), mail, telephone, site paths and in-page anchors, every other tag and attribute
 * dropped, and the contents of scripts, styles and embeds removed with them. It works on strings (there is no DOM
 * at the edge) and its output is balanced, so it can be inserted as HTML. Sanitising twice gives the same result.
 */

declare const safeHtmlBrand: unique symbol
/** HTML that went through `sanitizeHtml`. */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true }

// Every set is built by calls marked pure, so a bundle that takes only `htmlToText` (a pop-up's title) leaves the
// sanitiser's tables out.
const INLINE = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span', 'a']
const BLOCK_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'hr']

/** The inline tags: emphasis and links, for text that must stay on one line (a promo message). */
export const INLINE_TAGS: ReadonlySet<string> = /* @__PURE__ */ new Set(INLINE)

/** Tags that break a line: where one is dropped by `only`, a space keeps the words apart. */
const BLOCK = /* @__PURE__ */ new Set(BLOCK_TAGS)
const ALLOWED = /* @__PURE__ */ new Set(/* @__PURE__ */ INLINE.concat(BLOCK_TAGS))
const VOID = /* @__PURE__ */ new Set(['br', 'hr'])

/** The inline tags without links, for rich text placed inside a link of its own (links do not nest). */
export const INLINE_TAGS_WITHOUT_LINKS: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ INLINE.filter((tag) => tag !== 'a'),
)
/** Tags whose contents go with them. */
const DROP_WITH_CONTENT = /* @__PURE__ */ new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
])

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** Decodes the few entities that could hide a scheme (`jav&#x61;script:`) before the href is checked. */
const decodeForCheck = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: -- control characters hide schemes from the check
    .replace(/[\u0000-\u0020]/g, '')

export interface SanitizeOptions {
  /** Rewrites a site path (`/c/men-1000`) for the page's locale; null drops the link but keeps its text. */
  localise?: (href: string) => string | null
  /** Keeps only these of the allowed tags; the others go, their text stays (`INLINE_TAGS`). */
  only?: ReadonlySet<string>
}

function safeHref(raw: string, options: SanitizeOptions): string | null {
  const value = raw.trim()
  const checked = decodeForCheck(value).toLowerCase()
  if (checked.startsWith('#')) return value
  if (/^(https?:|mailto:|tel:)/.test(checked)) return value
  if (checked.startsWith('/') && !checked.startsWith('//') && !checked.startsWith('/\\')) {
    return options.localise ? options.localise(value) : value
  }
  return null
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeHtml {
  const out: string[] = []
  const open: string[] = []
  let dropping: string | null = null
  let dropDepth = 0
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, rawAttributes] = match
    if (token.startsWith('<!--')) continue
    if (rawName === undefined) {
      if (dropping === null) out.push(escapeText(token))
      continue
    }
    const name = rawName.toLowerCase()
    if (dropping !== null) {
      if (name === dropping) dropDepth += closing ? -1 : 1
      if (dropDepth === 0) dropping = null
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(rawAttributes ?? '')) {
        dropping = name
        dropDepth = 1
      }
      continue
    }
    if (!ALLOWED.has(name)) continue
    if (options.only && !options.only.has(name)) {
      if (BLOCK.has(name)) out.push(' ')
      continue
    }
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at === -1) continue
      while (open.length > at) out.push(`</${open.pop()}>`)
      continue
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`)
      continue
    }
    let attributes = ''
    if (name === 'a') {
      let href: string | null = null
      let newTab = false
      for (const attribute of (rawAttributes ?? '').matchAll(ATTRIBUTE)) {
        const key = attribute[1]?.toLowerCase()
        const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? ''
        if (key === 'href') href = safeHref(value, options)
        if (key === 'target' && value === '_blank') newTab = true
      }
      if (href === null) continue
      attributes = ` href="${escapeAttribute(href)}"${newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}`
    }
    out.push(`<${name}${attributes}>`)
    open.push(name)
  }
  while (open.length > 0) out.push(`</${open.pop()}>`)
  return out.join('') as SafeHtml
}

/** The text of some HTML, for places that take no markup (titles read by screen readers, meta descriptions). */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
