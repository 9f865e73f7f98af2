import type { BlockOf } from '../../shared/content/blocks'
import { BlockSection, BlockTitle, ButtonLink } from './parts'

/** A row of buttons (for example the departments of a sale), wrapping on small screens. */
export function ButtonCollection({ block }: { block: BlockOf<'buttonCollection'> }) {
  return (
    <BlockSection block={block} className="button-collection">
      <BlockTitle block={block} />
      <ul className="button-collection__items link-row">
        {block.targets.map((button) => (
          <li key={`${button.url}|${button.text}`}>
            <ButtonLink button={button} />
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
