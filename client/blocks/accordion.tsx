import type { BlockOf } from '../../shared/content/blocks'
import { BlockSection, BlockText, BlockTitle, RichText } from './parts'

/** Questions and answers as native disclosures: keyboard and screen-reader ready, and working without JavaScript. */
export function Accordion({ block }: { block: BlockOf<'accordion'> }) {
  return (
    <BlockSection block={block} className="accordion">
      <BlockTitle block={block} />
      <BlockText block={block} />
      {block.items.map((item, index) => (
        <details key={item.id} className="accordion__item" open={block.openFirst && index === 0}>
          <summary className="accordion__summary">{item.title}</summary>
          <RichText html={item.richText} className="rich-text accordion__panel" />
        </details>
      ))}
    </BlockSection>
  )
}
