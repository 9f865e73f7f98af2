import { anchorId, type BlockOf } from '../../shared/content/blocks'

/** A target for in-page links (`#size-guide`); the id comes from the anchor name. */
export function Anchor({ block }: { block: BlockOf<'anchor'> }) {
  return <span id={anchorId(block.name)} className="anchor" />
}
