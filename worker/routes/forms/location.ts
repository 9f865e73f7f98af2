/**
 * The location selector's form, which the location confirmation on every page posts to as well (spec 1 §1, §2):
 * the locale chosen, among the brand's, is kept for a year (the location cookie), and the shopper goes on to the page
 * they chose from (`returnTo`, a path of this site) in that locale; the home page when none is given. A locale the
 * brand does not serve is the selector again, at its own address, saying so.
 */
import { setCookie } from 'hono/cookie'
import { LOCATION_COOKIE, LOCATION_COOKIE_MAX_AGE } from '../../../shared/i18n/location'
import { safeReturnPath } from '../../../shared/return-path'
import { homePath, swapLocale } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import type { AppContext } from '../../types'
import { LocationChoiceSchema } from '../inputs'
import { locationRoute } from '../pages/location'
import { answerForm, pageStatus } from './page-form'

export const locationAction = (c: AppContext) =>
  answerForm(c, {
    schema: LocationChoiceSchema,
    act: async ({ locale, returnTo }) => {
      if (!c.var.brand.locales.includes(locale)) throw new ApiError('LOCATION_UNKNOWN')
      setCookie(c, LOCATION_COOKIE, locale, {
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: LOCATION_COOKIE_MAX_AGE,
      })
      const back = safeReturnPath(returnTo)
      return c.redirect(back ? swapLocale(back, locale) : homePath(locale), 303)
    },
    // The selector again, still leading back to the page the shopper chose from.
    refused: (refusal, typed) =>
      locationRoute(c, refusal.message, pageStatus(refusal), typed.get('returnTo') ?? undefined),
  })
