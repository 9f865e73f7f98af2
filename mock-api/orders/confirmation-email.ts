/**
 * The order confirmation email the cart service sends once an order is placed, and the reservation's once a
 * reservation is: recorded in the mock's outbox (`GET /__dev/outbox?to=`, as the password reset's, decision 037), in
 * the shopper's language, with a link to the shop that placed it. Sent once: its callers run only when their update
 * moved the order to placed.
 */
import { normaliseEmail } from '../db/consumers'
import { insertOutboxEmail } from '../db/password-resets'

type Subject = (orderNumber: string) => string

const ORDER_SUBJECTS: Readonly<Record<string, Subject>> = {
  en: (number) => `Your order ${number} is confirmed`,
  de: (number) => `Ihre Bestellung ${number} ist bestätigt`,
  fr: (number) => `Votre commande ${number} est confirmée`,
  es: (number) => `Tu pedido ${number} está confirmado`,
  it: (number) => `Il tuo ordine ${number} è confermato`,
  nl: (number) => `Je bestelling ${number} is bevestigd`,
}

const RESERVATION_SUBJECTS: Readonly<Record<string, Subject>> = {
  en: (number) => `Your reservation ${number} is confirmed`,
  de: (number) => `Ihre Reservierung ${number} ist bestätigt`,
  fr: (number) => `Votre réservation ${number} est confirmée`,
  es: (number) => `Tu reserva ${number} está confirmada`,
  it: (number) => `La tua prenotazione ${number} è confermata`,
  nl: (number) => `Je reservering ${number} is bevestigd`,
}

export interface Confirmation {
  kind: 'order' | 'reservation'
  orderNumber: string
  /** Where it goes; nothing is sent without one. */
  email: string | null | undefined
  /** The shopper's locale as the placement named it (`en-US`); English when absent or unknown. */
  shopperLocale: string | undefined
  /** An address of the shop that placed it: the link is its origin. */
  shopUrl: string
}

/** Records the confirmation email, or does nothing without an address. */
export async function sendConfirmation(db: D1Database, confirmation: Confirmation): Promise<void> {
  const to = confirmation.email?.trim()
  if (!to) return
  const language = (confirmation.shopperLocale ?? 'en').slice(0, 2).toLowerCase()
  const subjects = confirmation.kind === 'order' ? ORDER_SUBJECTS : RESERVATION_SUBJECTS
  const subject = subjects[language] ?? (subjects.en as Subject)
  await insertOutboxEmail(db, {
    to: normaliseEmail(to),
    subject: subject(confirmation.orderNumber),
    link: new URL(confirmation.shopUrl).origin,
    now: Date.now(),
  }).run()
}
