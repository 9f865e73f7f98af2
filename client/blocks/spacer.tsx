import type { BlockOf } from '../../shared/content/blocks'
import { blockStyle } from './parts'

/** Space between blocks: a background colour and a bottom margin per breakpoint (rem). */
export function Spacer({ block }: { block: BlockOf<'spacer'> }) {
  const margin = (value: number | undefined) => (value === undefined ? undefined : `${value}rem`)
  return (
    <div
      className="spacer"
      aria-hidden="true"
      style={blockStyle(block, {
        '--space-sm': margin(block.bottomMargins.sm),
        '--space-md': margin(block.bottomMargins.md ?? block.bottomMargins.sm),
        '--space-lg': margin(block.bottomMargins.lg ?? block.bottomMargins.md ?? block.bottomMargins.sm),
      })}
    />
  )
}
