import type { BlockOf } from '../../shared/content/blocks'
import { alignClass, ButtonLink } from './parts'

/** One call-to-action button, aligned as the editor chose. */
export function CtaButton({ block }: { block: BlockOf<'ctaButton'> }) {
  const [button] = block.targets
  if (!button) return null
  return (
    <p className={`block cta-button ${alignClass(block)}`}>
      <ButtonLink button={button} />
    </p>
  )
}
