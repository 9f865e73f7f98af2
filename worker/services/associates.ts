/**
 * In-store mode (decision 044): a store associate signs in with their store, their name and their PIN, and buys
 * on behalf of customers on that device until they end the session (or it times out, or the store revokes them).
 * The session lives in the associate's own object and cookie, apart from the shopper's session, which starts
 * fresh at sign-in and is signed out at the end, so nothing of one customer is left for the next. The customer may
 * sign in to their own account in between: the associate then acts for them.
 */
import { deleteCookie, setCookie } from 'hono/cookie'
import type { MessageKey } from '../../shared/i18n/i18n'
import {
  associateShortName,
  type InStoreSale,
  type Store,
  type StoreEmployee,
} from '../../shared/stores/stores'
import { clientAddress } from '../client-address'
import {
  ASSOCIATE_COOKIE,
  ASSOCIATE_COOKIE_OPTIONS,
  ASSOCIATE_COOKIE_PREFIX,
  formatAssociateCookie,
} from '../session/associate-cookie'
import { type Associate, associateSessionsOf } from '../session/associate-sessions'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { accountKey, signOut } from './account'
import { ApiError } from './api-error'
import { isThrottled, type RateLimitCheck } from './rate-limits'

export const STORE_ID = /^\d{4}$/
export const EMPLOYEE_ID = /^\d{6}$/
export const PIN = /^\d{4,8}$/

export interface AssociateSignInForm {
  storeId: string
  employeeId: string
  pin: string
}

export type AssociateField = keyof AssociateSignInForm

/** The stores an associate of this locale's country may choose from; empty when the service cannot say now. */
export async function associateStores(c: AppContext): Promise<Store[]> {
  return (
    (await c.var.services.stores.listStores({ country: c.var.locale.country }, 100).catch(() => null)) ?? []
  )
}

/** The employees of a store; null when the store is unknown. */
export function storeEmployees(c: AppContext, storeId: string): Promise<StoreEmployee[] | null> {
  return STORE_ID.test(storeId) ? c.var.services.utilities.getStoreEmployees(storeId) : Promise.resolve(null)
}

/** An in-store sale whose store and associate cannot be named now. */
export const NO_NAMES: InStoreSale = { store: null, associate: null }

/**
 * Who sold an in-store order, by name for its confirmation and receipts: the associate signed in on this device
 * when it is theirs, else the store and its employee as the services know them. A name the services cannot give
 * now is null; the ids are never shown instead.
 */
export async function inStoreSaleOf(
  c: AppContext,
  info: { storeId: string; storeEmployeeId: string },
): Promise<InStoreSale> {
  const current = c.var.associate
  if (current?.storeId === info.storeId && current.storeEmployeeId === info.storeEmployeeId)
    return { store: current.storeName, associate: associateShortName(current.storeEmployeeName) }
  const [stores, employees] = await Promise.all([
    associateStores(c),
    storeEmployees(c, info.storeId).catch(() => null),
  ])
  const employee = employees?.find((entry) => entry.id === info.storeEmployeeId)
  return {
    store: stores.find((store) => store.id === info.storeId)?.name ?? null,
    associate: employee ? associateShortName(employee.name) : null,
  }
}

/** PIN tries are limited per associate and per client address (a store's devices share one), then 429. */
async function limitPinTries(c: AppContext, form: AssociateSignInForm): Promise<void> {
  const checks: RateLimitCheck[] = [
    [c.env.ASSOCIATE_PIN_LIMIT, await accountKey(`${form.storeId}:${form.employeeId}`)],
    [c.env.ASSOCIATE_ADDRESS_LIMIT, clientAddress(c)],
  ]
  if (await isThrottled(c, checks)) throw new ApiError('ASSOCIATE_THROTTLED')
}

/**
 * Signs a store associate in: the form checked, the PIN tried upstream, then a session opened in the associate's
 * object and its cookie set. Any shopper signed in on this device is signed out first.
 */
export async function signInAssociate(c: AppContext, form: AssociateSignInForm): Promise<Associate> {
  const fields: Partial<Record<AssociateField, MessageKey>> = {
    ...(STORE_ID.test(form.storeId) ? {} : { storeId: 'associate.error.store' }),
    ...(EMPLOYEE_ID.test(form.employeeId) ? {} : { employeeId: 'associate.error.employee' }),
    ...(form.pin === ''
      ? { pin: 'associate.error.pinRequired' }
      : PIN.test(form.pin)
        ? {}
        : { pin: 'associate.error.pin' }),
  }
  if (Object.keys(fields).length > 0) throw new ApiError('ASSOCIATE_INVALID', { fields })
  await limitPinTries(c, form)
  let associate: Associate
  try {
    associate = await c.var.services.consumers.agentLogin({
      storeId: form.storeId,
      storeEmployeeId: form.employeeId,
      pin: form.pin,
    })
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.errorId === 'STR404')
      throw new ApiError('ASSOCIATE_STORE_UNKNOWN', { fields: { storeId: 'associate.error.storeUnknown' } })
    if (error.errorId === 'AUT423') throw new ApiError('ASSOCIATE_LOCKED')
    if (error.errorId === 'AUT426')
      throw new ApiError('ASSOCIATE_LAST_ATTEMPT', { fields: { pin: 'associate.lastAttempt' } })
    if (error.status === 401)
      throw new ApiError('ASSOCIATE_REFUSED', { fields: { pin: 'associate.refused' } })
    throw error
  }
  const token = await associateSessionsOf(
    c.env.ASSOCIATE_SESSIONS,
    associate.storeId,
    associate.storeEmployeeId,
  ).open(associate)
  // The store has revoked this associate here, whatever the upstream says for now.
  if (!token) throw new ApiError('ASSOCIATE_REFUSED', { fields: { pin: 'associate.refused' } })
  // The device starts clean: whoever shopped on it before, signed in or not, leaves nothing to this customer.
  await signOut(c)
  setCookie(
    c,
    ASSOCIATE_COOKIE,
    formatAssociateCookie({ storeId: associate.storeId, employeeId: associate.storeEmployeeId, token }),
    ASSOCIATE_COOKIE_OPTIONS,
  )
  c.set('associate', { ...associate, token })
  return associate
}

/**
 * Ends in-store mode on this device (spec 1 §2): the associate's session is closed, the cookie deleted, and the
 * shopper's session signed out, so the next customer starts with nothing of this one's.
 */
export async function signOutAssociate(c: AppContext): Promise<void> {
  const current = c.var.associate
  if (current)
    await associateSessionsOf(c.env.ASSOCIATE_SESSIONS, current.storeId, current.storeEmployeeId)
      .close(current.token)
      .catch(() => undefined)
  deleteCookie(c, ASSOCIATE_COOKIE, { path: '/', secure: true, prefix: ASSOCIATE_COOKIE_PREFIX })
  c.set('associate', null)
  await signOut(c)
}

/** In-store mode answers this for what a connected associate may not do (spec 1 §6: no favorites, no saved-for-later). */
export function refuseInStore(c: AppContext): void {
  if (c.var.associate) throw new ApiError('ASSOCIATE_NOT_ALLOWED')
}
