import type { BlockOf } from '../../shared/content/blocks'
import { BlockSection, BlockTitle, RichText } from './parts'

/** An editor's formatted text, sanitised by the block schema. */
export function RichTextBlock({ block }: { block: BlockOf<'richText'> }) {
  return (
    <BlockSection block={block} className="rich-text-block">
      <BlockTitle block={block} />
      <RichText html={block.richText} />
    </BlockSection>
  )
}
