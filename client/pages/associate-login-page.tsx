/**
 * In-store mode's sign-in (spec 1 §2 "associate-login"; decision 044), in two plain forms that work without
 * JavaScript: first the store (a `GET` that names it in the query), then the associate, chosen from the store's
 * employees, and their PIN, posted to the worker. A refused sign-in comes back here with each field's message
 * (never the PIN), the first refused field focused. An associate already signed in sees who they are and how to
 * end the session.
 */
import type { ReactNode } from 'react'
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
              <AssociateChoice
                field="storeId"
                options={stores}
                error={errors.storeId}
                focus={first === 'storeId'}
              />
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
              <AssociateChoice
                field="employeeId"
                options={store.employees}
                value={employeeId}
                error={errors.employeeId}
                // The step's first field, or the first refused one, takes focus.
                focus={first === 'employeeId' || first === null}
              />
              <AssociateField field="pin" id="associate-pin" label={t.t('associate.pin')} error={errors.pin}>
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
              </AssociateField>
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

/** A labelled field of the associate's sign-in, followed by its message once refused. */
function AssociateField({
  field,
  id,
  label,
  error,
  children,
}: {
  field: AssociateLoginField
  id: string
  label: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`associate-${field}-error`} message={error} />
    </div>
  )
}

/** The two choices of the sign-in, each a select: the store, then one of its employees. */
const CHOICES = {
  storeId: {
    id: 'associate-store',
    name: 'store',
    label: 'associate.store',
    option: 'associate.storeOption',
  },
  employeeId: {
    id: 'associate-employee',
    name: 'employeeId',
    label: 'associate.employee',
    option: 'associate.employeeOption',
  },
} as const

/** The store or the employee, each offered by name and number; once refused, marked, described and focused. */
function AssociateChoice({
  field,
  options,
  value,
  error,
  focus,
}: {
  field: keyof typeof CHOICES
  options: { id: string; name: string }[]
  /** The one chosen before a refusal. */
  value?: string
  error: string | undefined
  focus: boolean
}) {
  const { t } = useShop()
  const choice = CHOICES[field]
  return (
    <AssociateField field={field} id={choice.id} label={t.t(choice.label)} error={error}>
      <select
        id={choice.id}
        name={choice.name}
        required
        defaultValue={value}
        {...refusedControl(`associate-${field}-error`, error, focus)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {t.t(choice.option, { name: option.name, id: option.id })}
          </option>
        ))}
      </select>
    </AssociateField>
  )
}
