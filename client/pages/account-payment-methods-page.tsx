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
import { SaveCard, type SaveCardProps } from '../islands/save-card'

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

export const cardName = (t: ReturnType<typeof useShop>['t'], card: SavedCard) =>
  t.t('wallet.card.label', { brand: card.brandName, last4: card.lastFour })

export function AccountPaymentMethodsPage(props: AccountPaymentMethodsPageProps) {
  const { t } = useShop()
  const { wallet, refusal, action } = props
  const today = new Date(props.today)
  const errorAt = (form: 'card' | 'rewardCard' | 'rewardCode') =>
    refusal?.form === form ? (
      <p className="notice notice--error" role="alert" id={`wallet-${form}-error`}>
        {refusal.text}
      </p>
    ) : null
  // A refused form's first field is marked, described by the form's refusal and focused.
  const refusedFormControl = (form: 'rewardCard' | 'rewardCode') =>
    refusedControl(
      `wallet-${form}-error`,
      refusal?.form === form ? refusal.text : null,
      refusal?.form === form,
    )
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
        {errorAt('card')}
        <Island name="save-card" component={SaveCard} props={props.saveCard} />
      </section>

      <section className="wallet" aria-labelledby="wallet-reward-cards-title">
        <h2 id="wallet-reward-cards-title">{t.t('wallet.rewardCards.title')}</h2>
        <SavedList
          items={wallet.rewardCards.map((card) => ({
            id: card.id,
            name: t.t('wallet.rewardCard.label', { last4: card.lastFour }),
          }))}
          empty={t.t('wallet.rewardCards.empty')}
          removePath={props.removePath}
        />
        <SaveForm
          action={action}
          intent="rewardCard"
          refusal={errorAt('rewardCard')}
          save={t.t('wallet.rewardCard.save')}
        >
          <div className="field">
            <label htmlFor="wallet-reward-card-number">{t.t('wallet.rewardCard.number')}</label>
            <input
              id="wallet-reward-card-number"
              name="number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              required
              defaultValue={props.typed.number}
              {...refusedFormControl('rewardCard')}
            />
          </div>
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
        </SaveForm>
      </section>

      <section className="wallet" aria-labelledby="wallet-reward-codes-title">
        <h2 id="wallet-reward-codes-title">{t.t('wallet.rewardCodes.title')}</h2>
        <SavedList
          items={wallet.rewardCodes.map((code) => ({
            id: code.id,
            name: t.t('wallet.rewardCode.label', { label: code.label }),
          }))}
          empty={t.t('wallet.rewardCodes.empty')}
          removePath={props.removePath}
        />
        <SaveForm
          action={action}
          intent="rewardCode"
          refusal={errorAt('rewardCode')}
          save={t.t('wallet.rewardCode.save')}
        >
          <div className="field">
            <label htmlFor="wallet-reward-code">{t.t('wallet.rewardCode.code')}</label>
            <input
              id="wallet-reward-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              required
              defaultValue={props.typed.code}
              {...refusedFormControl('rewardCode')}
            />
          </div>
        </SaveForm>
      </section>
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

/** The plain form that saves a reward card or code to the account, its refusal above its fields. */
function SaveForm({
  action,
  intent,
  refusal,
  save,
  children,
}: {
  action: string
  intent: 'rewardCard' | 'rewardCode'
  refusal: ReactNode
  save: string
  children: ReactNode
}) {
  return (
    <form method="post" action={action} className="wallet__form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {refusal}
      {children}
      <button type="submit" className="button button--secondary">
        {save}
      </button>
    </form>
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
