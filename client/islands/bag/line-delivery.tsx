import type { CartLine } from '../../../shared/bag/cart'
import { StoreChoices } from '../../components/store-picker'
import { LineButton } from './action-form'
import { useBag } from './context'
import { LineDialogButton } from './line-buttons'
import { pickupLineOf } from './use-store-picking'

/**
 * How a line reaches the shopper, and the way to change it: pick it up in a store (the store picker once hydrated,
 * a search on the bag page without JavaScript) or have it delivered again. Made to order or sent by email, a line
 * is never picked up in a store.
 */
export function LineDelivery({ line }: { line: CartLine }) {
  const { words, locale, hydrated, action, cart, props, lineChanges, stores } = useBag()
  const { bagPath, storeSearch } = props
  const pickup = words.t(line.pickupStoreId ? 'bag.changeStore' : 'bag.pickupInstead')
  const mine = props.favouriteStore
  return (
    <div className="bag-line__delivery">
      <p>
        {line.digital
          ? words.t('egift.sentTo', { to: line.gift?.to ?? '', email: line.gift?.email ?? '' })
          : line.custom
            ? words.t('custom.delivery', {
                method: cart.madeToOrder?.label ?? '',
                time: cart.madeToOrder?.deliveryTime ?? '',
              })
            : line.pickupStoreId
              ? words.t('bag.pickupIn', {
                  store:
                    stores.storeNames[line.pickupStoreId] ??
                    props.lines[line.id]?.store ??
                    line.pickupStoreId,
                })
              : words.t('bag.delivered')}
      </p>
      {line.digital || line.custom ? null : (
        <div className="bag-line__delivery-actions">
          {hydrated ? (
            <LineDialogButton line={line} label={pickup} className="link-button" onOpen={stores.open} />
          ) : (
            <a
              className="link-button"
              href={`${bagPath}?pickup=${encodeURIComponent(line.id)}#bag-line-${line.id}`}
              aria-label={`${pickup}: ${line.name}`}
            >
              {pickup}
            </a>
          )}
          {mine && !line.pickupStoreId && (cart.favouriteStore?.stock[line.id] ?? 0) >= line.qty ? (
            <LineButton
              action={action}
              intent="updateLine"
              itemId={line.id}
              fields={{ delivery: mine.id }}
              label={words.t('bag.pickupAtMyStore', { store: mine.name })}
              name={`${words.t('bag.pickupAtMyStore', { store: mine.name })}: ${line.name}`}
              onSubmit={() => void stores.pickUp(pickupLineOf(line), mine)}
            />
          ) : null}
          {line.pickupStoreId ? (
            <LineButton
              action={action}
              intent="updateLine"
              itemId={line.id}
              fields={{ delivery: 'home' }}
              label={words.t('bag.deliverInstead')}
              name={`${words.t('bag.deliverInstead')}: ${line.name}`}
              onSubmit={() => lineChanges.deliverHome(line)}
            />
          ) : null}
        </div>
      )}
      {!hydrated && storeSearch?.itemId === line.id ? (
        <div className="bag-line__stores">
          <form className="store-finder__form" method="get" action={bagPath}>
            <input type="hidden" name="pickup" value={line.id} />
            <label htmlFor={`bag-near-${line.id}`}>{words.t('stores.postalCode')}</label>
            <input
              id={`bag-near-${line.id}`}
              name="near"
              defaultValue={storeSearch.near}
              autoComplete="postal-code"
              maxLength={10}
              required
              aria-invalid={storeSearch.error ? true : undefined}
              aria-describedby={storeSearch.error ? `bag-near-error-${line.id}` : undefined}
            />
            <button type="submit" className="button button--secondary">
              {words.t('stores.find')}
            </button>
          </form>
          {storeSearch.error ? (
            <p id={`bag-near-error-${line.id}`} className="field-error" role="alert">
              {storeSearch.error}
            </p>
          ) : null}
          {storeSearch.stores ? (
            <StoreChoices
              locale={locale}
              stores={storeSearch.stores}
              line={pickupLineOf(line)}
              action={action}
              fields={{ intent: 'updateLine' }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
