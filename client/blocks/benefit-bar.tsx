import type { BlockOf } from '../../shared/content/blocks'
import { useShop } from '../i18n'
import { BenefitBarCloser } from '../islands/benefit-bar'
import { Island } from '../islands/island'
import { useBlockEnvironment } from './environment'
import { BlockSection, Icon } from './parts'

/** Short promises (free delivery, free returns...). A closable bar gets a close button that is remembered. */
export function BenefitBar({ block }: { block: BlockOf<'benefitBar'> }) {
  const { t } = useShop()
  const { closedBlocks } = useBlockEnvironment()
  if (block.closable && closedBlocks.includes(block.id)) return null
  return (
    <BlockSection block={block} className="benefit-bar">
      <ul className="benefit-bar__items" aria-label={block.title ?? t.t('blocks.benefits')}>
        {block.items.map((item) => (
          <li key={item.text}>
            {item.icon ? <Icon name={item.icon} /> : null}
            {item.url ? <a href={item.url}>{item.text}</a> : <span>{item.text}</span>}
          </li>
        ))}
      </ul>
      {block.closable ? (
        <Island
          name="benefit-bar"
          component={BenefitBarCloser}
          props={{ blockId: block.id, label: t.t('blocks.closeBenefits') }}
        />
      ) : null}
    </BlockSection>
  )
}
