/**
 * The employee discount terms (spec 1 §4, decision 045), the no-script path of the sign-in dialog's terms step: an
 * employee who has not accepted them reads them, ticks the box and accepts, or declines and goes on signed in
 * without the discount (asked again at the next sign-in).
 */
import { CardPage } from '../components/card-page'
import { CheckField } from '../components/check-field'
import { Notice } from '../components/notice'
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
    <CardPage title={title}>
      <p>{t.t('employeeTerms.intro')}</p>
      <p>
        <a href={termsHref} target="_blank" rel="noopener">
          {t.t('employeeTerms.link')}
          <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
        </a>
      </p>
      {error ? <Notice kind="error">{error}</Notice> : null}
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
        <div className="employee-terms__actions">
          <button type="submit" name="decision" value="accept" className="button button--lg">
            {t.t('employeeTerms.submit')}
          </button>
          <button
            type="submit"
            name="decision"
            value="decline"
            className="button button--secondary button--lg"
          >
            {t.t('employeeTerms.decline')}
          </button>
        </div>
      </form>
    </CardPage>
  )
}
