/**
 * `/api/account/profile` and `/api/account/addresses` (decision 039): the signed-in shopper's profile and address
 * book as JSON for scripts. Their pages answer their own plain forms (worker/routes/forms/profile.ts, decision 068).
 * While the profile cannot be read, nothing is changed: a script gets 502 PROFILE_NOT_LOADED.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { accountSectionPath } from '../../../shared/routes'
import { loadProfile, updateProfile } from '../../services/profile'
import type { AppContext, AppEnv } from '../../types'
import { changeAddressBook, saveAddressForm } from '../form-outcomes'
import { AddressSchema, ProfileSchema } from '../inputs'
import { readCall } from './responder'

export const profileApi = new Hono<AppEnv>()

profileApi.get('/profile', async (c) => c.json({ profile: await loadProfile(c) }))

async function saveProfile(c: AppContext): Promise<Response> {
  const path = accountSectionPath(c.var.locale.code, 'profile')
  const { saved, profile } = await updateProfile(c, await readCall(c, ProfileSchema))
  return c.json({ saved, profile, next: `${path}?account=${saved}` })
}

profileApi.put('/profile', (c) => saveProfile(c))
profileApi.post('/profile', (c) => saveProfile(c))

profileApi.get('/addresses', async (c) => c.json({ addresses: (await loadProfile(c)).addresses }))

/** Adds an address (`id` null) or changes one. */
async function saveAddress(c: AppContext, id: string | null): Promise<Response> {
  const book = accountSectionPath(c.var.locale.code, 'addresses')
  const addressId = await saveAddressForm(c, id, await readCall(c, AddressSchema))
  return c.json({ addressId, next: `${book}?account=addressSaved` }, id ? 200 : 201)
}

profileApi.post('/addresses', (c) => saveAddress(c, null))
profileApi.put('/addresses/:id', (c) => saveAddress(c, c.req.param('id')))

/** Makes an address main (`POST /addresses/{id}/main`) or deletes it (`DELETE /addresses/{id}`). */
async function changeBook(c: AppContext, id: string, change: 'main' | 'delete'): Promise<Response> {
  const book = accountSectionPath(c.var.locale.code, 'addresses')
  if (c.req.method !== 'DELETE') await readCall(c, z.object({}))
  const addressId = await changeAddressBook(c, id, change)
  const next = `${book}?account=${change === 'main' ? 'addressMain' : 'addressDeleted'}`
  return c.json(change === 'main' ? { main: addressId, next } : { deleted: addressId, next })
}

profileApi.post('/addresses/:id/main', (c) => changeBook(c, c.req.param('id'), 'main'))
profileApi.delete('/addresses/:id', (c) => changeBook(c, c.req.param('id'), 'delete'))
