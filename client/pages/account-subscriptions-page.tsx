/**
 * The account's subscriptions section (decisions 045, 048): the newsletter by email (on or off at once) and by SMS,
 * and for loyalty members the members' newsletter by email and the loyalty programme's messages by email and SMS.
 * Texts need a valid phone and a double opt-in: the shop sends a code by text, with a link back here that fills it
 * in, and texts start once the code is confirmed. Stopping them works at once. Plain forms throughout.
 */

import type {
  EmailSubscriptionView,
  SubscriptionType,
  SubscriptionTypeView,
  TextSubscriptionView,
} from '../../shared/account/subscriptions'
import type { MessageKey } from '../../shared/i18n/i18n'
import { AccountLayout } from '../components/account-layout'
import { FieldError, refusedControl } from '../components/field-error'
import { NotificationChoices, type NotificationChoicesProps } from '../components/notification-choices'
import { useShop } from '../i18n'

export interface AccountSubscriptionsPageProps {
  signOutAction: string
  notice: string | null
  subscriptions: SubscriptionTypeView[]
  actions: { change: string; confirm: string }
  /** The loyalty section, where a shopper who is not a member joins. */
  joinHref: string
  smsTermsHref: string
  phoneExample: string
  /** The type the values and errors below belong to. */
  focusType: SubscriptionType
  /** What was typed before a refusal (the phone), and the code a confirmation link carries. */
  values: { phone: string; code: string }
  /** `type`: a refusal of the type's form as a whole (a loyalty type asked for by a shopper who is not a member). */
  errors: { phone?: string; code?: string; type?: string; top?: string }
  /** The notification choices besides the newsletters (order updates by text, back in stock, price drops). */
  notifications: NotificationChoicesProps
}

/** Each type's words; the loyalty programme's texts are named apart from the newsletter's, as their fields are. */
const EMAIL_TEXT: Readonly<
  Record<
    SubscriptionType,
    { title: MessageKey; on: MessageKey; off: MessageKey; start: MessageKey; stop: MessageKey }
  >
> = {
  Newsletter: {
    title: 'subscriptions.email.title',
    on: 'subscriptions.email.on',
    off: 'subscriptions.email.off',
    start: 'subscriptions.email.start',
    stop: 'subscriptions.email.stop',
  },
  LoyaltyNewsletter: {
    title: 'subs.loyaltyNewsletter.title',
    on: 'subs.loyaltyNewsletter.on',
    off: 'subs.loyaltyNewsletter.off',
    start: 'subs.loyaltyNewsletter.start',
    stop: 'subs.loyaltyNewsletter.stop',
  },
  Loyalty: {
    title: 'subs.loyalty.email.title',
    on: 'subs.loyalty.email.on',
    off: 'subs.loyalty.email.off',
    start: 'subs.loyalty.email.start',
    stop: 'subs.loyalty.email.stop',
  },
}

interface TextWords {
  title: MessageKey
  on: MessageKey
  off: MessageKey
  pending: MessageKey
  phone: MessageKey
  start: MessageKey
  stop: MessageKey
  cancel: MessageKey
  resend: MessageKey
  codeLabel: MessageKey
  codeSubmit: MessageKey
}

const TEXT_TEXT: Readonly<Partial<Record<SubscriptionType, TextWords>>> = {
  Newsletter: {
    title: 'subscriptions.sms.title',
    on: 'subscriptions.sms.on',
    off: 'subscriptions.sms.off',
    pending: 'subscriptions.sms.pending',
    phone: 'subscriptions.sms.phone',
    start: 'subscriptions.sms.start',
    stop: 'subscriptions.sms.stop',
    cancel: 'subscriptions.sms.cancel',
    resend: 'subscriptions.sms.resend',
    codeLabel: 'subscriptions.code.label',
    codeSubmit: 'subscriptions.code.submit',
  },
  Loyalty: {
    title: 'subs.loyalty.sms.title',
    on: 'subs.loyalty.sms.on',
    off: 'subs.loyalty.sms.off',
    pending: 'subs.loyalty.sms.pending',
    phone: 'subs.loyalty.sms.phone',
    start: 'subs.loyalty.sms.start',
    stop: 'subs.loyalty.sms.stop',
    cancel: 'subs.loyalty.sms.cancel',
    resend: 'subs.loyalty.sms.resend',
    codeLabel: 'subs.loyalty.code.label',
    codeSubmit: 'subs.loyalty.code.submit',
  },
}

/** Element ids: the newsletter's keep the section's first ids (`subscriptions-code`). */
const ID_OF: Readonly<Record<SubscriptionType, string>> = {
  Newsletter: 'subscriptions',
  LoyaltyNewsletter: 'subscriptions-members',
  Loyalty: 'subscriptions-loyalty',
}

export function AccountSubscriptionsPage(props: AccountSubscriptionsPageProps) {
  const { t } = useShop()
  const { subscriptions, errors, focusType } = props
  const newsletter = subscriptions.find((view) => view.type === 'Newsletter')
  const loyaltyTypes = subscriptions.filter((view) => view.type !== 'Newsletter')
  return (
    <AccountLayout section="subscriptions" signOutAction={props.signOutAction} notice={props.notice}>
      {errors.top ? (
        <p className="notice notice--error" role="alert">
          {errors.top}
        </p>
      ) : null}
      {newsletter ? (
        <TypeChannels {...props} view={newsletter} errors={focusType === 'Newsletter' ? errors : {}} />
      ) : null}
      <div className="account-subscriptions-page__loyalty">
        {loyaltyTypes.map((view) =>
          view.offered ? (
            <TypeChannels
              key={view.type}
              {...props}
              view={view}
              errors={focusType === view.type ? errors : {}}
            />
          ) : (
            <section
              key={view.type}
              className="account-subscriptions-page__channel"
              aria-labelledby={`${ID_OF[view.type]}-title`}
            >
              <h2 id={`${ID_OF[view.type]}-title`}>
                {t.t(view.type === 'Loyalty' ? 'subs.loyalty.title' : 'subs.loyaltyNewsletter.title')}
              </h2>
              <TypeRefusal
                id={ID_OF[view.type]}
                message={focusType === view.type ? errors.type : undefined}
              />
              <p>
                {t.t('subs.membersOnlyNote')} <a href={props.joinHref}>{t.t('subs.join')}</a>
              </p>
            </section>
          ),
        )}
      </div>
      <NotificationChoices {...props.notifications} />
    </AccountLayout>
  )
}

/** A refusal of a type's form as a whole, said where the form is. */
function TypeRefusal({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-refusal`} className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null
}

type TypeChannelsProps = AccountSubscriptionsPageProps & { view: SubscriptionTypeView }

/** A type's channels: its email part, then its texts, each its own section with its own forms. */
function TypeChannels(props: TypeChannelsProps) {
  const { t } = useShop()
  const { view, errors } = props
  const id = ID_OF[view.type]
  const texts = TEXT_TEXT[view.type]
  // The loyalty programme's two channels sit under one heading; the newsletters' parts are sections of their own.
  const grouped = view.type === 'Loyalty'
  const parts = (
    <>
      {view.email ? <EmailPart {...props} email={view.email} grouped={grouped} /> : null}
      {view.sms && texts ? <TextPart {...props} sms={view.sms} words={texts} grouped={grouped} /> : null}
    </>
  )
  if (!grouped)
    return (
      <>
        <TypeRefusal id={id} message={errors.type} />
        {parts}
      </>
    )
  return (
    <section className="account-subscriptions-page__type" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.t('subs.loyalty.title')}</h2>
      <p className="account-subscriptions-page__intro">{t.t('subs.loyalty.intro')}</p>
      <TypeRefusal id={id} message={errors.type} />
      {parts}
    </section>
  )
}

/** One button's form: opts the type in or out by a channel. */
function ChangeForm(props: {
  action: string
  type: SubscriptionType
  channel: 'email' | 'sms'
  optin: boolean
  label: string
  phone?: string
  secondary?: boolean
}) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="type" value={props.type} />
      <input type="hidden" name="channel" value={props.channel} />
      <input type="hidden" name="optin" value={props.optin ? 'true' : 'false'} />
      {props.phone !== undefined ? <input type="hidden" name="phone" value={props.phone} /> : null}
      <button
        type="submit"
        className={props.secondary || !props.optin ? 'button button--secondary' : 'button'}
      >
        {props.label}
      </button>
    </form>
  )
}

function EmailPart(props: TypeChannelsProps & { email: EmailSubscriptionView; grouped: boolean }) {
  const { t } = useShop()
  const { view, email, actions, grouped } = props
  const words = EMAIL_TEXT[view.type]
  const id = `${ID_OF[view.type]}-email-title`
  const Heading = grouped ? 'h3' : 'h2'
  return (
    <section className="account-subscriptions-page__channel" aria-labelledby={id}>
      <Heading id={id}>{t.t(words.title)}</Heading>
      <p>{email.optin ? t.t(words.on, { email: email.recipient ?? '' }) : t.t(words.off)}</p>
      <ChangeForm
        action={actions.change}
        type={view.type}
        channel="email"
        optin={!email.optin}
        label={t.t(email.optin ? words.stop : words.start)}
      />
    </section>
  )
}

function TextPart(
  props: TypeChannelsProps & { sms: TextSubscriptionView; words: TextWords; grouped: boolean },
) {
  const { t } = useShop()
  const { view, sms, words, actions, errors, values, grouped } = props
  const id = ID_OF[view.type]
  const Heading = grouped ? 'h3' : 'h2'
  return (
    <section className="account-subscriptions-page__channel" aria-labelledby={`${id}-sms-title`}>
      <Heading id={`${id}-sms-title`}>{t.t(words.title)}</Heading>
      {sms.state === 'on' ? (
        <>
          <p>{t.t(words.on, { phone: sms.recipient ?? '' })}</p>
          <ChangeForm
            action={actions.change}
            type={view.type}
            channel="sms"
            optin={false}
            label={t.t(words.stop)}
          />
        </>
      ) : sms.state === 'pending' ? (
        <>
          <p>
            <strong className="account-subscriptions-page__pending">{t.t('subs.pending')}</strong>{' '}
            {t.t(words.pending, { phone: sms.recipient ?? '' })}
          </p>
          <form method="post" action={actions.confirm} noValidate className="sign-in-page__form">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="type" value={view.type} />
            <div className="field">
              <label htmlFor={`${id}-code`}>{t.t(words.codeLabel)}</label>
              <input
                id={`${id}-code`}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                pattern="[0-9]{6}"
                required
                defaultValue={values.code && props.focusType === view.type ? values.code : ''}
                // Back from a refused code, or from the text's link, the code field takes focus.
                {...refusedControl(
                  `${id}-code-error`,
                  errors.code,
                  Boolean(errors.code) || (values.code !== '' && props.focusType === view.type),
                )}
              />
              <FieldError id={`${id}-code-error`} message={errors.code} />
            </div>
            <button type="submit" className="button">
              {t.t(words.codeSubmit)}
            </button>
          </form>
          <ChangeForm
            action={actions.change}
            type={view.type}
            channel="sms"
            optin
            secondary
            phone={sms.recipient ?? ''}
            label={t.t(words.resend)}
          />
          <ChangeForm
            action={actions.change}
            type={view.type}
            channel="sms"
            optin={false}
            label={t.t(words.cancel)}
          />
        </>
      ) : (
        <>
          <p>{t.t(words.off)}</p>
          <form method="post" action={actions.change} noValidate className="sign-in-page__form">
            <input type="hidden" name="intent" value="change" />
            <input type="hidden" name="type" value={view.type} />
            <input type="hidden" name="channel" value="sms" />
            <input type="hidden" name="optin" value="true" />
            <div className="field">
              <label htmlFor={`${id}-phone`}>{t.t(words.phone)}</label>
              <input
                id={`${id}-phone`}
                name="phone"
                type="text"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={30}
                required
                defaultValue={props.focusType === view.type ? values.phone : ''}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={`${id}-phone-hint${errors.phone ? ` ${id}-phone-error` : ''}`}
                // biome-ignore lint/a11y/noAutofocus: -- back from a refused phone, the phone field takes focus
                autoFocus={Boolean(errors.phone)}
              />
              <p id={`${id}-phone-hint`} className="field-hint">
                {t.t('subscriptions.sms.hint', { example: props.phoneExample })}{' '}
                <a href={props.smsTermsHref} target="_blank" rel="noopener">
                  {t.t('subscriptions.sms.terms')}
                  <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
                </a>
              </p>
              <FieldError id={`${id}-phone-error`} message={errors.phone} />
            </div>
            <button type="submit" className="button">
              {t.t(words.start)}
            </button>
          </form>
        </>
      )}
    </section>
  )
}
