import type { BlockOf } from '../../shared/content/blocks'
import { BlockSection, BlockText, BlockTitle, hasTitle, Icon } from './parts'

/** Icons with a short title and text each (how delivery works, why shop here). */
export function IconText({ block }: { block: BlockOf<'iconText'> }) {
  const Item = hasTitle(block) ? 'h3' : 'h2'
  return (
    <BlockSection block={block} className="icon-text">
      <BlockTitle block={block} />
      <BlockText block={block} />
      <ul className="icon-text__items">
        {block.items.map((item) => (
          <li key={item.title} className="icon-text__item">
            <Icon name={item.icon} />
            <Item className="icon-text__title">
              {item.url ? <a href={item.url}>{item.title}</a> : item.title}
            </Item>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
