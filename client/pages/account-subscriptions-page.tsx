/**
 * The account's subscriptions section (decision 045): the newsletter by email (on or off at once) and by SMS.
 * Texts need a valid phone and a double opt-in: the shop sends a code by text, with a link back here that fills it
 * in, and texts start once the code is confirmed. Stopping them works at once. Plain forms throughout.
 */
import { AccountLayout } from '../components/account-layout'
import { useShop } from '../i18n'

export interface AccountSubscriptionsPageProps {
  signOutAction: string
  notice: string | null
  subscriptions: {
    email: { optin: boolean; recipient: string | null }
    sms: { state: 'off' | 'pending' | 'on'; recipient: string | null }
  }
  actions: { change: string; confirm: string }
  smsTermsHref: string
  phoneExample: string
  /** What was typed before a refusal (the phone), and the code a confirmation link carries. */
  values: { phone: string; code: string }
  errors: { phone?: string; code?: string; top?: string }
}

const ID = 'subscriptions'

export function AccountSubscriptionsPage(props: AccountSubscriptionsPageProps) {
  const { t } = useShop()
  const { subscriptions, actions, errors, values } = props
  const { email, sms } = subscriptions
  const change = (channel: 'email' | 'sms', optin: boolean, label: string, name?: string) => (
    <form method="post" action={actions.change}>
      <input type="hidden" name="channel" value={channel} />
      <input type="hidden" name="optin" value={optin ? 'true' : 'false'} />
      <button type="submit" className={optin ? 'button' : 'button button--secondary'} aria-label={name}>
        {label}
      </button>
    </form>
  )
  return (
    <AccountLayout section="subscriptions" signOutAction={props.signOutAction} notice={props.notice}>
      {errors.top ? (
        <p className="notice notice--error" role="alert">
          {errors.top}
        </p>
      ) : null}
      <section className="account-subscriptions-page__channel" aria-labelledby={`${ID}-email-title`}>
        <h2 id={`${ID}-email-title`}>{t.t('subscriptions.email.title')}</h2>
        <p>
          {email.optin
            ? t.t('subscriptions.email.on', { email: email.recipient ?? '' })
            : t.t('subscriptions.email.off')}
        </p>
        {email.optin
          ? change('email', false, t.t('subscriptions.email.stop'))
          : change('email', true, t.t('subscriptions.email.start'))}
      </section>
      <section className="account-subscriptions-page__channel" aria-labelledby={`${ID}-sms-title`}>
        <h2 id={`${ID}-sms-title`}>{t.t('subscriptions.sms.title')}</h2>
        {sms.state === 'on' ? (
          <>
            <p>{t.t('subscriptions.sms.on', { phone: sms.recipient ?? '' })}</p>
            {change('sms', false, t.t('subscriptions.sms.stop'))}
          </>
        ) : sms.state === 'pending' ? (
          <>
            <p>{t.t('subscriptions.sms.pending', { phone: sms.recipient ?? '' })}</p>
            <form method="post" action={actions.confirm} noValidate className="sign-in-page__form">
              <div className="field">
                <label htmlFor={`${ID}-code`}>{t.t('subscriptions.code.label')}</label>
                <input
                  id={`${ID}-code`}
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  pattern="[0-9]{6}"
                  required
                  defaultValue={values.code}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={errors.code ? `${ID}-code-error` : undefined}
                  // biome-ignore lint/a11y/noAutofocus: -- back from a refused code, or from the text's link, the code field takes focus
                  autoFocus={Boolean(errors.code) || values.code !== ''}
                />
                {errors.code ? (
                  <p id={`${ID}-code-error`} className="field-error">
                    {errors.code}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button">
                {t.t('subscriptions.code.submit')}
              </button>
            </form>
            <form method="post" action={actions.change}>
              <input type="hidden" name="channel" value="sms" />
              <input type="hidden" name="optin" value="true" />
              <input type="hidden" name="phone" value={sms.recipient ?? ''} />
              <button type="submit" className="button button--secondary">
                {t.t('subscriptions.sms.resend')}
              </button>
            </form>
            {change('sms', false, t.t('subscriptions.sms.cancel'))}
          </>
        ) : (
          <>
            <p>{t.t('subscriptions.sms.off')}</p>
            <form method="post" action={actions.change} noValidate className="sign-in-page__form">
              <input type="hidden" name="channel" value="sms" />
              <input type="hidden" name="optin" value="true" />
              <div className="field">
                <label htmlFor={`${ID}-phone`}>{t.t('subscriptions.sms.phone')}</label>
                <input
                  id={`${ID}-phone`}
                  name="phone"
                  type="tel"
                  autoComplete="tel-national"
                  maxLength={30}
                  required
                  defaultValue={values.phone}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={`${ID}-phone-hint${errors.phone ? ` ${ID}-phone-error` : ''}`}
                  // biome-ignore lint/a11y/noAutofocus: -- back from a refused phone, the phone field takes focus
                  autoFocus={Boolean(errors.phone)}
                />
                <p id={`${ID}-phone-hint`} className="field-hint">
                  {t.t('subscriptions.sms.hint', { example: props.phoneExample })}{' '}
                  <a href={props.smsTermsHref} target="_blank" rel="noopener">
                    {t.t('subscriptions.sms.terms')}
                    <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
                  </a>
                </p>
                {errors.phone ? (
                  <p id={`${ID}-phone-error`} className="field-error">
                    {errors.phone}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button">
                {t.t('subscriptions.sms.start')}
              </button>
            </form>
          </>
        )}
      </section>
    </AccountLayout>
  )
}
