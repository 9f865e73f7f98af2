/**
 * The HTML document of every provider page: no external assets, styles and scripts inline with a fresh nonce,
 * and a Content-Security-Policy that names who may frame the page (`frame-ancestors`: the one allowed shop origin,
 * or nobody) and where its forms may go. Pages are `no-store` and send a referrer to their own origin only, so the
 * tokens in their URLs stay put (`no-referrer` would also blank the `Origin` of their own form posts, which the
 * provider checks).
 */
import type { Context } from 'hono'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export interface DocumentOptions {
  title: string
  lang: string
  body: HtmlEscapedString | Promise<HtmlEscapedString>
  /** A script to run at the end of the body (trusted code; see `serialisedCall`). */
  script?: string
  /** Origins that may frame the page; nobody when empty. */
  frameAncestors: readonly string[]
  /** Origins besides its own that the page's forms may submit to or be redirected to. */
  formTargets?: readonly string[]
  /** Whether the page's script may call its own origin. */
  connectSelf?: boolean
}

function nonce(): string {
  let binary = ''
  for (const byte of crypto.getRandomValues(new Uint8Array(18))) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The Content-Security-Policy of a page with this nonce. */
export function contentSecurityPolicy(options: DocumentOptions, scriptNonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${scriptNonce}'`,
    ...(options.script ? [`script-src 'nonce-${scriptNonce}'`] : []),
    ...(options.connectSelf ? ["connect-src 'self'"] : []),
    `form-action ${["'self'", ...(options.formTargets ?? [])].join(' ')}`,
    `frame-ancestors ${options.frameAncestors.length > 0 ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ].join('; ')
}

/**
 * Text safe inside an inline script: JSON with `<`, `>`, `&` and the two JavaScript line separators escaped, so no
 * value can close the script element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * A script that calls a function of this codebase with arguments: the function's own source (it must be
 * self-contained), then each argument as JSON or, for functions, their source.
 */
export function serialisedCall<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  ...args: Args
): string {
  const parts = args.map((arg: unknown) => {
    if (typeof arg === 'function') return String(arg)
    if (
      arg !== null &&
      typeof arg === 'object' &&
      Object.values(arg).some((entry) => typeof entry === 'function')
    ) {
      const entries = Object.entries(arg).map(
        ([key, entry]) =>
          `${JSON.stringify(key)}: ${typeof entry === 'function' ? String(entry) : scriptJson(entry)}`,
      )
      return `{ ${entries.join(', ')} }`
    }
    return scriptJson(arg)
  })
  return `'use strict';\n(${String(fn)})(${parts.join(', ')});`
}

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1b1b1f;
  background: #fff; line-height: 1.4; }
* { box-sizing: border-box; }
html, body { margin: 0; }
body { padding: 4px; font-size: 16px; }
main.page { max-width: 32rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.75rem; }
p { margin: 0 0 0.75rem; }
form { margin: 0; }
.field { margin: 0 0 0.875rem; min-width: 0; }
.row { display: flex; flex-wrap: wrap; gap: 0 0.75rem; }
.row > .field { flex: 1 1 9rem; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.hint { display: block; color: #4a4a55; font-size: 0.875rem; margin: 0 0 0.25rem; }
.optional { font-weight: 400; color: #4a4a55; }
.input-row { position: relative; }
input { width: 100%; font: inherit; padding: 0.625rem 0.75rem; border: 1px solid #6b6b76; border-radius: 6px;
  background: #fff; color: inherit; min-height: 44px; }
#number { padding-right: 10rem; }
.brand { position: absolute; right: 0.75rem; top: 50%; transform: translateY(-50%); font-size: 0.875rem;
  font-weight: 600; color: #1b1b1f; pointer-events: none; }
input[aria-invalid='true'] { border-color: #b3261e; border-width: 2px; }
input:focus-visible, button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.error { color: #b3261e; font-size: 0.875rem; margin: 0.25rem 0 0; }
.error::before { content: '⚠ '; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1rem; }
.actions form { flex: 1 1 8rem; }
button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.625rem 1.25rem; border-radius: 6px;
  border: 2px solid #1b1b1f; background: #1b1b1f; color: #fff; cursor: pointer; width: 100%; }
button.secondary { background: #fff; color: #1b1b1f; }
.amount { font-size: 1.25rem; font-weight: 700; }
.demo { background: #fff4ce; border: 1px solid #8a6d00; border-radius: 6px; padding: 0.5rem 0.75rem; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`

/** Renders a provider page with its security headers. */
export function renderDocument(
  c: Context,
  options: DocumentOptions,
  status: 200 | 400 | 403 | 404 | 409 = 200,
) {
  const scriptNonce = nonce()
  c.header('content-security-policy', contentSecurityPolicy(options, scriptNonce))
  c.header('cache-control', 'no-store')
  c.header('referrer-policy', 'same-origin')
  c.header('x-content-type-options', 'nosniff')
  if (options.frameAncestors.length === 0) c.header('x-frame-options', 'DENY')
  return c.html(
    html`<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title}</title>
<style nonce="${scriptNonce}">${raw(STYLES)}</style>
</head>
<body>
${options.body}
${options.script ? html`<script nonce="${scriptNonce}">${raw(options.script)}</script>` : ''}
</body>
</html>`,
    status,
  )
}

/** A page with a heading and a sentence: a link that cannot be used (unknown token, origin not allowed, decided). */
export function renderNoticePage(
  c: Context,
  options: {
    language: string
    title: string
    text: string
    link?: { href: string; text: string }
    /** The shop origin that framed the page, when it is allowed; nobody may frame the page otherwise. */
    frameAncestor?: string | null
  },
  status: 400 | 403 | 404 | 409,
) {
  return renderDocument(
    c,
    {
      title: options.title,
      lang: options.language,
      frameAncestors: options.frameAncestor ? [options.frameAncestor] : [],
      body: html`<main class="page"><h1>${options.title}</h1><p>${options.text}</p>${
        options.link ? html`<p><a href="${options.link.href}">${options.link.text}</a></p>` : ''
      }</main>`,
    },
    status,
  )
}
