/**
 * The address-format contract (`worker/upstream/address-formats/`, spec 2 §7 `GET {token}{countryCode}`, decision
 * 107): the storefront's configured base is `/address-formats/data/`, and a country's ISO code after it answers
 * that country's document (`address-formats/data.ts`) in the language of the call's `locale` where the country
 * speaks it. 400 API400 for a code that is not two capital letters or a locale that is not one; 404 API404 for a
 * country the service has no document for.
 */
import { Hono } from 'hono'
import { addressFormatDoc } from '../address-formats/data'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'

export const addressFormatRoutes = new Hono<{ Bindings: MockEnv }>()

addressFormatRoutes.get('/address-formats/data/:country', (c) => {
  const country = c.req.param('country')
  const locale = c.req.query('locale')
  if (!/^[A-Z]{2}$/.test(country)) return apiError(c, 400, 'API400', `'${country}' is not a country code`)
  if (locale !== undefined && !/^[a-z]{2}(?:[-_][a-z0-9]{2,3})?$/i.test(locale))
    return apiError(c, 400, 'API400', `Unknown locale '${locale}'`)
  const doc = addressFormatDoc(country, languageOf(locale))
  if (!doc) return apiError(c, 404, 'API404', `No address format for ${country}`)
  return c.json(doc)
})
