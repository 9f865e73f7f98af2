/**
 * The account's payment methods (decision 043): saved cards (brand, last four digits, expiry, the main one; make
 * another main; remove after a confirmation), "Add a card" in the payment provider's fields (an island: the fields
 * need JavaScript, and the page says so without it), and reward cards and reward codes saved to the account (plain
 * forms). Removing asks first on a page of its own, so it works without JavaScript too.
 */
import type { ReactNode } from 'react'
import type { SavedCard, Wallet } from '../../shared/account/wallet'
import { cardExpired } from '../../shared/account/wallet'
import { AccountLayout } from '../components/account-layout'
import { refusedControl } from '../components/field-error'
import { Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { RefusalToast, SaveCard, type SaveCardProps } from '../islands/save-card'

export interface AccountPaymentMethodsPageProps {
  signOutAction: string
  wallet: Wallet
  /** An outcome to confirm (a card saved, removed...). */
  notice: string | null
  /** A refused form's message, at that form. */
  refusal: { form: 'card' | 'rewardCard' | 'rewardCode' | 'top'; text: string } | null
  /** What a refused form gave back as typed: the reward card's number and the code (never the PIN). */
  typed: { number: string; code: string }
  /** Where the section's plain forms post: the section itself, told which form by `intent` (decision 068). */
  action: string
  /** The confirmation page of removing an instrument, by id. */
  removePath: (id: string) => string
  saveCard: SaveCardProps
  today: string
}

type Translator = ReturnType<typeof useShop>['t']

export const cardName = (t: Translator, card: SavedCard) =>
  t.t('wallet.card.label', { brand: card.brandName, last4: card.lastFour })

export function AccountPaymentMethodsPage(props: AccountPaymentMethodsPageProps) {
  const { t } = useShop()
  const { wallet, refusal, action } = props
  const today = new Date(props.today)
  const saving = { wallet, refusal, typed: props.typed, action, removePath: props.removePath }
  return (
    <AccountLayout section="payment-methods" signOutAction={props.signOutAction} notice={props.notice}>
      {refusal?.form === 'top' ? <Notice kind="error">{refusal.text}</Notice> : null}
      <section className="wallet" aria-labelledby="wallet-cards-title">
        <h2 id="wallet-cards-title">{t.t('wallet.cards.title')}</h2>
        {wallet.cards.length === 0 ? (
          <p>{t.t('wallet.cards.empty')}</p>
        ) : (
          <ul className="wallet__list">
            {wallet.cards.map((card) => {
              const name = cardName(t, card)
              const expired = cardExpired(card, today)
              return (
                <li key={card.id} className="wallet__item">
                  <div className="wallet__what">
                    <p className="wallet__name">
                      {name}
                      {card.main ? <span className="wallet__badge">{t.t('wallet.card.main')}</span> : null}
                    </p>
                    <p className={expired ? 'wallet__expiry wallet__expiry--past' : 'wallet__expiry'}>
                      {t.t(expired ? 'wallet.card.expired' : 'wallet.card.expires', {
                        month: card.expiryMonth,
                        year: card.expiryYear,
                      })}
                    </p>
                  </div>
                  <div className="wallet__actions">
                    {card.main ? null : (
                      <PostButton
                        action={action}
                        intent="main"
                        values={{ id: card.id }}
                        buttonClassName="link-button"
                        label={t.t('wallet.card.makeMainName', { card: name })}
                      >
                        {t.t('wallet.card.makeMain')}
                      </PostButton>
                    )}
                    <a href={props.removePath(card.id)} aria-label={t.t('wallet.removeName', { name })}>
                      {t.t('bag.remove')}
                    </a>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
        <h3 id="wallet-add-title">{t.t('wallet.add.title')}</h3>
        <p className="wallet__intro">{t.t('wallet.add.intro')}</p>
        {refusal?.form === 'card' ? <FormRefusal form="card" text={refusal.text} /> : null}
        {refusal?.form === 'card' || refusal?.form === 'rewardCard' ? (
          <Island
            name="refusal-toast"
            component={RefusalToast}
            props={{ text: refusal.text, toastDelay: props.saveCard.toastDelay }}
          />
        ) : null}
        <Island name="save-card" component={SaveCard} props={props.saveCard} />
      </section>

      <SavedSection intent="rewardCard" {...saving}>
        <div className="field">
          <label htmlFor="wallet-reward-card-pin">{t.t('wallet.rewardCard.pin')}</label>
          <input
            id="wallet-reward-card-pin"
            name="pin"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            required
          />
        </div>
      </SavedSection>

      <SavedSection intent="rewardCode" {...saving} />
    </AccountLayout>
  )
}

/** Saved reward cards or codes, each with its way to remove it (a confirmation page), or the words for none. */
function SavedList({
  items,
  empty,
  removePath,
}: {
  items: { id: string; name: string }[]
  empty: string
  removePath: (id: string) => string
}) {
  const { t } = useShop()
  if (items.length === 0) return <p>{empty}</p>
  return (
    <ul className="wallet__list">
      {items.map(({ id, name }) => (
        <li key={id} className="wallet__item">
          <p className="wallet__name">{name}</p>
          <a href={removePath(id)} aria-label={t.t('wallet.removeName', { name })}>
            {t.t('bag.remove')}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** A form's refusal, above its fields, announced at once; its first field is described by it. */
function FormRefusal({ form, text }: { form: 'card' | 'rewardCard' | 'rewardCode'; text: string }) {
  return (
    <p className="notice notice--error" role="alert" id={`wallet-${form}-error`}>
      {text}
    </p>
  )
}

/**
 * What the account saves by a plain form besides cards, the reward cards and the reward codes: each one's section
 * and words, how a saved one is named, and the form's first field, filled back with what was typed after a refusal.
 */
const SAVED = {
  rewardCard: {
    titleId: 'wallet-reward-cards-title',
    title: 'wallet.rewardCards.title',
    empty: 'wallet.rewardCards.empty',
    save: 'wallet.rewardCard.save',
    items: (wallet: Wallet, t: Translator) =>
      wallet.rewardCards.map((card) => ({
        id: card.id,
        name: t.t('wallet.rewardCard.label', { last4: card.lastFour }),
      })),
    field: {
      id: 'wallet-reward-card-number',
      name: 'number',
      label: 'wallet.rewardCard.number',
      input: { inputMode: 'numeric', autoComplete: 'off', maxLength: 23 },
    },
  },
  rewardCode: {
    titleId: 'wallet-reward-codes-title',
    title: 'wallet.rewardCodes.title',
    empty: 'wallet.rewardCodes.empty',
    save: 'wallet.rewardCode.save',
    items: (wallet: Wallet, t: Translator) =>
      wallet.rewardCodes.map((code) => ({
        id: code.id,
        name: t.t('wallet.rewardCode.label', { label: code.label }),
      })),
    field: {
      id: 'wallet-reward-code',
      name: 'code',
      label: 'wallet.rewardCode.code',
      input: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 },
    },
  },
} as const

/**
 * The reward cards or the reward codes saved to the account, then the plain form that saves another: its refusal
 * above its fields, its first field marked, described by the refusal and focused, and any further field after it.
 */
function SavedSection({
  intent,
  wallet,
  refusal,
  typed,
  action,
  removePath,
  children,
}: Pick<AccountPaymentMethodsPageProps, 'wallet' | 'refusal' | 'typed' | 'action' | 'removePath'> & {
  intent: 'rewardCard' | 'rewardCode'
  children?: ReactNode
}) {
  const { t } = useShop()
  const saved = SAVED[intent]
  const { field } = saved
  const refused = refusal?.form === intent ? refusal.text : null
  return (
    <section className="wallet" aria-labelledby={saved.titleId}>
      <h2 id={saved.titleId}>{t.t(saved.title)}</h2>
      <SavedList items={saved.items(wallet, t)} empty={t.t(saved.empty)} removePath={removePath} />
      <form method="post" action={action} className="wallet__form" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {refused === null ? null : <FormRefusal form={intent} text={refused} />}
        <div className="field">
          <label htmlFor={field.id}>{t.t(field.label)}</label>
          <input
            id={field.id}
            name={field.name}
            {...field.input}
            required
            defaultValue={typed[field.name]}
            {...refusedControl(`wallet-${intent}-error`, refused, refused !== null)}
          />
        </div>
        {children}
        <button type="submit" className="button button--secondary">
          {t.t(saved.save)}
        </button>
      </form>
    </section>
  )
}

export interface RemoveInstrumentPageProps {
  signOutAction: string
  name: string
  /** The confirmation's own address, which its form posts to. */
  action: string
  /** Why removing was refused, when it was. */
  refusal: string | null
  id: string
  backPath: string
}

/** "Remove Visa ending in 1111?": the confirmation, a plain form. */
export function RemoveInstrumentPage(props: RemoveInstrumentPageProps) {
  const { t } = useShop()
  return (
    <AccountLayout section="payment-methods" signOutAction={props.signOutAction}>
      <section className="wallet wallet--confirm" aria-labelledby="wallet-remove-title">
        <h2 id="wallet-remove-title">{t.t('wallet.remove.title', { name: props.name })}</h2>
        {props.refusal ? <Notice kind="error">{props.refusal}</Notice> : null}
        <p>{t.t('wallet.remove.intro')}</p>
        <form method="post" action={props.action} className="wallet__confirm">
          <input type="hidden" name="id" value={props.id} />
          <button type="submit" className="button">
            {t.t('wallet.remove.confirm')}
          </button>
          <a href={props.backPath} className="button button--secondary">
            {t.t('wallet.remove.cancel')}
          </a>
        </form>
      </section>
    </AccountLayout>
  )
}
