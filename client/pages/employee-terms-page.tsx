/**
 * The employee discount terms (spec 1 §2 "employee terms", §4: an employee accepts them before going on after
 * signing in). A plain form: the terms' link, one required box, and the page the sign-in was going to.
 */
import { Breadcrumb } from '../components/breadcrumb'
import { useShop } from '../i18n'

export interface EmployeeTermsPageProps {
  action: string
  termsHref: string
  /** Where the shopper goes once they accept (a checked path of this site). */
  returnTo: string
  /** The box's message after a form sent without it. */
  error: string | null
}

const ID = 'employee-terms'

export function EmployeeTermsPage({ action, termsHref, returnTo, error }: EmployeeTermsPageProps) {
  const { t } = useShop()
  const title = t.t('employeeTerms.title')
  return (
    <div className="sign-in-page">
      <Breadcrumb trail={[]} current={title} />
      <div className="sign-in-page__card">
        <h1>{title}</h1>
        <p>{t.t('employeeTerms.intro')}</p>
        <p>
          <a href={termsHref} target="_blank" rel="noopener">
            {t.t('employeeTerms.link')}
            <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
          </a>
        </p>
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <form method="post" action={action} noValidate className="sign-in-page__form">
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="sign-up-page__check">
            <input
              id={`${ID}-accept`}
              name="accepted"
              type="checkbox"
              value="on"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ID}-accept-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: -- back from a form sent without the box, the box takes focus
              autoFocus={error !== null}
            />
            <label htmlFor={`${ID}-accept`}>{t.t('employeeTerms.accept')}</label>
            {error ? (
              <p id={`${ID}-accept-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--lg">
            {t.t('employeeTerms.submit')}
          </button>
        </form>
      </div>
    </div>
  )
}
