import type { BlockOf } from '../../shared/content/blocks'
import { LinkList } from '../components/link-list'
import { BlockImage, hasTitle, titleId } from './parts'

/** A background image with an optional (linked) title and a list of text links, left-aligned or centred. */
export function MultiLinkCard({ block }: { block: BlockOf<'multiLinkCard'> }) {
  const align = block.alignment === 'center' ? 'center' : 'left'
  return (
    <section
      className={`block multi-link-card align-${align}`}
      aria-labelledby={hasTitle(block) ? titleId(block) : undefined}
    >
      {block.media ? <BlockImage media={block.media} className="multi-link-card__media" /> : null}
      <div className="multi-link-card__content">
        {hasTitle(block) ? (
          <h2 id={titleId(block)} className="multi-link-card__title">
            {block.titleTarget ? <a href={block.titleTarget}>{block.title}</a> : block.title}
          </h2>
        ) : null}
        <LinkList links={block.links} className="multi-link-card__links link-row" />
      </div>
    </section>
  )
}
