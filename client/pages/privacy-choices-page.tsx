/**
 * The preference centre (`/{locale}/privacy-choices`, decision 060): each cookie category in plain words with its
 * checkbox (the required one ticked and fixed), reflecting the shopper's current consent, and the three ways to
 * choose. A plain form: it works without JavaScript and comes back here saying the choice is saved.
 */
import type { ConsentChoice } from '../../shared/consent'
import type { MessageKey } from '../../shared/i18n/i18n'
import { Breadcrumb } from '../components/breadcrumb'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'

export interface PrivacyChoicesPageProps {
  /** Where the form posts. */
  action: string
  /** This page's path: the form comes back to it. */
  returnTo: string
  /** The consent in force for this shopper now. */
  consent: ConsentChoice
  /** The browser sends Global Privacy Control: targeting stays off whatever is ticked. */
  gpc: boolean
  /** The site asks for a choice (EMEA); elsewhere every category is on, and the page says so. */
  asked: boolean
  /** The shopper has just saved a choice. */
  saved: boolean
  /** Why a choice was not saved. */
  refusal?: string | null
}

const CATEGORIES: readonly { name: keyof ConsentChoice; title: MessageKey; text: MessageKey }[] = [
  {
    name: 'performanceAndAnalytics',
    title: 'consent.category.performanceAndAnalytics',
    text: 'consent.category.performanceAndAnalytics.text',
  },
  { name: 'functional', title: 'consent.category.functional', text: 'consent.category.functional.text' },
  { name: 'targeting', title: 'consent.category.targeting', text: 'consent.category.targeting.text' },
]

export function PrivacyChoicesPage({
  action,
  returnTo,
  consent,
  gpc,
  asked,
  saved,
  refusal = null,
}: PrivacyChoicesPageProps) {
  const { t } = useShop()
  const title = t.t('consent.centre.title')
  return (
    <div className="privacy-choices-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <p className="privacy-choices-page__intro">{t.t('consent.centre.intro')}</p>
      {saved ? <Notice kind="success">{t.t('consent.saved')}</Notice> : null}
      {refusal ? <Notice kind="error">{refusal}</Notice> : null}
      {asked ? null : <Notice kind="info">{t.t('consent.regionNote')}</Notice>}
      <form method="post" action={action} className="privacy-choices-page__form">
        <input type="hidden" name="returnTo" value={returnTo} />
        <fieldset className="privacy-choices-page__categories">
          <legend>{t.t('consent.centre.categories')}</legend>
          <div className="privacy-choices-page__category">
            <input
              id="consent-required"
              type="checkbox"
              checked
              disabled
              readOnly
              aria-describedby="consent-required-text"
            />
            <label htmlFor="consent-required">
              {t.t('consent.category.required')}{' '}
              <span className="privacy-choices-page__always">({t.t('consent.alwaysOn')})</span>
            </label>
            <p id="consent-required-text">{t.t('consent.category.required.text')}</p>
          </div>
          {CATEGORIES.map(({ name, title: label, text }) => {
            const held = name === 'targeting' && gpc
            return (
              <div key={name} className="privacy-choices-page__category">
                <input
                  id={`consent-${name}`}
                  type="checkbox"
                  name={name}
                  value="on"
                  defaultChecked={consent[name]}
                  disabled={held}
                  aria-describedby={held ? `consent-${name}-text consent-gpc` : `consent-${name}-text`}
                />
                <label htmlFor={`consent-${name}`}>{t.t(label)}</label>
                <p id={`consent-${name}-text`}>{t.t(text)}</p>
                {held ? (
                  <p id="consent-gpc" className="privacy-choices-page__gpc">
                    {t.t('consent.gpc')}
                  </p>
                ) : null}
              </div>
            )
          })}
        </fieldset>
        <div className="privacy-choices-page__actions">
          <button type="submit" name="action" value="save" className="button">
            {t.t('consent.save')}
          </button>
          <button type="submit" name="action" value="accept-all" className="button button--secondary">
            {t.t('consent.acceptAll')}
          </button>
          <button type="submit" name="action" value="reject-all" className="button button--secondary">
            {t.t('consent.rejectAll')}
          </button>
        </div>
      </form>
    </div>
  )
}
