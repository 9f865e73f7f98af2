/**
 * `/api/account`: signing in, up and out (and out of every other session, decision 042), as JSON for a script.
 * The pages answer their own plain forms (worker/routes/forms/account.ts and password.ts, decisions 068 and 074).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { SIGN_IN_DIALOG_STEP_WORDS } from '../../../client/components/sign-in-dialog/words'
import { ISLAND_WORDS } from '../../../client/islands/words'
import { signUpFormSetup } from '../../../shared/account/sign-up-setup'
import { accountSectionPath, contentPath, signedOutPath, signInPath } from '../../../shared/routes'
import { signOut, signOutElsewhere } from '../../services/account'
import { phoneCountries } from '../../services/countries'
import type { AppEnv } from '../../types'
import { signInAndGoOn, signUpAndGoOn } from '../form-outcomes'
import { SignInSchema, SignUpSchema } from '../inputs'
import { readCall, sharePublicly } from './responder'

export const accountApi = new Hono<AppEnv>()

accountApi.post('/sign-in', async (c) => {
  const { signedIn, next, then, confirmation } = await signInAndGoOn(
    c,
    await readCall(c, SignInSchema),
    'dialog',
  )
  const { t, locale } = c.var
  // The dialog's steps, worded: an employee still to decide on the employee terms decides there (`continueTo` once
  // decided; `next`, the terms page, if the dialog is closed first), then the confirmation. An account without a
  // profile on this brand has no confirmation: the dialog goes straight on to the brand's welcome step (`next`).
  return c.json({
    signedIn: { firstName: signedIn.firstName },
    next,
    ...(signedIn.profilePending
      ? {}
      : { confirmation: { ...confirmation, action: t.t('signIn.confirm.continue') } }),
    ...(signedIn.employeeTermsNeeded
      ? {
          employeeTerms: {
            title: t.t('employeeTerms.title'),
            intro: t.t('employeeTerms.intro'),
            link: t.t('employeeTerms.link'),
            href: contentPath(locale.code, 'associate-discount-terms'),
            newTab: t.t('signUp.newTab'),
            accept: t.t('employeeTerms.submit'),
            decline: t.t('employeeTerms.decline'),
            continueTo: then,
          },
        }
      : {}),
  })
})

accountApi.post('/sign-out', async (c) => {
  await readCall(c, z.object({}))
  await signOut(c)
  return c.json({ signedOut: true, next: signedOutPath(c.var.locale.code) })
})

/** "Sign out on all other devices", from the account's security section. */
accountApi.post('/sign-out-elsewhere', async (c) => {
  await readCall(c, z.object({}))
  await signOutElsewhere(c)
  const next = `${accountSectionPath(c.var.locale.code, 'security')}?account=signedOutElsewhere`
  return c.json({ signedOutElsewhere: true, next })
})

accountApi.post('/sign-up', async (c) => {
  const form = await readCall(c, SignUpSchema)
  const { signedUp, next } = await signUpAndGoOn(c, form)
  return c.json(
    {
      signedUp: { firstName: signedUp.firstName },
      signedIn: signedUp.signedIn,
      ...(form.variant === 'loyalty' ? { loyaltyMember: signedUp.loyaltyMember } : {}),
      next,
    },
    201,
  )
})

/**
 * What the sign-in dialog's steps beyond signing in need (decision 046), fetched when it opens: their words in the
 * shopper's language (too many to send with every guest's page) and the sign-up form's setup for the locale.
 */
accountApi.get('/dialog-steps', async (c) => {
  const { t, locale } = c.var
  const keys = [...SIGN_IN_DIALOG_STEP_WORDS, ...ISLAND_WORDS['sign-up-helper']]
  // The same for every shopper of a locale; a day's change of `today` may wait an hour.
  sharePublicly(c, 3600)
  return c.json({
    words: { bcp47: locale.bcp47, messages: Object.fromEntries(keys.map((key) => [key, t.t(key)])) },
    signUp: signUpFormSetup(locale, new Date(), await phoneCountries(c)),
    signInHref: signInPath(locale.code),
  })
})
