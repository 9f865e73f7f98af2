/**
 * Gift cards paying part of the order: the provider's gift card fields in a frame (this code sees only its tokens),
 * the card's balance, and applying it to the cart.
 */
import { useRef } from 'react'
import type { Cart } from '../../../../shared/bag/cart'
import { callApi, shopperMessage } from '../../../api'
import { ProviderFields, useProviderFrame } from '../../provider-frame'
import { useCheckoutWords } from '../use-checkout-words'

/** What a part of the step says under its controls: a refusal, or an answer such as a balance. */
export type PartNotice = { kind: 'error' | 'info'; text: string } | null

export interface GiftCardsProps {
  locale: string
  providerOrigin: string
  /** The provider's gift card fields. */
  src: string
  /** Open while a gift card pays part of the order. */
  open: boolean
  notice: PartNotice
  onNotice: (notice: PartNotice) => void
  money: (amount: number) => string
  onCart: (cart: Cart) => void
}

export function GiftCards({
  locale,
  providerOrigin,
  src,
  open,
  notice,
  onNotice,
  money,
  onCart,
}: GiftCardsProps) {
  const words = useCheckoutWords()
  const giftFrame = useRef<HTMLIFrameElement>(null)
  const gift = useProviderFrame(giftFrame, providerOrigin)

  async function giftCard(action: 'balance' | 'apply') {
    onNotice(null)
    const answer = await gift.encrypt()
    if (answer?.type !== 'encrypted') {
      if (answer?.type === 'error' || !answer)
        onNotice({ kind: 'error', text: words.t('payment.unavailable') })
      return
    }
    const body = {
      encryptedCardNumber: answer.paymentMethod.encryptedCardNumber ?? '',
      encryptedSecurityCode: answer.paymentMethod.encryptedSecurityCode ?? '',
      lastFour: answer.lastFour ?? '',
    }
    try {
      if (action === 'balance') {
        const result = await callApi<{ balance: { amount: number } }>('/api/checkout/gift-cards/balance', {
          locale,
          json: body,
        })
        onNotice({
          kind: 'info',
          text: words.t('payment.balanceIs', { amount: money(result.balance.amount) }),
        })
      } else {
        const result = await callApi<{ cart: Cart }>('/api/checkout/gift-cards', { locale, json: body })
        onCart(result.cart)
      }
    } catch (error) {
      onNotice({ kind: 'error', text: shopperMessage(error, words.t('error.generic')) })
    }
  }

  return (
    <details className="payment__gift" open={open}>
      <summary>{words.t('payment.giftCardTitle')}</summary>
      <ProviderFields
        frame={giftFrame}
        title={words.t('payment.giftCardFields')}
        src={src}
        height={gift.height || 150}
      />
      <div className="payment__gift-actions">
        <button type="button" className="button button--secondary" onClick={() => void giftCard('balance')}>
          {words.t('payment.giftCardBalance')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void giftCard('apply')}>
          {words.t('payment.giftCardApply')}
        </button>
      </div>
      <div role="status">
        {notice ? (
          <p className={notice.kind === 'error' ? 'field-error' : 'payment__balance'}>{notice.text}</p>
        ) : null}
      </div>
    </details>
  )
}
