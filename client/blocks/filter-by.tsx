import type { BlockOf } from '../../shared/content/blocks'
import { filterApplies } from '../../shared/personalization/audience'
import { useBlockEnvironment } from './environment'
import { BlockList } from './registry'

/** Shows its blocks only when the page's product or category is (IN) or is not (NOT IN) in the editor's list. */
export function FilterBy({ block }: { block: BlockOf<'filterBy'> }) {
  const { subject } = useBlockEnvironment()
  return filterApplies(block, subject) ? <BlockList blocks={block.blocks} /> : null
}
