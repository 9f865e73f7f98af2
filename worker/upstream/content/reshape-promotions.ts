/**
 * The promo bar's and the pop-ups' reshapes (spec 3 §2.8, §2.9, §3): rich text sanitised (inline on the promo
 * bar), links localised, colours checked, empty messages dropped, and each pop-up validated on its own so one bad
 * entry is skipped and reported.
 */

import { anchorId, type BlockIssue, type Link } from '../../../shared/content/blocks'
import type { Popup, PopupButton, PromoBar, PromoMessage } from '../../../shared/content/content'
import { promoBarMaxMessages } from '../../../shared/content/promo-bar'
import {
  newsletterPageSlug,
  plainText,
  popupDefaultDelayMs,
  popupKind,
  popupMaxDelayMs,
  safeColor,
} from '../../../shared/content/promotions'
import {
  htmlToText,
  INLINE_TAGS,
  INLINE_TAGS_WITHOUT_LINKS,
  type SafeHtml,
  sanitizeHtml,
} from '../../../shared/content/rich-text'
import { accountPath, contentPath } from '../../../shared/routes'
import { localiseHref, type ReshapeContext, reshapeLink, resolveMediaUrl } from '../urls'
import {
  type ContentPopup,
  ContentPopupSchema,
  type ContentPopupsDoc,
  type ContentPromoBarDoc,
} from './schemas'

const isPresent = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined

type ContentPromoMessage = ContentPromoBarDoc['messages'][number]

/**
 * A promo message's link: its first target, opened at the section its `sectionId` names (the id an anchor block
 * of that name gets), or that section on the page itself when there is no target. A clickable message is the
 * link, so the link takes the message's words when the target has none; otherwise the link needs words of its
 * own, as it follows the message's text.
 */
function promoLink(message: ContentPromoMessage, text: string, ctx: ReshapeContext): Link | null {
  const [first] = message.targets
  const section = message.sectionId?.trim() ? `#${anchorId(message.sectionId)}` : ''
  if (!first && !section) return null
  const url = !first ? section : section ? `${first.url.split('#')[0]}${section}` : first.url
  const words = first?.text?.trim() || (message.clickable ? text : '')
  return reshapeLink({ text: words, url, targetAttribute: first?.targetAttribute }, ctx)
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A message as shown, so the bar's script only places it: a clickable message inside its link, another followed by
 * its link. Sanitised once more, so the link is checked as any editor's link is.
 */
function promoMarkup(words: SafeHtml, link: Link, clickable: boolean): SafeHtml {
  const open = `<a href="${escapeHtml(link.url)}"${link.newTab ? ' target="_blank"' : ''}>`
  const markup = clickable ? `${open}${words}</a>` : `${words} ${open}${escapeHtml(link.text)}</a>`
  return sanitizeHtml(markup, { only: INLINE_TAGS })
}

/**
 * The promo bar: each message's rich text sanitised to inline emphasis and links on one line (a clickable
 * message, one link as a whole, keeps no links of its own), empty messages dropped, at most
 * `promoBarMaxMessages` kept, and colours that are not safe CSS colours dropped.
 */
export function reshapePromoBar(doc: ContentPromoBarDoc, ctx: ReshapeContext): PromoBar | null {
  const messages = doc.messages
    .map((message): PromoMessage | null => {
      const text = plainText(message.richText)
      if (!text) return null
      const link = promoLink(message, text, ctx)
      const clickable = message.clickable === true && link !== null
      const words = sanitizeHtml(message.richText, {
        localise: (href) => localiseHref(href, ctx.locale),
        only: clickable ? INLINE_TAGS_WITHOUT_LINKS : INLINE_TAGS,
      })
      const html = link ? promoMarkup(words, link, clickable) : words
      const hoverLinkColor = safeColor(message.hoverLinkColor)
      return {
        id: message.id,
        text,
        html,
        link,
        clickable,
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
