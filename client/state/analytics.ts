/**
 * The page's data layer (`window.dataLayer`) and the events the islands push to it, only with the shopper's consent
 * to analytics (decision 060). The list a product was opened from is not kept here: the entry writes it into a
 * cookie for the product page's worker (`shared/analytics/list-context.ts`, decision 100).
 */

/** A pop-up event for the tag manager's data layer: pop-ups are reported as shown and as expanded (spec 3 §4). */
export interface PopupEvent {
  event: 'popup'
  action: 'shown' | 'expanded'
  popupId: string
  popupName: string
  popupType: 'newsletter' | 'account'
}

/** A newsletter sign-up, from the form's answer (spec 3 §7: the result builds the user event data). */
export interface NewsletterSignupEvent {
  event: 'newsletter_signup'
  acquisitionType: 'Signup'
  /** The page the shopper signed up on. */
  campaignName: string
  /** Whether the shopper was signed in (their account's email was used). */
  knownCustomer: boolean
}

/** One expand or collapse in the mobile menu's accordion (spec 3 §2.7). */
export interface MenuToggleEvent {
  event: 'menu_toggle'
  /** 1 for a department row, 2 for a section inside it. */
  level: 1 | 2
  id: string
  title: string
  expanded: boolean
}

/** A promotion an editor tracks (spec 3 §3 promotionTracking), seen or used (`client/state/promotion-events.ts`). */
export interface PromotionEvent {
  event: 'promotion'
  action: 'view' | 'click'
  blockId: string
  creativeName: string
  promotionId: string
  promotionName: string
}

/** An experience seen, under the event name its editor gave it (spec 3 §3 trackingEvent), with the variant shown. */
export interface ExperienceViewEvent {
  event: string
  experienceId: string
  /** The variant's id, or `baseline`. */
  variant: string
}

export type DataLayerEvent =
  | PopupEvent
  | MenuToggleEvent
  | NewsletterSignupEvent
  | PromotionEvent
  | ExperienceViewEvent

/** Where events go: the page's `dataLayer` array in the browser, a plain array in tests. */
export interface EventSink {
  push(event: DataLayerEvent): unknown
}

/** The element the worker writes the shopper's consent on: `<html data-analytics="granted|denied">`. */
export interface ConsentHolder {
  dataset: { analytics?: string }
}

/**
 * Whether the shopper consents to performance and analytics (decision 060), as the worker decided it for this page.
 * Anything but an explicit grant is a refusal: nothing is recorded without consent.
 */
export const analyticsGranted = (holder: ConsentHolder | null | undefined): boolean =>
  holder?.dataset.analytics === 'granted'

/** Where events go without consent: nowhere. */
const DISCARD: EventSink = { push: () => 0 }

/**
 * The page's data layer (`window.dataLayer`, the tag managers' convention), created on first use; without the
 * shopper's consent to analytics, a sink that keeps nothing (and no data layer is created).
 */
export function pageDataLayer(): EventSink {
  if (!analyticsGranted(document.documentElement)) return DISCARD
  const host = window as unknown as { dataLayer?: EventSink }
  host.dataLayer ??= []
  return host.dataLayer
}

/** Pushes one event; a sink that throws (a broken tag) loses only this event, never the shopper's action. */
function report<E extends DataLayerEvent>(sink: EventSink, event: E): E {
  try {
    sink.push(event)
  } catch {
    // Analytics is a nicety, never a failure.
  }
  return event
}

/** Reports a pop-up as shown or expanded. */
export const reportPopup = (
  sink: EventSink,
  action: PopupEvent['action'],
  popup: { id: string; name: string; kind: PopupEvent['popupType'] },
): PopupEvent =>
  report(sink, { event: 'popup', action, popupId: popup.id, popupName: popup.name, popupType: popup.kind })

/** Reports an expand or collapse of the menu. */
export const recordMenuToggle = (sink: EventSink, toggle: Omit<MenuToggleEvent, 'event'>): MenuToggleEvent =>
  report(sink, { event: 'menu_toggle', ...toggle })

/** Reports a successful newsletter sign-up. */
export const reportNewsletterSignup = (
  sink: EventSink,
  signup: { campaignName: string; knownCustomer: boolean },
): NewsletterSignupEvent => report(sink, { event: 'newsletter_signup', acquisitionType: 'Signup', ...signup })
