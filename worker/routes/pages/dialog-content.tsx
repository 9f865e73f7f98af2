/**
 * The sign-in dialog's editor content (spec 2 §7's augmented pages `sign-in-modal` and `sign-up-modal`): the
 * account's sign-in and sign-up addresses answer it as an HTML fragment (`x-fragment: sign-in-modal`) when the
 * dialog first shows that step. Blocks are rendered as on any page, their islands taken up by the page's entry once
 * the dialog places them; a page without blocks, or a content service that cannot answer, gives an empty fragment.
 */
import { BlockEnvironmentContext } from '../../../client/blocks/environment'
import { BlockList } from '../../../client/blocks/registry'
import { DEFAULT_BLOCK_ENVIRONMENT } from '../../../shared/content/block-environment'
import { loadOptionalContent } from '../../loaders/content-query'
import { renderFragment } from '../../render/fragment'
import type { AppContext } from '../../types'

export const DIALOG_CONTENT_PAGES = ['sign-in-modal', 'sign-up-modal'] as const
export type DialogContentPage = (typeof DIALOG_CONTENT_PAGES)[number]

export const isDialogContentPage = (fragment: string | null): fragment is DialogContentPage =>
  DIALOG_CONTENT_PAGES.some((page) => page === fragment)

export async function dialogContentRoute(c: AppContext, page: DialogContentPage): Promise<Response> {
  const content = await loadOptionalContent(
    c,
    `${page} content`,
    c.var.services.content.getAugmentedPage(page),
  )
  return renderFragment(
    c,
    <BlockEnvironmentContext.Provider value={content.blockEnvironment ?? DEFAULT_BLOCK_ENVIRONMENT}>
      <BlockList blocks={content.blocks} />
    </BlockEnvironmentContext.Provider>,
  )
}
