import type { BlockOf } from '../../shared/content/blocks'
import { BlockImage } from './parts'

/** A plain image with its alt text and size, linked when the editor gave it a target. */
export function Picture({ block }: { block: BlockOf<'picture'> }) {
  return (
    <figure className="block picture">
      <BlockImage
        media={block.media}
        className="picture__image"
        href={block.mediaTarget}
        label={block.title}
      />
      {block.caption ? <figcaption>{block.caption.text}</figcaption> : null}
    </figure>
  )
}
