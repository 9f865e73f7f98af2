import type { InStoreSale } from '../../shared/stores/stores'
import { useShop } from '../i18n'

/** An in-store order's seller, as its confirmation and receipts name them ("Sold at Portland Flagship by Avery C."). */
export function SoldInStore({ sale, className }: { sale: InStoreSale; className?: string }) {
  const { t } = useShop()
  const { store, associate } = sale
  return (
    <p className={className}>
      {store && associate
        ? t.t('associate.order', { store, associate })
        : store
          ? t.t('associate.orderAtStore', { store })
          : t.t('associate.orderInStore')}
    </p>
  )
}
