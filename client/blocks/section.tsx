import type { BlockOf } from '../../shared/content/blocks'
import { BlockSection, BlockTitle } from './parts'
import { BlockList } from './registry'

/** A CMS section: blocks shown only on the breakpoints the editor chose, optionally sticking to the top. */
export function Section({ block }: { block: BlockOf<'section'> }) {
  const hidden = (['sm', 'md', 'lg'] as const)
    .filter((bp) => !block.visibility[bp])
    .map((bp) => `bp-hide-${bp}`)
  if (hidden.length === 3 || block.blocks.length === 0) return null
  return (
    <BlockSection
      block={block}
      className={['cms-section', block.sticky ? 'cms-section--sticky' : '', ...hidden]
        .filter(Boolean)
        .join(' ')}
    >
      <BlockTitle block={block} />
      <BlockList blocks={block.blocks} />
    </BlockSection>
  )
}
