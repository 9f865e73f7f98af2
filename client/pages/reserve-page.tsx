/**
 * Reserve in store (`/{locale}/reserve`, decision 086): who collects the reserved item (name, email, phone) as a
 * plain form that works without JavaScript, each refused field's message beside it, the first refused field
 * focused, what was typed kept; then the confirmation: the store and until when it holds the item, the number, the
 * store's address and hours, and that nothing is paid until it is collected. Server markup only: no island.
 */
import type { ReserveContactField } from '../../shared/account/address'
import { localityLines } from '../../shared/account/address'
import type { Store } from '../../shared/stores/stores'
import { Breadcrumb } from '../components/breadcrumb'
import { FieldError } from '../components/field-error'
import { FormNotices } from '../components/form-notices'
import { SummaryItem } from '../components/summary-item'
import { EMAIL_INPUT } from '../components/support-form'
import { useShop } from '../i18n'
import { StoreHours } from './store-locator-page'

/** The reserved item as the page shows it. */
export interface ReservedItem {
  name: string
  image: string
  colour: string | null
  size: string | null
  price: number
  currency: string
}

/** The store holding it: its name and, when the store service answered, its address and hours. */
export interface ReserveStore {
  name: string
  details: Store | null
}

export interface ReservePageProps {
  /** Where the form posts: the page itself. */
  action: string
  item: ReservedItem
  store: ReserveStore
  /** When the hold ends, worded at the store's clock. */
  until: string
  /** The idempotency key of this placement: sent twice, the form places one reservation. */
  placementKey: string
  values: Record<ReserveContactField, string>
  errors: Partial<Record<ReserveContactField, string>>
  notice: string | null
}

const FIELDS: readonly {
  name: ReserveContactField
  label: 'address.field.firstName' | 'address.field.lastName' | 'address.field.email' | 'address.field.phone'
  input: Record<string, string | boolean>
}[] = [
  {
    name: 'firstName',
    label: 'address.field.firstName',
    input: { type: 'text', autoComplete: 'given-name' },
  },
  { name: 'lastName', label: 'address.field.lastName', input: { type: 'text', autoComplete: 'family-name' } },
  { name: 'email', label: 'address.field.email', input: { ...EMAIL_INPUT } },
  {
    name: 'phone',
    label: 'address.field.phone',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
]

function StoreFacts({ store }: { store: ReserveStore }) {
  const { t } = useShop()
  const details = store.details
  if (!details) return null
  return (
    <>
      <address className="reserve-page__address">
        {[details.address, ...localityLines(details)].map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <h3>{t.t('stores.hours')}</h3>
      <StoreHours store={details} />
    </>
  )
}

function ReservedLine({ item }: { item: ReservedItem }) {
  const { t } = useShop()
  return (
    <ul className="checkout__items">
      <SummaryItem
        item={item}
        facts={[item.colour, item.size, `${t.t('cart.quantity')} ${t.number(1)}`]}
        total={t.money(item.price, item.currency)}
      />
    </ul>
  )
}

export function ReservePage({
  action,
  item,
  store,
  until,
  placementKey,
  values,
  errors,
  notice,
}: ReservePageProps) {
  const { t } = useShop()
  const title = t.t('reserve.title', { store: store.name })
  const first = FIELDS.find((field) => errors[field.name])?.name ?? null
  return (
    <div className="reserve-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <div className="reserve-page__layout">
        <div className="reserve-page__card">
          <p>{t.t('reserve.intro', { store: store.name, until })}</p>
          <FormNotices notice={notice} check={first ? t.t('reserve.check') : null} />
          <form method="post" action={action} noValidate className="sign-in-page__form reserve-page__form">
            <input type="hidden" name="placementKey" value={placementKey} />
            {FIELDS.map((field) => (
              <div className="field" key={field.name}>
                <label htmlFor={`reserve-${field.name}`}>{t.t(field.label)}</label>
                <input
                  id={`reserve-${field.name}`}
                  name={field.name}
                  {...field.input}
                  maxLength={100}
                  defaultValue={values[field.name]}
                  required
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `reserve-${field.name}-error` : undefined}
                  // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
                  autoFocus={first === field.name}
                />
                <FieldError id={`reserve-${field.name}-error`} message={errors[field.name]} />
              </div>
            ))}
            <p className="field-hint">{t.t('reserve.payInStore')}</p>
            <button type="submit" className="button button--lg">
              {t.t('reserve.submit')}
            </button>
          </form>
        </div>
        <section className="reserve-page__summary" aria-labelledby="reserve-summary">
          <h2 id="reserve-summary">{t.t('reserve.summary')}</h2>
          <ReservedLine item={item} />
          <h3>{store.name}</h3>
          <StoreFacts store={store} />
        </section>
      </div>
    </div>
  )
}

export interface ReserveConfirmationPageProps {
  orderNumber: string
  item: ReservedItem
  store: ReserveStore
  until: string
  email: string | null
  /** The reservation in the account, for a signed-in shopper. */
  accountHref: string | null
}

export function ReserveConfirmationPage({
  orderNumber,
  item,
  store,
  until,
  email,
  accountHref,
}: ReserveConfirmationPageProps) {
  const { t } = useShop()
  return (
    <div className="reserve-page">
      <h1 className="reserve-page__done" tabIndex={-1}>
        {t.t('reserve.confirmed', { store: store.name, until })}
      </h1>
      <p className="reserve-page__number">{t.t('reserve.number', { number: orderNumber })}</p>
      {email ? <p>{t.t('reserve.emailed', { email })}</p> : null}
      <p>{t.t('reserve.collect')}</p>
      <div className="reserve-page__layout">
        <section className="reserve-page__summary" aria-labelledby="reserve-store">
          <h2 id="reserve-store">{store.name}</h2>
          <StoreFacts store={store} />
        </section>
        <section className="reserve-page__summary" aria-labelledby="reserve-summary">
          <h2 id="reserve-summary">{t.t('reserve.summary')}</h2>
          <ReservedLine item={item} />
        </section>
      </div>
      {accountHref ? (
        <p>
          <a href={accountHref}>{t.t('reserve.inAccount')}</a>
        </p>
      ) : null}
    </div>
  )
}
