import { pickExperience } from '../../shared/audience'
import type { BlockOf } from '../../shared/blocks'
import { useBlockEnvironment } from './environment'
import { BlockList } from './registry'

/**
 * An A/B experience: the variant a personalisation decision picked, else the baseline. Decisions arrive in the
 * block environment (the experimentation work fills them); until then every shopper sees the baseline.
 */
export function Experience({ block }: { block: BlockOf<'experience'> }) {
  const { decisions } = useBlockEnvironment()
  const { variantId, blocks } = pickExperience(block, decisions)
  if (blocks.length === 0) return null
  return (
    <div className="experience" data-experience={block.experienceId} data-variant={variantId ?? 'baseline'}>
      <BlockList blocks={blocks} />
    </div>
  )
}
