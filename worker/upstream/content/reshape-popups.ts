/**
 * From the content service's pop-ups document to the `Popup` view models (spec 3 §2.8, §3). Each entry is parsed
 * on its own, so an editor's broken pop-up is skipped and reported while the others still show. Titles become
 * text, the disclaimer is sanitised rich text, colours that are not safe CSS colours are dropped, and the buttons
 * are fixed by the pop-up's kind: a newsletter pop-up's primary button goes to the newsletter page, and an
 * account pop-up always offers at least the account page.
 */
import type { BlockIssue, Popup, PopupButton } from '../../../shared/content'
import {
  newsletterPageSlug,
  plainText,
  popupDefaultDelayMs,
  popupKind,
  popupMaxDelayMs,
  safeColor,
} from '../../../shared/promotions'
import { htmlToText, sanitizeHtml } from '../../../shared/rich-text'
import { accountPath, contentPath } from '../../../shared/routes'
import { localiseHref, type ReshapeContext, resolveMediaUrl } from './reshape'
import { type ContentPopup, ContentPopupSchema, type ContentPopupsDoc } from './schemas'

const text = (value: string | undefined): string | null => (value ? plainText(value) || null : null)

function reshapeButton(target: ContentPopup['targets'][number], ctx: ReshapeContext): PopupButton | null {
  const url = localiseHref(target.url, ctx.locale)
  if (!url) return null
  const label = target.text?.trim() || null
  return target.targetAttribute === '_blank' ? { text: label, url, newTab: true } : { text: label, url }
}

function reshapeButtons(popup: ContentPopup, kind: Popup['kind'], ctx: ReshapeContext): PopupButton[] {
  const buttons = popup.targets
    .map((target) => reshapeButton(target, ctx))
    .filter((button) => button !== null)
  if (kind === 'newsletter') {
    const [primary, ...rest] = buttons
    return [{ text: primary?.text ?? null, url: contentPath(ctx.locale, newsletterPageSlug) }, ...rest]
  }
  return buttons.length > 0 ? buttons : [{ text: null, url: accountPath(ctx.locale) }]
}

function reshapeLogo(popup: ContentPopup, ctx: ReshapeContext): Popup['logo'] {
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

/** One parsed pop-up as a view model, or a reason why it cannot be shown. */
function reshapePopup(popup: ContentPopup, ctx: ReshapeContext): Popup | string {
  const title = text(popup.titleHtml) ?? text(popup.title)
  const minimizedTitle = text(popup.minimizedTitle) ?? title
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
    maximizedTitle: text(popup.maximizedTitle),
    logo: reshapeLogo(popup, ctx),
    logoSize: popup.logoSize === undefined || popup.logoSize === 'small' ? 'small' : 'large',
    buttons: reshapeButtons(popup, kind, ctx),
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
