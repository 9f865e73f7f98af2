/**
 * The help pages among content slugs (decision 008): `/{locale}/help/contact-us`, the content service's page of
 * that slug beside the contact form, and `/{locale}/help/warranty`, the warranty form (a shop page). Any other
 * `help/...` slug is a content page (`help/returns/how-to-return`). Both forms post to their own page, whose action
 * (worker/routes/forms/help.ts) answers a refused form with its page again by `renderContactUs` /
 * `renderWarranty`, with each field's message and what was typed, never with a redirect that would carry it in a URL.
 */
import {
  ContactPage,
  type ContactPageProps,
  type ContactValues,
  EMPTY_CONTACT,
} from '../../../client/pages/contact-page'
import { EMPTY_WARRANTY, WarrantyPage, type WarrantyPageProps } from '../../../client/pages/warranty-page'
import { todayOf } from '../../../shared/account/sign-up'
import type { ContentPage as ContentPageModel } from '../../../shared/content/content'
import { CASE_NUMBER_PATTERN } from '../../../shared/help/contact'
import { earliestPurchaseDate, WARRANTY_CASE_PATTERN, WARRANTY_YEARS } from '../../../shared/help/warranty'
import { contactUsPath, contentPath, signInPath, signUpPath, warrantyPath } from '../../../shared/routes'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { logEvent } from '../../log'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { signedInShopper } from '../../services/account'
import type { AppContext } from '../../types'
import { contentRoute } from './content'

/** The content page shown beside the form: optional, so the form still works when the content service fails. */
async function contactContent(c: AppContext): Promise<ContentPageModel | null> {
  return c.var.services.content.getPage('help/contact-us').catch((error: unknown) => {
    logEvent(c, 'warn', 'contact page content unavailable', { error: String(error) })
    return null
  })
}

/** The signed-in shopper's name and email, or null for a guest (who costs no upstream call). */
async function shopperOf(c: AppContext): Promise<{ name: string; email: string } | null> {
  const profile = await signedInShopper(c).catch((error: unknown) => {
    logEvent(c, 'warn', 'profile unavailable for a help form', { error: String(error) })
    return null
  })
  return profile ? { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email } : null
}

/**
 * The contact page, as asked for (empty, or the signed-in shopper's name and email filled in; or the case just
 * opened) or after a refused form post (what was typed, each field's message, the status).
 */
export async function renderContactUs(
  c: AppContext,
  props: Pick<ContactPageProps, 'errors' | 'notice' | 'sent'> & { values: ContactValues | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const [chrome, page, augmented, categories, shopper] = await Promise.all([
    loadChrome(c),
    contactContent(c),
    // The fixed contact page's own content (the augmented page `contact-us`: when the team answers), after the
    // help page's.
    optional(c, 'contact us content', c.var.services.content.getAugmentedPage('contact-us'), null),
    c.var.services.utilities.getContactCategories().catch((error: unknown) => {
      logEvent(c, 'warn', 'contact categories unavailable', { error: String(error) })
      return null
    }),
    props.values === null ? shopperOf(c) : Promise.resolve(null),
  ])
  const blocks = [...(page?.blocks ?? []), ...(augmented?.blocks ?? [])]
  const blockEnvironment = await prepareBlockEnvironment(c, blocks, { kind: 'content' })
  const values = props.values ?? (shopper ? { ...EMPTY_CONTACT, ...shopper } : EMPTY_CONTACT)
  const title = page?.title ?? t.t('contact.title')
  return renderPage(c, {
    head: {
      title,
      description: page?.description ?? null,
      canonicalPath: contactUsPath(locale.code),
      indexable: status === 200 && props.sent === null,
      pageType: 'other',
    },
    chrome,
    blockEnvironment,
    page: (
      <ContactPage
        title={title}
        blocks={blocks}
        action={contactUsPath(locale.code)}
        categories={categories && categories.length > 0 ? categories : null}
        formHref={contactUsPath(locale.code)}
        links={[
          { text: t.t('contact.more.warranty'), url: warrantyPath(locale.code) },
          { text: t.t('contact.more.returns'), url: contentPath(locale.code, 'help/returns/how-to-return') },
          { text: t.t('contact.more.shipping'), url: contentPath(locale.code, 'policies/shipping-terms') },
          { text: t.t('contact.more.loyalty'), url: contentPath(locale.code, 'xplr-pass') },
        ]}
        errors={props.errors}
        notice={props.notice}
        sent={props.sent}
        values={values}
      />
    ),
    status,
    // A shopper's own name and email, a case number or what was typed are nobody else's.
    noStore: shopper !== null || props.values !== null || props.sent !== null,
  })
}

/** The case just opened, as the form's success names it in the address; null when none is, or not a case. */
function sentCase(c: AppContext, pattern: RegExp): string | null {
  const id = new URL(c.req.url).searchParams.get('case')
  return id && pattern.test(id) ? id : null
}

function contactUsRoute(c: AppContext): Promise<Response> {
  const caseNumber = sentCase(c, CASE_NUMBER_PATTERN)
  const sent = caseNumber ? { caseNumber } : null
  return renderContactUs(c, { values: null, errors: {}, notice: null, sent })
}

/**
 * The warranty page, as asked for (the form for a signed-in shopper, an invitation to sign in for a guest, or the
 * case just opened) or after a refused form post (what was typed, each field's message, the status).
 */
export async function renderWarranty(
  c: AppContext,
  props: Pick<WarrantyPageProps, 'values' | 'errors' | 'notice' | 'sent'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const [chrome, shopper] = await Promise.all([loadChrome(c), shopperOf(c)])
  const back = new URLSearchParams({ returnTo: warrantyPath(locale.code) })
  const today = todayOf(new Date())
  return renderPage(c, {
    head: {
      title: t.t('warranty.title'),
      description: t.t('warranty.intro', { years: WARRANTY_YEARS }),
      canonicalPath: warrantyPath(locale.code),
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: (
      <WarrantyPage
        shopper={shopper}
        signInHref={`${signInPath(locale.code)}?${back}`}
        signUpHref={`${signUpPath(locale.code)}?${back}`}
        contactHref={contactUsPath(locale.code)}
        action={warrantyPath(locale.code)}
        formHref={warrantyPath(locale.code)}
        today={new Date().toISOString().slice(0, 10)}
        earliest={earliestPurchaseDate(today)}
        {...props}
      />
    ),
    status,
    noStore: true,
  })
}

function warrantyRoute(c: AppContext): Promise<Response> {
  const caseId = sentCase(c, WARRANTY_CASE_PATTERN)
  const sent = caseId ? { caseId } : null
  return renderWarranty(c, { values: EMPTY_WARRANTY, errors: {}, notice: null, sent })
}

/** `help/contact-us` and `help/warranty` are the shop's; any other `help/...` slug is a content page. */
export function helpRoute(c: AppContext, rest: readonly string[]): Promise<Response> {
  const [section, ...more] = rest
  if (more.length === 0 && section === 'contact-us') return contactUsRoute(c)
  if (more.length === 0 && section === 'warranty') return warrantyRoute(c)
  return contentRoute(c, ['help', ...rest])
}
