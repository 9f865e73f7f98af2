/**
 * `/{locale}/associate-login`: in-store mode's sign-in page (decision 044), first the store (`?store=`), then the
 * associate and their PIN, posted to this page's own path; for a refused sign-in, its action
 * (worker/routes/forms/associate.ts) answers with the same page and the refusal (`renderAssociateLogin`). Never
 * stored.
 */
import {
  type AssociateLoginField,
  AssociateLoginPage,
  type AssociateLoginPageProps,
} from '../../../client/pages/associate-login-page'
import { associateLoginPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { associateStores, STORE_ID, storeEmployees } from '../../services/associates'
import type { AppContext } from '../../types'

export interface AssociateLoginState {
  storeId: string | null
  employeeId: string
  errors: Partial<Record<AssociateLoginField, string>>
  notice: AssociateLoginPageProps['notice']
}

export async function renderAssociateLogin(
  c: AppContext,
  state: AssociateLoginState,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const path = associateLoginPath(locale.code)
  const [chrome, stores, employees] = await Promise.all([
    loadChrome(c, undefined, { popups: false }),
    associateStores(c),
    state.storeId && STORE_ID.test(state.storeId) ? storeEmployees(c, state.storeId) : Promise.resolve(null),
  ])
  const chosen = stores.find((store) => store.id === state.storeId)
  let errors = state.errors
  let store: AssociateLoginPageProps['store'] = null
  if (state.storeId !== null && (!chosen || !employees))
    errors = { ...errors, storeId: t.t('associate.error.storeUnknown') }
  else if (chosen && employees?.length === 0)
    errors = { ...errors, storeId: t.t('associate.error.noEmployees') }
  else if (chosen && employees) store = { id: chosen.id, name: chosen.name, employees }
  const current = c.var.associate
  return renderPage(c, {
    head: privateHead(t.t('associate.title'), path),
    chrome,
    page: (
      <AssociateLoginPage
        path={path}
        signInAction={path}
        signOutAction={path}
        stores={stores}
        store={store}
        current={
          current
            ? { name: current.storeEmployeeName, storeName: current.storeName, storeId: current.storeId }
            : null
        }
        employeeId={state.employeeId}
        errors={errors}
        notice={state.notice}
      />
    ),
    status: status === 200 && store === null && state.storeId !== null ? 404 : status,
    noStore: true,
  })
}

export async function associateLoginRoute(c: AppContext): Promise<Response> {
  const query = new URL(c.req.url).searchParams
  const ended = query.get('associate') === 'ended'
  return renderAssociateLogin(c, {
    storeId: query.get('store'),
    employeeId: '',
    errors: {},
    notice: ended ? { kind: 'success', text: c.var.t.t('associate.ended') } : null,
  })
}
