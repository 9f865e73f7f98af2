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
        {hasTitle(block) ? <CardTitle block={block} /> : null}
        <LinkList links={block.links} className="multi-link-card__links link-row" />
      </div>
    </section>
  )
}

/** The card's title: its rich text or its words, in the editor's title style, linked to its target. */
function CardTitle({ block }: { block: BlockOf<'multiLinkCard'> }) {
  const className = ['multi-link-card__title', block.titleStyle ? `block__title--${block.titleStyle}` : '']
    .filter(Boolean)
    .join(' ')
  const style = block.titleColor ? { color: block.titleColor } : undefined
  const id = titleId(block)
  // A rich title that holds its own link is not wrapped in another (links do not nest).
  const target = block.titleHtml?.includes('<a ') ? undefined : block.titleTarget
  if (!block.titleHtml)
    return (
      <h2 id={id} className={className} style={style}>
        {target ? <a href={target}>{block.title}</a> : block.title}
      </h2>
    )
  const html = { __html: block.titleHtml }
  return target ? (
    <h2 id={id} className={className} style={style}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: -- SafeHtml comes only from sanitizeHtml */}
      <a href={target} dangerouslySetInnerHTML={html} />
    </h2>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: -- SafeHtml comes only from sanitizeHtml
    <h2 id={id} className={className} style={style} dangerouslySetInnerHTML={html} />
  )
}
