import type { CartLine } from '../../../shared/bag/cart'
import { sizeChoices } from '../../../shared/bag/line-details'
import { CustomFacts, LineFacts, LineImage, lineFactsLabels } from '../../components/bag-line-parts'
import { PriceAdjustmentNote } from '../../components/cart-totals'
import { customFactsLabels } from '../../components/custom-labels'
import { GiftOptionForm } from '../../components/gift-option-dialog'
import { IntentField } from './action-form'
import { useBag } from './context'
import { lineFlashOf, linePriceMissing, systemChangeAt } from './flashes'
import { LineDialogButton, RemoveLineButton } from './line-buttons'
import { LineDelivery } from './line-delivery'
import {
  LineChoiceForm,
  LineCodes,
  LineEyebrow,
  LineReference,
  LineSizeForm,
  LineTotal,
} from './line-details'
import { LinePrice } from './line-price'
import { LineNotice } from './notices'

/** How many a quantity menu offers: up to ten, never past the maximum, always including the current quantity. */
function quantityChoices(line: CartLine): number[] {
  const top = Math.max(line.qty, Math.min(line.maxQty, 10, line.stock && line.stock > 0 ? line.stock : 10))
  return Array.from({ length: top }, (_, index) => index + 1)
}

const GiftIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" focusable="false">
    <path
      d="M3 8h14v3H3zM4.5 11h11v6h-11zM10 8v9M10 8c-1.5-3.5-5-3.5-5-1.5S8 8 10 8zm0 0c1.5-3.5 5-3.5 5-1.5S12 8 10 8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * A line of the bag: what it is, what it costs, how it comes, how many, and its actions. Its gift message is a
 * disclosure with its form without JavaScript, a button opening the gift dialog once hydrated.
 */
export function BagLine({ line, first = false }: { line: CartLine; first?: boolean }) {
  const { words, hydrated, money, action, cart, props, lineChanges, stores, gift, notice: last } = useBag()
  const info = props.lines[line.id]
  const notice = last?.itemId === line.id ? last : null
  const flash = lineFlashOf(cart, line, words, stores.storeNames)
  const changed = systemChangeAt(cart, line) !== null
  const noticeId = notice || flash ? `bag-line-notice-${line.id}` : undefined
  const giftTitle = words.t(line.digital ? 'egift.edit' : line.gift ? 'bag.gift.edit' : 'bag.gift.add')
  const lowStock = !line.digital && line.stock !== null && line.stock > 0 && line.stock <= 5
  // A line whose size can change says it in its size menu, not among its facts.
  const sizes = sizeChoices(line)
  return (
    <li id={`bag-line-${line.id}`} className={changed ? 'bag-line is-changed' : 'bag-line'}>
      <LineImage src={line.image || null} first={first} />
      <div className="bag-line__body">
        {changed ? <p className="bag-line__changed">{words.t('bag.changedMark')}</p> : null}
        <LineEyebrow line={line} />
        <h3 className="bag-line__name">
          <a href={info?.url ?? '#'}>{line.name}</a>
        </h3>
        {/* An e-gift card's one design and its amount (the price) are no colour or size. */}
        {line.digital ? null : (
          <LineFacts
            colour={info?.colour ?? null}
            size={sizes.length > 0 ? null : (line.sizeLabel ?? line.size)}
            labels={lineFactsLabels(words)}
          />
        )}
        <LineReference line={line} />
        {line.custom ? <CustomFacts custom={line.custom} labels={customFactsLabels(words)} /> : null}
        {/* A line whose price went missing has none to show: not a price of nothing. */}
        {linePriceMissing(cart, line) ? (
          <p className="bag-line__price">{words.t('bag.priceUnavailable')}</p>
        ) : (
          <LinePrice
            current={money(line.price.amount)}
            original={line.price.original > line.price.amount ? line.price.original : null}
          />
        )}
        {line.adjustment ? (
          <PriceAdjustmentNote adjustment={line.adjustment} label={words.t('adjust.line')} money={money} />
        ) : null}
        <LineCodes line={line} />
        {line.custom && line.custom.surcharge > 0 ? (
          <p className="bag-line__surcharge">
            {words.t('custom.surcharge', { price: money(line.custom.surcharge) })}
          </p>
        ) : null}
        <LineDelivery line={line} />
        {line.custom ? <p className="bag-line__no-returns">{words.t('custom.noReturns')}</p> : null}
        {lowStock ? <p className="bag-line__stock">{words.plural('bag.onlyLeft', line.stock ?? 0)}</p> : null}
        <div className="bag-line__choices">
          <LineSizeForm line={line} choices={sizes} describedBy={noticeId} />
          {/* One card to one recipient: another card is another line. */}
          {line.digital ? (
            <p className="bag-line__quantity">{words.t('bag.freeGift.quantity', { count: line.qty })}</p>
          ) : (
            <LineChoiceForm
              line={line}
              field="qty"
              label={words.t('cart.quantity')}
              value={line.qty}
              submitLabel={words.t('bag.update')}
              describedBy={noticeId}
              onChange={(qty) => lineChanges.changeQuantity(line, Number(qty))}
            >
              {quantityChoices(line).map((qty) => (
                <option key={qty} value={qty}>
                  {qty}
                </option>
              ))}
            </LineChoiceForm>
          )}
        </div>
        <LineNotice id={noticeId} notice={notice} flash={flash} />
        {/* An e-gift card names its recipient with its delivery; only its message is shown here. */}
        {line.gift && (!line.digital || line.gift.message) ? (
          <div className="bag-line__gift">
            <GiftIcon />
            <div>
              {line.digital ? null : (
                <p className="bag-line__gift-to">{words.t('bag.gift.lineTitle', { to: line.gift.to })}</p>
              )}
              {line.gift.message ? <p className="bag-line__gift-message">{line.gift.message}</p> : null}
            </div>
          </div>
        ) : null}
        {/* The gift service goes with delivered items: a line picked up in store offers no gift message (GFS800). */}
        {line.pickupStoreId && !line.digital ? null : hydrated ? (
          <LineDialogButton
            line={line}
            label={giftTitle}
            className="link-button bag-line__gift-button"
            onOpen={gift.open}
          />
        ) : (
          <GiftOptionForm
            line={line}
            action={action}
            fields={{ intent: 'updateLine' }}
            kept={props.giftForm?.itemId === line.id ? props.giftForm.values : null}
          />
        )}
        <LineTotal line={line} />
        <div className="bag-line__actions">
          {/* A saved item is a variant and a quantity: a recipient or a personalisation would be lost. */}
          {line.digital || line.custom || !props.canSaveForLater ? null : (
            <form method="post" action={action}>
              <IntentField intent="saveForLater" />
              <input type="hidden" name="itemId" value={line.id} />
              <button
                type="submit"
                className="link-button"
                aria-label={`${words.t('bag.saveForLater')}: ${line.name}`}
              >
                {words.t('bag.saveForLater')}
              </button>
            </form>
          )}
          <RemoveLineButton line={line} name={words.t('bag.removeLine', { name: line.name })} />
        </div>
      </div>
    </li>
  )
}
