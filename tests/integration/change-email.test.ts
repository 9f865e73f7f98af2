/**
 * A change of the sign-in email from the account's security section (decision 094), by script and by plain form:
 * the shared rules first, the current password proving it, PRO400 for an address another account has, and a
 * change that moves the sign-in, keeps this session, signs out the others and tells the old address.
 */
import { describe, expect, it } from 'vitest'
import { newShopper, outbox, page, pageForm, signIn, uniqueEmail } from './account-helpers'
import { call, readCart } from './cart-helpers'
import { createTestShop, type TestEnv } from './harness'
import { sessionState } from './sessions'

const CHANGE_EMAIL = '/api/account/change-email'
const SECURITY = '/en-us/account/security'

const errorOf = (body: Record<string, unknown>) =>
  (body.errorDetails as { errorId: string }[] | undefined)?.[0]?.errorId

async function signedIn(env: TestEnv) {
  const shopper = await newShopper({ prefix: 'login' })
  const answer = await signIn(env, shopper.email, shopper.password)
  expect(answer.status).toBe(200)
  return { ...shopper, cookie: answer.cookie }
}

describe('changing the sign-in email', () => {
  it('is a form of the security section naming the address signed in with; a guest is sent to sign in', async () => {
    const env = createTestShop().env
    const { email, cookie } = await signedIn(env)
    const html = await (await page(env, SECURITY, cookie)).text()
    expect(html).toContain('<h2 id="change-email-title">Sign-in email</h2>')
    expect(html).toContain(`You sign in with ${email}.`)
    expect(html).toContain('name="intent" value="changeEmail"')
    expect(html).toMatch(/<label for="change-email">New email address<\/label>/)
    const profile = await (await page(env, '/en-us/account/profile', cookie)).text()
    expect(profile).toContain('<a href="/en-us/account/security">Change sign-in email</a>')
    const guest = await call(env, CHANGE_EMAIL, { email: uniqueEmail('guest'), currentPassword: 'x' }, '')
    expect(guest.status).toBe(401)
    expect(guest.body).toMatchObject({ action: 'reauthenticate' })
    const guestForm = await pageForm(env, SECURITY, {
      intent: 'changeEmail',
      email: uniqueEmail('guest'),
      currentPassword: 'x',
    })
    expect(guestForm.status).toBe(303)
    expect(guestForm.headers.get('location')).toBe(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsecurity',
    )
  })

  it('refuses by its rules before asking: no address, not one, the same one, no password', async () => {
    const env = createTestShop().env
    const { email, password, cookie } = await signedIn(env)
    const empty = await call(env, CHANGE_EMAIL, { email: '', currentPassword: password }, cookie)
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ fields: { email: 'Enter your email address.' } })
    const notOne = await call(env, CHANGE_EMAIL, { email: 'nora@', currentPassword: password }, cookie)
    expect(notOne.body).toMatchObject({ fields: { email: 'Enter an email address like name@example.com.' } })
    const same = await call(
      env,
      CHANGE_EMAIL,
      { email: ` ${email.toUpperCase()} `, currentPassword: '' },
      cookie,
    )
    expect(same.body).toMatchObject({
      fields: {
        email: 'This is already your sign-in email.',
        currentPassword: 'Enter your current password.',
      },
    })
  })

  it('refuses a wrong password and an address another account signs in with (PRO400), beside their fields', async () => {
    const env = createTestShop().env
    const { email, password, cookie } = await signedIn(env)
    const other = await newShopper({ prefix: 'taken' })
    const wrong = await call(
      env,
      CHANGE_EMAIL,
      { email: uniqueEmail('new'), currentPassword: 'Wrong-passw0rd' },
      cookie,
    )
    expect(wrong.status).toBe(422)
    expect(errorOf(wrong.body)).toBe('AUT450')
    expect(wrong.body).toMatchObject({ fields: { currentPassword: 'The current password is wrong.' } })
    const taken = await call(env, CHANGE_EMAIL, { email: other.email, currentPassword: password }, cookie)
    expect(errorOf(taken.body)).toBe('PRO400')
    expect(taken.body).toMatchObject({
      fields: { email: 'An account with this email address already exists.' },
    })

    // Without JavaScript: the section again, the typed address kept, never the password, the other forms untouched.
    const form = await pageForm(
      env,
      SECURITY,
      { intent: 'changeEmail', email: other.email, currentPassword: password },
      cookie,
    )
    expect(form.status).toBe(409)
    const html = await form.text()
    expect(html).toContain('An account with this email address already exists.')
    expect(html).toContain(`value="${other.email}"`)
    expect(html).not.toContain(password)
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1)
    expect((await sessionState(cookie)).customer).toMatchObject({ email })
  })

  it('changes it: sign-in moves to the new address, this session stays, the others end, the old address is told', async () => {
    const { upstream, env } = createTestShop()
    const { email, password, cookie } = await signedIn(env)
    const elsewhere = await signIn(env, email, password)
    const fresh = uniqueEmail('moved')
    const done = await pageForm(
      env,
      SECURITY,
      { intent: 'changeEmail', email: fresh.toUpperCase(), currentPassword: password },
      cookie,
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/en-us/account/security?account=emailChanged')
    const after = await (await page(env, '/en-us/account/security?account=emailChanged', cookie)).text()
    expect(after).toContain(
      `Your sign-in email is now ${fresh}. You’ve been signed out on your other devices.`,
    )
    expect(after).toContain(`You sign in with ${fresh}.`)
    expect((await sessionState(cookie)).customer).toMatchObject({ email: fresh })
    await readCart(env, elsewhere.cookie)
    expect((await sessionState(elsewhere.cookie)).customer).toBeUndefined()
    const old = await signIn(env, email, password)
    expect(old.status).toBe(422)
    expect(errorOf(old.body)).toBe('AUT401')
    expect((await signIn(env, fresh, password)).status).toBe(200)
    const [notice] = (await outbox(upstream, email)).emails
    expect(notice).toMatchObject({ subject: 'Your sign-in email was changed' })
    expect(new URL(notice?.link ?? '').pathname).toBe(SECURITY)
  })
})
