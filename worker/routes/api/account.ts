/**
 * `/api/account`: signing in, up and out (and out of every other session, decision 042), as JSON for a script.
 * The sign-in and sign-up pages answer their own plain forms (worker/routes/forms/account.ts, decision 068); the
 * sign-outs are still posted here by plain forms too, and go back to their page with the outcome.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { accountSectionPath, homePath, signInPath, signUpPath } from '../../../shared/routes'
import { signOut, signOutElsewhere } from '../../services/account'
import type { AppEnv } from '../../types'
import { signInAndGoOn, signUpAndGoOn } from '../form-outcomes'
import { SignInSchema, SignUpSchema } from '../inputs'
import { answer, readInput } from './responder'

export const accountApi = new Hono<AppEnv>()

accountApi.post('/sign-in', async (c) => {
  const input = await readInput(c, SignInSchema, { param: 'account', to: signInPath(c.var.locale.code) })
  const { signedIn, next } = await signInAndGoOn(c, input.data)
  return answer(c, input, { signedIn: { firstName: signedIn.firstName }, next }, { to: next })
})

accountApi.post('/sign-out', async (c) => {
  const input = await readInput(c, z.object({}), { param: 'account', to: homePath(c.var.locale.code) })
  await signOut(c)
  const next = `${signInPath(c.var.locale.code)}?account=signedOut`
  return answer(c, input, { signedOut: true, next }, { to: next })
})

/** "Sign out on all other devices", from the account's security section. */
accountApi.post('/sign-out-elsewhere', async (c) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  const input = await readInput(c, z.object({}), { param: 'account', to: security })
  await signOutElsewhere(c)
  const next = `${security}?account=signedOutElsewhere`
  return answer(c, input, { signedOutElsewhere: true, next }, { to: next })
})

accountApi.post('/sign-up', async (c) => {
  const input = await readInput(c, SignUpSchema, { param: 'account', to: signUpPath(c.var.locale.code) })
  const { signedUp, next } = await signUpAndGoOn(c, input.data)
  return answer(
    c,
    input,
    {
      signedUp: { firstName: signedUp.firstName },
      signedIn: signedUp.signedIn,
      ...(input.data.variant === 'loyalty' ? { loyaltyMember: signedUp.loyaltyMember } : {}),
      next,
    },
    { to: next, status: 201 },
  )
})
