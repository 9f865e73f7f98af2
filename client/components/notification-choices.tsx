/**
 * The account's notification choices besides the newsletters (spec 1 §7 `PUT /notification`): order and delivery
 * updates by text message, back-in-stock and price-drop e-mails. A plain form of three boxes; a refusal (texts
 * without a mobile number on the profile) shows at its box, which takes focus.
 */
import { useShop } from '../i18n'
import { CheckField } from './check-field'

export interface NotificationChoicesProps {
  action: string
  values: { orderUpdatesSms: boolean; backInStockEmail: boolean; priceDropEmail: boolean }
  /** The order updates' refusal (no mobile number), or null. */
  error: string | null
}

const ID = 'notifications'

export function NotificationChoices({ action, values, error }: NotificationChoicesProps) {
  const { t } = useShop()
  return (
    <section className="account-subscriptions-page__channel" aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t.t('notifications.title')}</h2>
      <p>{t.t('notifications.intro')}</p>
      <form method="post" action={action} noValidate>
        <input type="hidden" name="intent" value="notifications" />
        <CheckField
          id={`${ID}-orderUpdatesSms`}
          name="orderUpdatesSms"
          label={t.t('notifications.orderUpdatesSms')}
          hint={t.t('notifications.orderUpdatesSmsHint')}
          defaultChecked={values.orderUpdatesSms}
          error={error}
          focus={error !== null}
        />
        <CheckField
          id={`${ID}-backInStockEmail`}
          name="backInStockEmail"
          label={t.t('notifications.backInStockEmail')}
          defaultChecked={values.backInStockEmail}
        />
        <CheckField
          id={`${ID}-priceDropEmail`}
          name="priceDropEmail"
          label={t.t('notifications.priceDropEmail')}
          defaultChecked={values.priceDropEmail}
        />
        <button type="submit" className="button">
          {t.t('notifications.submit')}
        </button>
      </form>
    </section>
  )
}
