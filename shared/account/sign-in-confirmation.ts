/**
 * The sign-in confirmation (spec 1 §2 "sign in confirmation" dialog): the greeting, and what signing in did to the
 * shopper's things (the guest's bag merged into the account's, what its stock check cut, favourites and saved items
 * joined), with the loyalty points where the account has them. One wording for the dialog (the sign-in route answers
 * it worded) and for the status the landing page shows without JavaScript.
 */
import type { Translator } from '../i18n/i18n'

/** What signing in did, as the confirmation tells it. */
export interface SignInConfirmationFacts {
  firstName: string
  /** The guest's lines joined a bag the account already had. */
  merged: boolean
  /** How many lines of the merged bag its stock check cut or took out. */
  stockShort: number
  /** Guest favourites or saved items joined the account's lists. */
  listsMerged: boolean
  /** A loyalty member's points; null for an account outside the programme. */
  points: number | null
}

/** The confirmation worded: its title, then each thing it says, in order. */
export interface SignInConfirmation {
  title: string
  notes: string[]
}

/**
 * The confirmation in the request's language. `bagNotices: false` leaves out what the bag page already says (the
 * merge and its stock check, the lists), for the bag the shopper lands on after a merge.
 *
 * @example signInConfirmation(t, { firstName: 'Jordan', merged: true, stockShort: 0, listsMerged: false, points: 1250 })
 * // { title: 'Welcome back, Jordan', notes: ['You’re signed in.', 'We combined this bag…', 'You have 1,250 loyalty points.'] }
 */
export function signInConfirmation(
  t: Pick<Translator, 't' | 'plural'>,
  facts: SignInConfirmationFacts,
  options: { bagNotices: boolean } = { bagNotices: true },
): SignInConfirmation {
  const name = facts.firstName.trim()
  const notes = [t.t('signIn.confirm.signedIn')]
  if (options.bagNotices) {
    if (facts.merged) notes.push(t.t('bag.notice.merged'))
    if (facts.merged && facts.stockShort > 0) notes.push(t.plural('lists.stockShort', facts.stockShort))
    if (facts.listsMerged) notes.push(t.t('lists.merged'))
  }
  if (facts.points !== null) notes.push(t.plural('loyalty.pointsBalance', facts.points))
  return {
    title: name ? t.t('signIn.confirm.title', { name }) : t.t('signIn.confirm.titleNoName'),
    notes,
  }
}
