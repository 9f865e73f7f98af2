/**
 * The account's notification choices besides the newsletters (spec 1 §7 `PUT /consumers-v3/consumer/notification`):
 * a plain form in the subscriptions section, saved at the consumer service, shown back from the profile; order
 * updates by text need a mobile number on the profile, refused at that box otherwise.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { page, pageForm, signedInShopper, uniquePhone } from './account-helpers'
import { bindings, clearUpstreamCache, createTestShop } from './harness'

beforeEach(clearUpstreamCache)

const SECTION = '/en-us/account/subscriptions'
const tagOf = (html: string, id: string) =>
  new RegExp(`<input [^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? ''
const stored = (id: string) =>
  bindings.DB.prepare(
    'SELECT notify_order_sms AS sms, notify_back_in_stock AS stock, notify_price_drop AS price FROM consumers WHERE id = ?',
  )
    .bind(id)
    .first<{ sms: number; stock: number; price: number }>()

describe('the notification choices', () => {
  it('saves back-in-stock and price-drop e-mails by a plain form, and shows them ticked again', async () => {
    const { env } = createTestShop()
    const { id, cookie } = await signedInShopper(env)
    const shown = await (await page(env, SECTION, cookie)).text()
    expect(shown).toContain('<h2 id="notifications-title">Notifications</h2>')
    expect(tagOf(shown, 'notifications-backInStockEmail')).not.toContain('checked')

    const saved = await pageForm(
      env,
      SECTION,
      { intent: 'notifications', backInStockEmail: 'on', priceDropEmail: 'on' },
      cookie,
    )
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`${SECTION}?account=notificationsSaved`)
    expect(await stored(id)).toEqual({ sms: 0, stock: 1, price: 1 })
    const after = await (await page(env, `${SECTION}?account=notificationsSaved`, cookie)).text()
    expect(after).toContain('Your notification choices are saved.')
    expect(tagOf(after, 'notifications-backInStockEmail')).toContain('checked=""')
    expect(tagOf(after, 'notifications-priceDropEmail')).toContain('checked=""')
    expect(tagOf(after, 'notifications-orderUpdatesSms')).not.toContain('checked')
  })

  it('refuses order updates by text without a mobile number, at that box, keeping what was ticked; saves them with one', async () => {
    const { env } = createTestShop()
    const { id, cookie } = await signedInShopper(env)
    const refused = await pageForm(
      env,
      SECTION,
      { intent: 'notifications', orderUpdatesSms: 'on', priceDropEmail: 'on' },
      cookie,
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Add a mobile number to your profile to get order updates by text message.')
    expect(tagOf(html, 'notifications-orderUpdatesSms')).toContain('aria-invalid="true"')
    expect(tagOf(html, 'notifications-orderUpdatesSms')).toContain('autofocus')
    expect(tagOf(html, 'notifications-priceDropEmail')).toContain('checked=""')
    expect(await stored(id)).toEqual({ sms: 0, stock: 0, price: 0 })

    await bindings.DB.prepare('UPDATE consumers SET phone = ? WHERE id = ?')
      .bind(`+1${uniquePhone()}`, id)
      .run()
    const saved = await pageForm(env, SECTION, { intent: 'notifications', orderUpdatesSms: 'on' }, cookie)
    expect(saved.status).toBe(303)
    expect(await stored(id)).toEqual({ sms: 1, stock: 0, price: 0 })
  })

  it('says a failure of the consumer service at the top of the page, not at the text-message box', async () => {
    const { env, upstream } = createTestShop()
    const { id, cookie } = await signedInShopper(env)
    upstream.fail('/api/consumers-v3/consumer/notification')
    const refused = await pageForm(env, SECTION, { intent: 'notifications', priceDropEmail: 'on' }, cookie)
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const html = await refused.text()
    expect(tagOf(html, 'notifications-orderUpdatesSms')).not.toContain('aria-invalid')
    expect(tagOf(html, 'notifications-orderUpdatesSms')).not.toContain('autofocus')
    expect(html).toMatch(/role="alert"[^>]*>[^<]*Something went wrong/)
    expect(tagOf(html, 'notifications-priceDropEmail')).toContain('checked=""')
    expect(await stored(id)).toEqual({ sms: 0, stock: 0, price: 0 })
  })
})
