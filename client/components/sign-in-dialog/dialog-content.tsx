/**
 * The editor's content of a sign-in dialog step (spec 2 §7's augmented pages `sign-in-modal` and `sign-up-modal`):
 * read as an HTML fragment from the account's sign-up address the first time the step shows, and kept for the
 * page's life. Nothing shows while it loads, when the page has none, or when it cannot be read (the next opening
 * asks again). Islands among its blocks are taken up by the page's entry (`storefront:section`).
 */
import { useEffect, useState } from 'react'
import { fetchFragment } from '../../api'

export type DialogContentPage = 'sign-in-modal' | 'sign-up-modal'

const read = new Map<DialogContentPage, Promise<string>>()

function contentOf(href: string, page: DialogContentPage): Promise<string> {
  const known = read.get(page)
  if (known) return known
  const load = fetchFragment(href, page).catch((error: unknown) => {
    read.delete(page)
    console.warn(`${page} content not read`, error)
    return ''
  })
  read.set(page, load)
  return load
}

export function DialogContent({ href, page }: { href: string; page: DialogContentPage }) {
  const [html, setHtml] = useState('')
  useEffect(() => {
    let shown = true
    void contentOf(href, page).then((text) => {
      if (shown) setHtml(text.trim())
    })
    return () => {
      shown = false
    }
  }, [href, page])
  useEffect(() => {
    if (html) document.dispatchEvent(new Event('storefront:section'))
  }, [html])
  return html ? (
    <div
      className="sign-in-dialog__content"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: -- the shop's own fragment of blocks, sanitised when rendered
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : null
}
