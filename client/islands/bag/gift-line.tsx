import type { CartLine } from '../../../shared/bag/cart'
import { LineFacts, LineImage, lineFactsLabels } from '../../components/bag-line-parts'
import { useBag } from './context'
import { RemoveLineButton } from './line-buttons'
import { LinePrice } from './line-price'
import { LineNotice } from './notices'

/** A gift with purchase: free, one, no quantity menu, no saving for later; removing it declines the gift. */
export function GiftLine({ line, first = false }: { line: CartLine; first?: boolean }) {
  const { words, props, notice } = useBag()
  const info = props.lines[line.id]
  return (
    <li className="bag-line">
      <LineImage src={line.image || null} first={first} />
      <div className="bag-line__body">
        <p className="badge badge--free-gift">{words.t('badge.freeGift')}</p>
        <h3 className="bag-line__name">
          <a href={info?.url ?? '#'}>{line.name}</a>
        </h3>
        <LineFacts
          colour={info?.colour ?? null}
          size={line.sizeLabel ?? line.size}
          labels={lineFactsLabels(words)}
        />
        <LinePrice
          current={words.t('bag.freeGift.price')}
          original={line.price.original > 0 ? line.price.original : null}
        />
        <p className="bag-line__delivery">{words.t('bag.delivered')}</p>
        <p className="bag-line__quantity">{words.t('bag.freeGift.quantity', { count: line.qty })}</p>
        <LineNotice notice={notice?.itemId === line.id ? notice : null} />
        <div className="bag-line__actions">
          <RemoveLineButton line={line} name={words.t('bag.freeGift.remove', { name: line.name })} />
        </div>
      </div>
    </li>
  )
}
