/**
 * The employee discount terms (spec 1 §2 "employee terms", §4: an employee accepts them before going on after
 * signing in). A plain form: the terms' link, one required box, and the page the sign-in was going to.
 */
import { Breadcrumb } from '../components/breadcrumb'
import { CheckField } from '../components/check-field'
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
          <CheckField
            id={`${ID}-accept`}
            name="accepted"
            label={t.t('employeeTerms.accept')}
            required
            error={error}
            focus={error !== null}
          />
          <button type="submit" className="button button--lg">
            {t.t('employeeTerms.submit')}
          </button>
        </form>
      </div>
    </div>
  )
}
