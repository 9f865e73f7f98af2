import type { BlockOf } from '../../shared/content/blocks'
import { eventDays } from '../../shared/content/engagement'
import { signInPath, signUpPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { EventSignup as EventSignupDialog } from '../islands/event-signup'
import { Island } from '../islands/island'
import { useBlockEnvironment } from './environment'
import { BlockSection, BlockTitle, RichText } from './parts'

/**
 * An event to join (spec 3 §2.3): its title, days and description rendered here, and the sign-up dialog as an
 * island. Joining needs an account; the island gets only whether the shopper is signed in and their email.
 */
export function EventSignup({ block }: { block: BlockOf<'eventSignup'> }) {
  const { t } = useShop()
  const { engagement, today } = useBlockEnvironment()
  // Days are calendar dates: an event is over once its last day has passed (UTC, as the sign-up service counts).
  const ended = today !== undefined && block.endDate < today
  const days = eventDays(block.startDate, block.endDate)
  const longDate = new Intl.DateTimeFormat(t.locale.bcp47, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const dayName = new Intl.DateTimeFormat(t.locale.bcp47, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`)
  const title = block.title ?? t.t('event.open')
  const when = (date: string) => <time dateTime={date}>{longDate.format(asDate(date))}</time>
  return (
    <BlockSection block={block} className="event-signup">
      <BlockTitle block={block} />
      {/* Where signing in or up from the dialog comes back to (the island then opens its join form). */}
      <p className="event-signup__dates" id={`${block.id}-join`}>
        {block.startDate === block.endDate ? (
          when(block.startDate)
        ) : (
          <>
            {when(block.startDate)} – {when(block.endDate)}
          </>
        )}
      </p>
      {block.richText ? <RichText html={block.richText} /> : null}
      {ended ? (
        <p className="event-signup__ended">{t.t('event.ended')}</p>
      ) : (
        <Island
          name="event-signup"
          component={EventSignupDialog}
          props={{
            id: block.id,
            eventId: block.eventId,
            locale: t.locale.code,
            title,
            startDate: block.startDate,
            endDate: block.endDate,
            days: days.map((date) => ({ date, label: dayName.format(asDate(date)) })),
            enablePlusOne: block.enablePlusOne,
            // A signed-in shopper whose account email is unknown is asked to sign in again, as the join form shows it.
            email: engagement?.signedIn ? engagement.email : null,
            signInUrl: signInPath(t.locale.code),
            signUpUrl: signUpPath(t.locale.code),
            submitLabel: block.submitCtaLabel ?? t.t('event.submit'),
            confirmationTitle: block.confirmationTitle ?? t.t('event.confirmation.title'),
            confirmationSubtitle: block.confirmationSubtitle ?? null,
          }}
        />
      )}
    </BlockSection>
  )
}
