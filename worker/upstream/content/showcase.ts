/**
 * The content service's showcase (spec 2 §7 `showcase/{siteId}/{docType}`): one page of the documents of a type,
 * each with its id, name, referrers count, modification date and the document itself. Used by the editors'
 * preview tool only. Each result is parsed on its own, so one broken entry is skipped, and its document's blocks
 * go through the same reshape as a page's, so an invalid block is dropped while the rest renders.
 */
import { z } from 'zod'
import type { BlockIssue } from '../../../shared/blocks'
import type { PreviewResult, Showcase } from '../../../shared/preview-tool'
import { type ReshapeContext, reshapePage } from './reshape'

export const ContentShowcaseDocSchema = z.looseObject({
  results: z.array(z.unknown()).default([]),
  numFound: z.number().int().nonnegative().catch(0).default(0),
})
export type ContentShowcaseDoc = z.infer<typeof ContentShowcaseDocSchema>

export const ContentShowcaseItemSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional().catch(undefined),
  referrersCount: z.number().int().nonnegative().catch(0).default(0),
  modificationDate: z.iso.datetime({ offset: true }).optional().catch(undefined),
  /** A page-level document has `components`; a block document is the block itself. */
  document: z.unknown(),
})

/** Reshapes a showcase page; `onIssues` hears of every dropped entry or block, by document id. */
export function reshapeShowcase(
  doc: ContentShowcaseDoc,
  ctx: ReshapeContext,
  onIssues?: (documentId: string, issues: BlockIssue[]) => void,
): Showcase {
  const results: PreviewResult[] = []
  doc.results.forEach((entry, index) => {
    const item = ContentShowcaseItemSchema.safeParse(entry)
    if (!item.success) {
      const id = typeof entry === 'object' && entry !== null && 'id' in entry ? String(entry.id) : null
      onIssues?.('showcase', [{ path: String(index), type: 'showcase-item', id, reason: 'invalid entry' }])
      return
    }
    const { id, name, referrersCount, modificationDate, document } = item.data
    const components =
      document !== null && typeof document === 'object' && 'components' in document
        ? Array.isArray(document.components)
          ? document.components
          : []
        : [document]
    const { page, issues } = reshapePage({ id, name, components }, ctx)
    if (issues.length > 0) onIssues?.(id, issues)
    results.push({
      id,
      name: name?.trim() || id,
      referrersCount,
      modificationDate: modificationDate ?? null,
      blocks: page.blocks,
    })
  })
  return { results, numFound: Math.max(doc.numFound, results.length) }
}
