import { type BagFormIntent, INTENT_FIELD } from '../../shared/bag/bag-forms'
import type { SavedLine, SavedNotice } from '../../shared/bag/cart'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import type { Block } from '../../shared/content/blocks'
import { cartPath, homePath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { LineFacts, LineImage, lineFactsLabels } from '../components/bag-line-parts'
import { Breadcrumb } from '../components/breadcrumb'
import { Notice } from '../components/notice'
import { Price } from '../components/price'
import { PriceAdjustmentTools, type PriceAdjustmentToolsProps } from '../components/price-adjustment-tools'
import { SuggestedProducts } from '../components/suggested-products'
import { useShop } from '../i18n'
import { Bag, type BagNotice, type BagProps } from '../islands/bag'
import { Island } from '../islands/island'

export interface BagPageProps {
  /** The bag island's props; null when the shopper's bag is empty (or could not be read: see `cartFailed`). */
  bag: BagProps | null
  cartFailed: boolean
  /** A notice for an empty bag (a line just removed, a cart that expired). */
  emptyNotice: BagNotice | null
  /** What the cart service says of a bag it emptied itself (every line sold out): shown above the empty bag. */
  emptyFlashes: readonly string[]
  saved: SavedLine[]
  savedTotal: number
  savedFailed: boolean
  /** Whether the shopper has a saved-for-later list at all (not in in-store mode, spec 1 §6). */
  savedOffered: boolean
  /** In-store mode: the associate's price adjustments of this bag (decision 044); null for anyone else. */
  adjustTools: PriceAdjustmentToolsProps | null
  notice: SavedNotice | null
  /**
   * A sign-in's merge, told above the bag together (decision 047): the bags merged, what the stock check then
   * changed, the lists that joined the account's.
   */
  mergeNotices: readonly { kind: 'success' | 'info'; text: string }[]
  /** Express checkout (decision 043): where its form posts and the card it pays with; null when not offered. */
  express: { action: string; cardLabel: string } | null
  /** Where "Continue shopping" goes from a bag with lines: the category of the line added last, or the home page. */
  continueShopping: string
  /** Products to suggest when the bag is empty. */
  suggestions?: readonly ProductSummary[]
  /** The bag's own content from the content service (returns, delivery). */
  blocks?: readonly Block[]
}

const NOTICE_IS_ERROR: Record<SavedNotice, boolean> = {
  saved: false,
  moved: false,
  removed: false,
  unavailable: true,
  couldNotMove: true,
  gone: true,
  full: true,
  invalid: true,
  failed: true,
}

/**
 * One action on a saved item: a plain form posting its id to the bag, which answers it (decision 072), named with
 * the product for screen readers.
 */
function LineAction({
  intent,
  itemId,
  label,
  name,
}: {
  intent: BagFormIntent
  itemId: string
  label: string
  name: string
}) {
  const { t } = useShop()
  return (
    <form method="post" action={cartPath(t.locale.code)}>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="itemId" value={itemId} />
      <button type="submit" className="link-button" aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </form>
  )
}

function Facts({ colour, size, qty }: { colour: string | null; size: string | null; qty: number }) {
  const { t } = useShop()
  return <LineFacts colour={colour} size={size} qty={t.number(qty)} labels={lineFactsLabels(t)} />
}

/** The bag (an island: its lines, offers, delivery, promo codes and totals), then the saved-for-later list. */
export function BagPage({
  bag,
  cartFailed,
  emptyNotice,
  emptyFlashes,
  saved,
  savedTotal,
  savedFailed,
  savedOffered,
  adjustTools,
  notice,
  mergeNotices,
  express,
  continueShopping,
  suggestions = [],
  blocks = [],
}: BagPageProps) {
  const { t } = useShop()
  const title = t.t('page.cart.title')
  return (
    <div className="bag-page">
      <Breadcrumb trail={[]} current={title} />
      <div className="bag-page__head">
        <h1>{title}</h1>
        {bag ? (
          <a className="bag-page__continue" href={continueShopping}>
            {t.t('page.continueShopping')}
          </a>
        ) : null}
      </div>
      {notice ? (
        <Notice kind={NOTICE_IS_ERROR[notice] ? 'error' : 'success'}>{t.t(`bag.notice.${notice}`)}</Notice>
      ) : null}
      {mergeNotices.length > 0 ? (
        <div className="bag-page__merge">
          {mergeNotices.map((each) => (
            <Notice key={each.text} kind={each.kind}>
              {each.text}
            </Notice>
          ))}
        </div>
      ) : null}
      {cartFailed ? (
        <p className="notice notice--error" role="alert">
          {t.t('bag.unavailable')}
        </p>
      ) : bag ? (
        <>
          <Island name="bag" component={Bag} props={bag} />
          {express ? (
            <section className="bag-page__express" aria-labelledby="bag-express-title">
              <h2 id="bag-express-title">{t.t('express.title')}</h2>
              <p>{t.t('express.intro', { card: express.cardLabel })}</p>
              <form method="post" action={express.action}>
                <input type="hidden" name={INTENT_FIELD} value="expressCheckout" />
                <button type="submit" className="button button--secondary button--lg">
                  {t.t('express.button')}
                </button>
              </form>
            </section>
          ) : null}
        </>
      ) : (
        <>
          {emptyNotice ? <Notice kind={emptyNotice.kind}>{emptyNotice.text}</Notice> : null}
          {emptyFlashes.map((text) => (
            <p key={text} className="notice" role="status">
              {text}
            </p>
          ))}
          <p className="bag-page__empty">
            {`${t.t('page.cart.empty')} `}
            <a className="button button--secondary" href={homePath(t.locale.code)}>
              {t.t('page.continueShopping')}
            </a>
          </p>
          {cartFailed ? null : <SuggestedProducts products={suggestions} list="bag" />}
        </>
      )}
      {adjustTools && bag ? <PriceAdjustmentTools {...adjustTools} /> : null}
      {blocks.length > 0 ? (
        <div className="bag-page__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
      {savedOffered ? (
        <section aria-labelledby="saved-title" className="bag-page__saved">
          <h2 id="saved-title">{t.t('bag.savedTitle', { count: t.number(savedTotal) })}</h2>
          {savedFailed ? (
            <p className="notice notice--error" role="alert">
              {t.t('bag.savedUnavailable')}
            </p>
          ) : saved.length === 0 ? (
            <p>{t.t('bag.savedEmpty')}</p>
          ) : (
            <ul className="bag-lines">
              {saved.map((item) => (
                <li key={item.id} className="bag-line">
                  <LineImage src={item.image} />
                  <div className="bag-line__body">
                    <h3 className="bag-line__name">
                      {item.url ? <a href={item.url}>{item.name}</a> : item.name}
                    </h3>
                    <Facts colour={item.colour} size={item.size} qty={item.qty} />
                    {item.price ? <Price price={item.price} /> : null}
                    {item.available ? null : <p className="bag-line__sold-out">{t.t('bag.soldOut')}</p>}
                    <div className="bag-line__actions">
                      {item.available ? (
                        <LineAction
                          intent="moveToBag"
                          itemId={item.id}
                          label={t.t('bag.moveToBag')}
                          name={item.name}
                        />
                      ) : null}
                      <LineAction
                        intent="removeSaved"
                        itemId={item.id}
                        label={t.t('bag.remove')}
                        name={item.name}
                      />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  )
}
