import type { BlockOf } from '../../shared/content/blocks'
import { pickSegment } from '../../shared/personalization/audience'
import { useBlockEnvironment } from './environment'
import { BlockList } from './registry'

/** The content of the shopper's audience segment, chosen on the server (so nothing switches after load). */
export function Segmentation({ block }: { block: BlockOf<'segmentation'> }) {
  const { audience, testSegmentId } = useBlockEnvironment()
  const { segmentId, blocks } = pickSegment(block, audience, testSegmentId)
  if (blocks.length === 0) return null
  const hidden = (['sm', 'md', 'lg'] as const)
    .filter((bp) => block.hideOnBreakpoint[bp])
    .map((bp) => `bp-hide-${bp}`)
  const classes = ['segmentation', block.isFullWidth ? 'segmentation--full-width' : '', ...hidden]
  return (
    <div className={classes.filter(Boolean).join(' ')} data-segment={segmentId ?? 'baseline'}>
      <BlockList blocks={blocks} />
    </div>
  )
}
