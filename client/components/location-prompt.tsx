/**
 * The location confirmation (spec 1 §2): a visitor from a country the brand sells to in another locale is asked,
 * at the top of the page, whether to shop there or stay. A plain form posted to the location selector, which keeps
 * the choice and comes back to this page in the locale chosen: it works without JavaScript, and it is asked once.
 */
import { LOCALES } from '../../shared/i18n/locales'
import { localeName } from '../../shared/i18n/location'
import { locationPath } from '../../shared/routes'
import { useShop } from '../i18n'

export function LocationPrompt({
  suggested,
  country,
  returnTo,
}: {
  suggested: string
  country: string
  returnTo: string
}) {
  const { t } = useShop()
  const current = t.locale.code
  return (
    <section className="location-prompt" aria-labelledby="location-prompt-text">
      <form method="post" action={locationPath(current)} className="location-prompt__inner">
        <p id="location-prompt-text" className="location-prompt__text">
          {t.t('location.prompt.text', { country })}
        </p>
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" name="locale" value={suggested} className="button location-prompt__go">
          <Named template={t.t('location.prompt.go')} code={suggested} />
        </button>
        <button type="submit" name="locale" value={current} className="button button--secondary">
          <Named template={t.t('location.prompt.stay')} code={current} />
        </button>
      </form>
    </section>
  )
}

/** "Go to {name}" with the site's name in its own language, so that a screen reader says it as that language does. */
function Named({ template, code }: { template: string; code: string }) {
  const [before = '', after = ''] = template.split('{name}')
  return (
    <>
      {before}
      <span lang={LOCALES[code]?.bcp47}>{localeName(code)}</span>
      {after}
    </>
  )
}
