/**
 * In-store mode's sign-in (spec 1 §2 "associate-login"; decision 044), in two plain forms that work without
 * JavaScript: first the store (a `GET` that names it in the query), then the associate, chosen from the store's
 * employees, and their PIN, posted to the worker. A refused sign-in comes back here with each field's message
 * (never the PIN), the first refused field focused. An associate already signed in sees who they are and how to
 * end the session.
 */
import type { Store, StoreEmployee } from '../../shared/stores/stores'
import { CardPage } from '../components/card-page'
import { FieldError, refusedControl } from '../components/field-error'
import { Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { useShop } from '../i18n'

export type AssociateLoginField = 'storeId' | 'employeeId' | 'pin'

export interface AssociateLoginPageProps {
  /** This page's own path (the store step's form target). */
  path: string
  /** Where the sign-in form posts, and where ending the session posts. */
  signInAction: string
  signOutAction: string
  stores: Store[]
  /** The store chosen in the first step, with its employees; null before. */
  store: { id: string; name: string; employees: StoreEmployee[] } | null
  /** The associate signed in on this device, if one is. */
  current: { name: string; storeName: string; storeId: string } | null
  /** The employee chosen before a refusal. */
  employeeId: string
  errors: Partial<Record<AssociateLoginField, string>>
  notice: { kind: 'error' | 'info' | 'success'; text: string } | null
}

export function AssociateLoginPage(props: AssociateLoginPageProps) {
  const { path, signInAction, signOutAction, stores, store, current, employeeId, errors, notice } = props
  const { t } = useShop()
  const title = t.t('associate.title')
  const first = (['storeId', 'employeeId', 'pin'] as const).find((field) => errors[field]) ?? null
  const fieldError = (field: AssociateLoginField) => (
    <FieldError id={`associate-${field}-error`} message={errors[field]} />
  )
  return (
    <CardPage title={title} className="associate-login-page">
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {current ? (
        <>
          <p>
            {t.t('associate.signedInAs', {
              name: current.name,
              store: current.storeName,
              id: current.storeId,
            })}
          </p>
          <PostButton action={signOutAction} intent="signOut" buttonClassName="button button--lg">
            {t.t('associate.end')}
          </PostButton>
        </>
      ) : (
        <>
          <p>{t.t('associate.intro')}</p>
          {first && notice?.kind !== 'error' ? <Notice kind="error">{t.t('associate.check')}</Notice> : null}
          {store === null ? (
            <form method="get" action={path} className="sign-in-page__form">
              <div className="field">
                <label htmlFor="associate-store">{t.t('associate.store')}</label>
                <select
                  id="associate-store"
                  name="store"
                  required
                  {...refusedControl('associate-storeId-error', errors.storeId, first === 'storeId')}
                >
                  {stores.map((each) => (
                    <option key={each.id} value={each.id}>
                      {t.t('associate.storeOption', { name: each.name, id: each.id })}
                    </option>
                  ))}
                </select>
                {fieldError('storeId')}
              </div>
              <button type="submit" className="button button--lg">
                {t.t('associate.next')}
              </button>
            </form>
          ) : (
            <form method="post" action={signInAction} noValidate className="sign-in-page__form">
              <input type="hidden" name="storeId" value={store.id} />
              <p className="associate-login-page__store">
                {t.t('associate.storeChosen', { name: store.name, id: store.id })}{' '}
                <a href={path}>{t.t('associate.changeStore')}</a>
              </p>
              <div className="field">
                <label htmlFor="associate-employee">{t.t('associate.employee')}</label>
                <select
                  id="associate-employee"
                  name="employeeId"
                  required
                  defaultValue={employeeId}
                  // The step's first field, or the first refused one, takes focus.
                  {...refusedControl(
                    'associate-employeeId-error',
                    errors.employeeId,
                    first === 'employeeId' || first === null,
                  )}
                >
                  {store.employees.map((employee) => (
                    <option key={employee.id} value={employee.id}>
                      {t.t('associate.employeeOption', { name: employee.name, id: employee.id })}
                    </option>
                  ))}
                </select>
                {fieldError('employeeId')}
              </div>
              <div className="field">
                <label htmlFor="associate-pin">{t.t('associate.pin')}</label>
                <input
                  id="associate-pin"
                  name="pin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={8}
                  required
                  {...refusedControl('associate-pin-error', errors.pin, first === 'pin')}
                />
                {fieldError('pin')}
              </div>
              <button type="submit" className="button button--lg">
                {t.t('associate.submit')}
              </button>
            </form>
          )}
        </>
      )}
    </CardPage>
  )
}
