/**
 * The account's payment methods section (decision 043): the cards, reward cards and codes the shopper keeps, a
 * removal asked to be confirmed, and each wallet form's outcome or refusal worded.
 */
import {
  AccountPaymentMethodsPage,
  RemoveInstrumentPage,
} from '../../../client/pages/account-payment-methods-page'
import { REWARD_CODE_ERRORS, resolveError } from '../../../shared/error-catalogue'
import type { MessageKey } from '../../../shared/i18n/messages/en'
import { accountSectionPath } from '../../../shared/routes'
import type { RenderPageOptions } from '../../render/page'
import { accountWallet } from '../../services/wallet'
import type { AppContext } from '../../types'
import { type AccountSectionRoute, renderAccountPage, signOutActionOf } from './account-page'

const WALLET_NOTICES: Readonly<Record<string, MessageKey>> = {
  cardSaved: 'wallet.saved.card',
  rewardCardSaved: 'wallet.saved.rewardCard',
  rewardCodeSaved: 'wallet.saved.rewardCode',
  mainChanged: 'wallet.mainChanged',
  removed: 'wallet.removed',
}

export type WalletForm = 'card' | 'rewardCard' | 'rewardCode'

/**
 * A refused form's words, by the form it came from (spec 1 §8: a card already saved shows the server's message,
 * any other refusal "couldn't save this card"; reward cards say so as gift cards do), else the catalogue's.
 */
export function walletRefusalKey(form: WalletForm | null, errorId: string): MessageKey {
  const catalogued = (resolveError(errorId, '', 400).key ?? 'error.generic') as MessageKey
  if (errorId === 'GIFT_CARD_THROTTLED' || errorId === 'REWARD_CODE_THROTTLED' || errorId === 'REW401')
    return catalogued
  if (form === 'card') return errorId === 'PYT300' ? 'error.cardExists' : 'wallet.error.cardSaveFailed'
  if (form === 'rewardCard')
    return errorId === 'PYT300' ? 'wallet.error.giftCardExists' : 'wallet.error.giftCardSaveFailed'
  if (form === 'rewardCode') {
    if (errorId === 'PYT300') return 'wallet.error.codeExists'
    if (errorId === 'REWARD_CODE_INVALID') return 'wallet.error.codeRequired'
    return (REWARD_CODE_ERRORS[errorId]?.key as MessageKey | undefined) ?? 'wallet.error.codeSaveFailed'
  }
  return errorId === 'PYT404' ? 'wallet.error.gone' : catalogued
}

/** An instrument's name as its confirmation says it, or null when the wallet has no such instrument. */
function instrumentName(c: AppContext, wallet: Awaited<ReturnType<typeof accountWallet>>, id: string) {
  const { t } = c.var
  const card = wallet.cards.find((entry) => entry.id === id)
  const rewardCard = wallet.rewardCards.find((entry) => entry.id === id)
  const rewardCode = wallet.rewardCodes.find((entry) => entry.id === id)
  if (card) return t.t('wallet.card.label', { brand: card.brandName, last4: card.lastFour })
  if (rewardCard) return t.t('wallet.rewardCard.label', { last4: rewardCard.lastFour })
  if (rewardCode) return t.t('wallet.rewardCode.label', { label: rewardCode.label })
  return null
}

const walletSectionPath = (c: AppContext) => accountSectionPath(c.var.locale.code, 'payment-methods')
const removeInstrumentPath = (c: AppContext, id: string) =>
  `${walletSectionPath(c)}/remove/${encodeURIComponent(id)}`

/**
 * The confirmation of removing an instrument, `payment-methods/remove/{id}`, at whose address its form posts: with
 * the refusal when removing was refused. An instrument no longer there sends the shopper back to the section, which
 * says so.
 */
export async function renderRemoveInstrument(
  c: AppContext,
  id: string,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const name = instrumentName(c, await accountWallet(c), id)
  if (!name) return c.redirect(`${walletSectionPath(c)}?account=PYT404`, 303)
  return renderAccountPage(
    c,
    'payment-methods',
    <RemoveInstrumentPage
      signOutAction={signOutActionOf(c)}
      name={name}
      action={removeInstrumentPath(c, id)}
      refusal={refusal}
      id={id}
      backPath={walletSectionPath(c)}
    />,
    status,
  )
}

/** The payment methods section (decision 043) with an outcome, or a refused form's message and what was typed. */
export async function renderPaymentMethods(
  c: AppContext,
  options: {
    notice: string | null
    refusal: { form: WalletForm | 'top'; text: string } | null
    typed: { number: string; code: string }
  },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { locale } = c.var
  const sectionPath = walletSectionPath(c)
  return renderAccountPage(
    c,
    'payment-methods',
    <AccountPaymentMethodsPage
      signOutAction={signOutActionOf(c)}
      wallet={await accountWallet(c)}
      notice={options.notice}
      refusal={options.refusal}
      typed={options.typed}
      action={sectionPath}
      removePath={(id) => removeInstrumentPath(c, id)}
      today={new Date().toISOString()}
      saveCard={{
        locale: locale.code,
        providerOrigin: c.var.config.paymentProviderOrigin,
        savedPath: `${sectionPath}?account=cardSaved`,
        toastDelay: c.var.config.TOAST_DISMISS_MS,
      }}
    />,
    status,
  )
}

/**
 * The payment methods section (decision 043), with an outcome (`?account=`), or `?account=PYT404` when the
 * instrument a confirmation was asked for is gone; and `remove/{id}`, the confirmation of removing one.
 */
export const paymentMethodsRoute: AccountSectionRoute = async (c, _shopper, rest, query) => {
  if (rest.length === 2 && rest[0] === 'remove') return renderRemoveInstrument(c, rest[1] ?? '')
  if (rest.length > 0) return null
  const outcome = query.get('account')
  const notice =
    outcome && Object.hasOwn(WALLET_NOTICES, outcome)
      ? c.var.t.t(WALLET_NOTICES[outcome] as MessageKey)
      : null
  return renderPaymentMethods(c, {
    notice,
    refusal: outcome === 'PYT404' ? { form: 'top', text: c.var.t.t(walletRefusalKey(null, outcome)) } : null,
    typed: { number: '', code: '' },
  })
}
