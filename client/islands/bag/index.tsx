/**
 * The bag: its lines (quantity, delivery, gift message, remove, save for later), the offers it is close to, the
 * delivery method, promo codes and the totals. Rendered on the server as plain forms that work without JavaScript
 * (each posts to this page's address with its `intent`, and the page answers it: decision 072). Hydrated, every change is instant: the page
 * shows it at once, sends it, takes the cart the worker answers, and puts the line back with a notice where the cart
 * service refuses (Hydrogen's cart forms do the same). Save for later stays a form post, as it changes the list
 * below. A line's gift message is a disclosure with its form without JavaScript, and a button opening the gift
 * dialog with it.
 * A gift with purchase has a line of its own: free, one, not saved for later; removing it declines the gift, and
 * the bag then offers it back while the cart qualifies.
 * The home shipment says its method and the day it arrives by; "Change" opens the shipping method dialog (a form
 * the page renders open without JavaScript).
 * An e-gift card's line says whom it is sent to by email instead of its delivery: one card, no pickup, not saved
 * for later (a saved item would lose its recipient), its recipient and message edited in the gift dialog.
 * Gift cards are typed in below the promo codes: their balance checked, applied to pay first, removed again.
 *
 * This root holds the state (in the hooks beside it) and the wiring; each part renders one thing.
 */
import { formatMoney } from '../../../shared/i18n/money'
import { GiftOptionDialog } from '../../components/gift-option-dialog'
import {
  StoreChangeDialog,
  StoreChangedDialog,
  StoreChangedReport,
  StoreChangeForm,
} from '../../components/store-change-dialogs'
import { StorePickerDialog } from '../../components/store-picker'
import { Toasts } from '../../components/toasts'
import { useHydrated } from '../../state/hydrated'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'
import { BagContext, useBag } from './context'
import { BagLines } from './lines'
import { BagNotices } from './notices'
import { Offers } from './offers'
import { BagSummary, StickyCheckout } from './summary'
import type { BagEnvironment, BagProps } from './types'
import { useBagCart } from './use-bag-cart'
import { useGiftEditing } from './use-gift-editing'
import { useLineChanges } from './use-line-changes'
import { useShipmentChoice } from './use-shipment-choice'
import { useStorePicking } from './use-store-picking'
import { useSummaryChanges } from './use-summary-changes'

export type { BagNotice, BagProps, BagStoreSearch } from './types'

export function Bag(props: BagProps) {
  const { locale } = props
  const words = useWords<IslandWordKey<'bag'>>()
  const hydrated = useHydrated()
  const bag = useBagCart(props)
  const environment: BagEnvironment = {
    words,
    locale,
    hydrated,
    money: (amount) => formatMoney(amount, bag.cart.currency, props.bcp47),
    action: props.bagPath,
  }
  const lineChanges = useLineChanges(bag, environment)
  const gift = useGiftEditing(bag, environment, props)
  const stores = useStorePicking(bag, environment, props.storeNames, props.storeChange)
  const summaryChanges = useSummaryChanges(bag, environment, props.coupon)
  const shipment = useShipmentChoice(environment, summaryChanges, props.shipmentChoice)

  return (
    <BagContext
      value={{ ...environment, ...bag, props, lineChanges, gift, stores, summaryChanges, shipment }}
    >
      <div className="bag" aria-busy={bag.busy}>
        <BagNotices />
        {hydrated ? null : <StoreChangeAsked />}
        <Offers />
        <div className="bag__layout">
          <BagLines />
          <BagSummary />
        </div>
        <StorePickerDialog
          locale={locale}
          line={stores.picking}
          near={
            stores.picking?.storeId
              ? (props.lines[stores.picking.id]?.storePostalCode ?? null)
              : (props.favouriteStore?.postalCode ?? null)
          }
          action={environment.action}
          fields={{ intent: 'updateLine' }}
          onPick={(line, store) => void stores.pickUp(line, store)}
          onClose={stores.close}
        />
        <StoreChangeDialog
          question={stores.confirming}
          onMove={() => void stores.moveAll()}
          onKeep={stores.keep}
          onClose={stores.closeConfirming}
        />
        <StoreChangedDialog outcome={stores.changed} onClose={stores.closeChanged} />
        <GiftOptionDialog
          editing={gift.editing}
          busy={bag.busy}
          onSave={(line, values) => void gift.save(line, values)}
          onRemove={gift.remove}
          onClose={gift.close}
        />
        <StickyCheckout />
        <Toasts delay={props.toastDelay} />
      </div>
    </BagContext>
  )
}

/** Without JavaScript, the change store confirmation or the "store changed" report, above the bag. */
function StoreChangeAsked() {
  const { props } = useBag()
  const { storeChange, bagPath } = props
  if (storeChange?.confirm) {
    const { storeId, itemId, ...question } = storeChange.confirm
    return (
      <StoreChangeForm
        question={question}
        action={bagPath}
        fields={{ intent: 'updateLine', itemId, delivery: storeId }}
      />
    )
  }
  return storeChange?.changed ? <StoreChangedReport outcome={storeChange.changed} href={bagPath} /> : null
}

export { Bag as island }
