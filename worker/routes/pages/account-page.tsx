/**
 * What every account page shares, in a module of its own so the pages that render one (account.tsx, account-area.tsx
 * and its sections, account-join.tsx) import it without importing each other: the area's frame and title, where
 * its sign-out posts, and what a section's route is.
 */
import type { ReactElement } from 'react'
import { ACCOUNT_SECTION_TEXT } from '../../../client/components/account-layout'
import type { BlockEnvironment } from '../../../shared/content/block-environment'
import type { SiteChrome } from '../../../shared/content/content'
import { type AccountSection, accountPath, accountSectionPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent, type PageContentParts, pageContentQuery } from '../../loaders/content-query'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'

/** Where every page of the area posts its sign-out: the account's own address, which answers it (decision 074). */
export const signOutActionOf = (c: AppContext): string => accountPath(c.var.locale.code)

/**
 * Renders a page of the account's own (signing in or up, the passwords, joining, the area itself): shown without
 * pop-ups, never indexed, never stored.
 */
export async function renderPrivatePage(
  c: AppContext,
  head: { title: string; path: string },
  page: ReactElement,
  status: RenderPageOptions['status'] = 200,
  blockEnvironment?: BlockEnvironment,
  /** The chrome, when the page started loading it beside its own data. */
  chromeLoad: Promise<SiteChrome> = loadChrome(c, undefined, { popups: false }),
): Promise<Response> {
  const chrome = await chromeLoad
  return renderPage(c, {
    head: privateHead(head.title, head.path, 'account'),
    chrome,
    page,
    status,
    noStore: true,
    ...(blockEnvironment ? { blockEnvironment } : {}),
  })
}

/**
 * Renders a page of the area: its title is the section's (or, for a page within it such as one order, its own
 * title and path), and it is never stored.
 */
export function renderAccountPage(
  c: AppContext,
  section: AccountSection,
  page: ReactElement,
  status: RenderPageOptions['status'] = 200,
  subpage: { title: string; path: string } | null = null,
  /** The section's content (`loadSectionContent`): what its blocks need, and the chrome started beside it. */
  content?: { blockEnvironment: BlockEnvironment | undefined; chrome: Promise<SiteChrome> },
): Promise<Response> {
  const { t, locale } = c.var
  const title =
    subpage?.title ??
    (section === 'overview' ? t.t('page.account.title') : t.t(ACCOUNT_SECTION_TEXT[section].title))
  return renderPrivatePage(
    c,
    { title, path: subpage?.path ?? accountSectionPath(locale.code, section) },
    page,
    status,
    content?.blockEnvironment,
    content?.chrome,
  )
}

/**
 * A section's content-service blocks for the signed-in shopper (spec 1 §2 `consumerId`: member-specific content),
 * with the campaign parameters the section takes; optional, so the section goes out without them.
 */
export async function loadSectionContent(
  c: AppContext,
  shopper: ConsumerProfile,
  page: 'account' | 'loyalty-modal',
  parts: PageContentParts = {},
) {
  // The chrome loads beside the content: a slow content service costs one wait, not two.
  const chrome = loadChrome(c, undefined, { popups: false })
  const content = await loadOptionalContent(
    c,
    `${page} content`,
    c.var.services.content.getAugmentedPage(page, {
      ...pageContentQuery(c, parts),
      consumerId: shopper.consumerId,
    }),
  )
  return { ...content, chrome }
}

/** A section's page for the signed-in shopper, given the path's segments after the section's and the query. */
export type AccountSectionRoute = (
  c: AppContext,
  shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
) => Promise<Response | null>
