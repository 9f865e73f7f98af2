import { sortBySize } from '../../../shared/catalogue/sizes'
import { storeLocatorPath } from '../../../shared/routes'
import { useShop } from '../../i18n'

/** The shopper's favourite store on the product page: its name and the chosen colour's stock there, by size. */
export interface MyStorePickup {
  id: string
  name: string
  /** Units of each size of the chosen colour the store holds, by the size's value. */
  stock: Record<string, number>
  /** Whether the page starts with pickup there chosen (a refused form post that chose it). */
  chosen: boolean
}

/**
 * "How to get it": delivery, or pickup at the shopper's store (chosen in the store locator), with the sizes the
 * store holds in the chosen colour. Server markup only: its radios belong to the buy box's form (`form=`), so a
 * plain post carries the store, and the hydrated buy box reads it from the form as it adds.
 */
export function MyStoreChoice({
  store,
  formId,
  sizeLabels,
}: {
  store: MyStorePickup
  formId: string
  sizeLabels: Record<string, string>
}) {
  const { t } = useShop()
  const held = sortBySize(
    Object.entries(store.stock).filter(([, quantity]) => quantity > 0),
    ([size]) => size,
  ).map(([size]) => sizeLabels[size] ?? size)
  const id = `${formId}-my-store`
  return (
    <fieldset className="my-store" aria-describedby={`${id}-stock`}>
      <legend>{t.t('product.fulfilment')}</legend>
      <label className="my-store__option">
        <input type="radio" name="storeId" value="" form={formId} defaultChecked={!store.chosen} />
        {t.t('product.shipToMe')}
      </label>
      <label className="my-store__option">
        <input
          type="radio"
          name="storeId"
          value={store.id}
          form={formId}
          defaultChecked={store.chosen}
          disabled={held.length === 0}
        />
        {t.t('product.pickupAt', { store: store.name })}
      </label>
      <p id={`${id}-stock`} className="my-store__stock">
        {held.length > 0
          ? t.t('product.pickupSizes', {
              store: store.name,
              sizes: new Intl.ListFormat(t.locale.bcp47, { type: 'conjunction' }).format(held),
            })
          : t.t('product.pickupNone', { store: store.name })}
      </p>
      <a href={storeLocatorPath(t.locale.code)} className="my-store__change">
        {t.t('product.changeStore')}
      </a>
    </fieldset>
  )
}
