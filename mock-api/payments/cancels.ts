/**
 * Cancels, as Adyen's Checkout API takes them (decision 064): `POST /payments/{pspReference}/cancels` voids one
 * payment the merchant knows, and `POST /cancels` (a technical cancel) voids by the merchant reference the payment
 * was made with, for a payment whose answer never reached the merchant. Both answer 201 `received` at once; what
 * the cancel did follows as a notification (`CANCELLATION` / `TECHNICAL_CANCEL`, success false when there was
 * nothing to void). An authorised payment, or one still waiting for the shopper, becomes Cancelled, and a gift
 * card gets back what it paid. Every cancel is a row of `modifications`.
 */
import { newPspReference } from './checkout'
import { creditGiftCard } from './db/gift-cards'
import { recordModification } from './db/modifications'
import { cancelPaymentRow, getPayment, listPaymentsByReference, type PaymentRow } from './db/payments'
import type { CancelOutcome } from './notifications'
import type { CancelRequest, CancelResponse, TechnicalCancelRequest } from './schemas'

export interface CancelAnswer {
  status: 201 | 422
  body: CancelResponse | { errorCode: string; message: string }
  outcomes: CancelOutcome[]
}

/** Voids one payment row; whether this call voided it. */
async function voidPayment(db: D1Database, payment: PaymentRow, now: number): Promise<boolean> {
  if (!(await cancelPaymentRow(db, payment.psp_reference, now))) return false
  if (payment.status === 'Authorised' && payment.gift_card_key && payment.authorised_value)
    await creditGiftCard(db, payment.gift_card_key, payment.currency, payment.authorised_value)
  return true
}

/** `/payments/{pspReference}/cancels`: voids that payment of the merchant's. */
export async function cancelPayment(
  db: D1Database,
  pspReference: string,
  request: CancelRequest,
  now: number,
): Promise<CancelAnswer | null> {
  const payment = await getPayment(db, pspReference)
  if (!payment || payment.merchant_account !== request.merchantAccount) return null
  const cancel = newPspReference()
  const success = await voidPayment(db, payment, now)
  await recordModification(db, {
    psp_reference: cancel,
    kind: 'cancel',
    merchant_account: request.merchantAccount,
    payment_psp_reference: payment.psp_reference,
    payment_reference: payment.merchant_reference,
    reference: request.reference ?? null,
    success: success ? 1 : 0,
    created_at: now,
  })
  return {
    status: 201,
    body: {
      merchantAccount: request.merchantAccount,
      paymentPspReference: payment.psp_reference,
      pspReference: cancel,
      ...(request.reference ? { reference: request.reference } : {}),
      status: 'received',
    },
    outcomes: [
      {
        kind: 'cancel',
        pspReference: cancel,
        merchantAccount: request.merchantAccount,
        merchantReference: payment.merchant_reference,
        payment: (await getPayment(db, payment.psp_reference)) ?? payment,
        success,
      },
    ],
  }
}

/**
 * `/cancels`: voids every payment made under the merchant reference that is authorised or still waiting for the
 * shopper (an order's card and the gift cards that paid beside it share the order number as their reference).
 */
export async function cancelByReference(
  db: D1Database,
  request: TechnicalCancelRequest,
  now: number,
): Promise<CancelAnswer> {
  const cancel = newPspReference()
  const payments = await listPaymentsByReference(db, request.merchantAccount, request.paymentReference)
  const outcomes: CancelOutcome[] = []
  for (const payment of payments) {
    if (!(await voidPayment(db, payment, now))) continue
    const pspReference = outcomes.length === 0 ? cancel : newPspReference()
    outcomes.push({
      kind: 'technical-cancel',
      pspReference,
      merchantAccount: request.merchantAccount,
      merchantReference: request.paymentReference,
      payment: (await getPayment(db, payment.psp_reference)) ?? payment,
      success: true,
    })
  }
  if (outcomes.length === 0)
    outcomes.push({
      kind: 'technical-cancel',
      pspReference: cancel,
      merchantAccount: request.merchantAccount,
      merchantReference: request.paymentReference,
      payment: null,
      success: false,
    })
  for (const outcome of outcomes)
    await recordModification(db, {
      psp_reference: outcome.pspReference,
      kind: 'technical-cancel',
      merchant_account: request.merchantAccount,
      payment_psp_reference: outcome.payment?.psp_reference ?? null,
      payment_reference: request.paymentReference,
      reference: request.reference ?? null,
      success: outcome.success ? 1 : 0,
      created_at: now,
    })
  return {
    status: 201,
    body: {
      merchantAccount: request.merchantAccount,
      paymentReference: request.paymentReference,
      pspReference: cancel,
      ...(request.reference ? { reference: request.reference } : {}),
      status: 'received',
    },
    outcomes,
  }
}
