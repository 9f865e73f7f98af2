import type { BlockOf } from '../../shared/content/blocks'
import { pickExperience } from '../../shared/personalization/audience'
import { Island } from '../islands/island'
import { PromotionTracker } from '../islands/promotion-tracker'
import { useBlockEnvironment } from './environment'
import { blockStyle } from './parts'
import { BlockList } from './registry'

/**
 * An A/B experience: the variant the page view's personalization decision picked (by its id or name), else the
 * baseline. Decisions arrive in the block environment, made by the worker before rendering (decision 062): without
 * one, or with a 'Control' one, the shopper sees the baseline.
 */
export function Experience({ block }: { block: BlockOf<'experience'> }) {
  const { decisions } = useBlockEnvironment()
  const { variantId, blocks } = pickExperience(block, decisions)
  if (blocks.length === 0) return null
  const margin = (value: number | undefined) => (value === undefined ? undefined : `${value}rem`)
  const { sm, md, lg } = block.bottomMargins
  return (
    <div
      className="experience"
      data-experience={block.experienceId}
      data-variant={variantId ?? 'baseline'}
      style={blockStyle(block, {
        '--experience-space-sm': margin(sm),
        '--experience-space-md': margin(md ?? sm),
        '--experience-space-lg': margin(lg ?? md ?? sm),
      })}
      data-tracked={block.trackingEvent ? '' : undefined}
    >
      {block.trackingEvent ? (
        <Island
          name="promotion-tracker"
          component={PromotionTracker}
          props={{
            kind: 'experience',
            trackingEvent: block.trackingEvent,
            experienceId: block.experienceId,
            variant: variantId ?? 'baseline',
          }}
        />
      ) : null}
      <BlockList blocks={blocks} />
    </div>
  )
}
