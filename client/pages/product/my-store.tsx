import { sortBySize } from '../../../shared/catalogue/sizes'
import { formatList } from '../../../shared/i18n/i18n'
import { storeLocatorPath } from '../../../shared/routes'
import { useShop } from '../../i18n'

/** The shopper's favourite store on the product page: its name and the chosen colour's stock there, by size. */
export interface MyStorePickup {
  id: string
  name: string
  /** Units of each size of the chosen colour the store holds, by the size's value. */
  stock: Record<string, number>
  /**
   * The colour's name: the stock and the reservation name it, so they stay true when the shopper changes colour in
   * place (the buy box does, without a new page) until the page is loaded again.
   */
  colourName: string
  /** Whether the page starts with pickup there chosen (a refused form post that chose it). */
  chosen: boolean
  /**
   * Reserve in store (decision 086): where its plain form posts, the colour it reserves, the size chosen on the
   * page (or the refused form's), and the refusal of a reservation just tried.
   */
  reserve: { action: string; colour: string; size: string | null; error: string | null }
}

interface MyStoreProps {
  store: MyStorePickup
  formId: string
  sizeLabels: Record<string, string>
}

/** The sizes of the chosen colour the store holds, in size order. */
const heldSizesOf = (store: MyStorePickup) =>
  sortBySize(
    Object.entries(store.stock).filter(([, quantity]) => quantity > 0),
    ([size]) => size,
  ).map(([size]) => size)

/**
 * "How to get it": delivery, or pickup at the shopper's store (chosen in the store locator), with the sizes the
 * store holds in the chosen colour. Server markup in the buy box's slot (decision 098), so it comes before "Add to
 * bag" in the form and the focus order; the hydrated buy box reads the chosen radio from its form as it adds.
 */
export function MyStoreChoice({ store, formId, sizeLabels }: MyStoreProps) {
  const { t } = useShop()
  const held = heldSizesOf(store).map((size) => sizeLabels[size] ?? size)
  const id = `${formId}-my-store`
  return (
    <fieldset className="my-store" aria-describedby={`${id}-stock`}>
      <legend>{t.t('product.fulfilment')}</legend>
      <label className="my-store__option">
        <input type="radio" name="storeId" value="" defaultChecked={!store.chosen} />
        {t.t('product.shipToMe')}
      </label>
      <label className="my-store__option">
        <input
          type="radio"
          name="storeId"
          value={store.id}
          defaultChecked={store.chosen}
          disabled={held.length === 0}
        />
        {t.t('product.pickupAt', { store: store.name })}
      </label>
      <p id={`${id}-stock`} className="my-store__stock">
        {held.length > 0
          ? t.t('product.pickupSizes', {
              store: store.name,
              colour: store.colourName,
              sizes: formatList(held, 'and', t.locale.bcp47),
            })
          : t.t('product.pickupNone', { store: store.name, colour: store.colourName })}
      </p>
      <a href={storeLocatorPath(t.locale.code)} className="my-store__change">
        {t.t('product.changeStore')}
      </a>
    </fieldset>
  )
}

/**
 * Reserve in store (decision 086), after the buy box: a form of its own, not the buy box's, as a reservation is a
 * reserve cart apart from the bag, and the buy box's script never sees it. It works the same with or without
 * JavaScript; nothing when the store holds no size of the colour.
 */
export function MyStoreReserve({ store, formId, sizeLabels }: MyStoreProps) {
  const { t } = useShop()
  const heldSizes = heldSizesOf(store)
  if (heldSizes.length === 0) return null
  const id = `${formId}-my-store`
  return (
    <form method="post" action={store.reserve.action} className="my-store__reserve" noValidate>
      <input type="hidden" name="colour" value={store.reserve.colour} />
      <input type="hidden" name="storeId" value={store.id} />
      <label htmlFor={`${id}-reserve-size`}>{t.t('product.reserveSize', { colour: store.colourName })}</label>
      <select
        id={`${id}-reserve-size`}
        name="size"
        defaultValue={
          store.reserve.size && heldSizes.includes(store.reserve.size) ? store.reserve.size : heldSizes[0]
        }
        aria-invalid={store.reserve.error ? true : undefined}
        aria-describedby={store.reserve.error ? `${id}-reserve-error` : undefined}
      >
        {heldSizes.map((size) => (
          <option key={size} value={size}>
            {sizeLabels[size] ?? size}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        {t.t('product.reserveAt', { store: store.name })}
      </button>
      {store.reserve.error ? (
        <p id={`${id}-reserve-error`} className="field-error" role="alert">
          {store.reserve.error}
        </p>
      ) : null}
    </form>
  )
}
