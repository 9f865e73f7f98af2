import { articlePageSize, EMPTY_ARTICLE_RESULTS } from '../../shared/content/articles'
import type { BlockOf } from '../../shared/content/blocks'
import { useShop } from '../i18n'
import { ArticleGridBody } from '../islands/article-grid'
import { Island } from '../islands/island'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockText, BlockTitle, Buttons, hasTitle } from './parts'

/**
 * Journal articles found by tags (spec 3 §2.2). The worker searched the first page before rendering; the cards,
 * the filter bar and "read more" are one island, rendered here on the server with that page. A grid whose search
 * failed or found nothing (and has no facets to offer) renders nothing.
 */
export function ArticleGrid({ block }: { block: BlockOf<'articleGrid'> }) {
  const { t } = useShop()
  const first = useBlockEnvironment().articleGrids[block.id] ?? EMPTY_ARTICLE_RESULTS
  const facets = block.showFilterBar ? first.facets : []
  if (first.articles.length === 0 && facets.length === 0) return null
  const { sm, md, lg } = block.gridSize
  return (
    <BlockSection block={block} className="article-grid">
      <BlockTitle block={block} />
      <BlockText block={block} />
      <Island
        name="article-grid"
        component={ArticleGridBody}
        props={{
          gridId: block.id,
          locale: t.locale.code,
          bcp47: t.locale.bcp47,
          dateFormat: t.locale.dateFormat,
          first: { ...first, facets },
          pageSize: articlePageSize(block),
          initialTags: block.initialQuery.tags,
          notFiltered: block.initialQueryNotFiltered,
          q: block.initialQuery.q ?? null,
          showFilterBar: block.showFilterBar,
          loadMore: block.loadMore,
          hideDate: block.hidePageDate,
          columns: { sm: sm ?? 1, md: md ?? sm ?? 2, lg: lg ?? md ?? 3 },
          cardHeading: hasTitle(block) && !block.titleH1 ? 3 : 2,
        }}
      />
      <Buttons targets={block.targets} />
    </BlockSection>
  )
}
