/**
 * The bar on every page an editor previews (decision 006): it says drafts are shown, as of which date-time when
 * one was asked for, and links to the same page as shoppers see it. No script: the link leaves preview.
 */
import { useShop } from '../i18n'

export interface PreviewBarProps {
  /** The same page without preview. */
  exit: string
  dateTime: string | null
}

/** The date-time previewed, in the editor's language (in UTC, the zone the content service schedules in). */
const asOf = (dateTime: string, bcp47: string) =>
  new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'long', timeZone: 'UTC' }).format(
    new Date(dateTime),
  )

export function PreviewBar({ exit, dateTime }: PreviewBarProps) {
  const { t } = useShop()
  return (
    <section className="preview-bar" aria-label={t.t('preview.bar.label')}>
      <p className="preview-bar__text">
        <strong>{t.t('preview.bar.title')}</strong>{' '}
        {dateTime
          ? t.t('preview.bar.asOf', { date: asOf(dateTime, t.locale.bcp47) })
          : t.t('preview.bar.text')}
      </p>
      <a className="preview-bar__exit" href={exit}>
        {t.t('preview.bar.exit')}
      </a>
    </section>
  )
}
