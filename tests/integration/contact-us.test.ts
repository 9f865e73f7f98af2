/**
 * Contact us through the storefront (decision 038): the content service's page beside the form, the categories
 * and subjects from the consumer service in the page's language, a case opened by script and by plain form, each
 * field refused at its field (a subject of another category too) without asking upstream, the signed-in shopper's
 * name and email filled in, the per-address limit, and the consumer service's own refusals.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MAX } from '../../shared/help/contact'
import { elementText, findTag, findTags, textOf } from '../fixtures/html'
import { postForm, postJson, uniqueAddress } from './account-helpers'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, createUpstream, request } from './harness'
import { callsTo, newShopper } from './help-helpers'

beforeEach(clearUpstreamCache)

const CONTACT = '/api/help/contact-us'
/** The contact page, where its plain form posts. */
const CONTACT_PAGE = '/en-us/help/contact-us'
const UPSTREAM_CASE = '/api/consumers-v3/contactus'

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mia Lund',
  email: 'mia.lund@example.com',
  category: 'orders',
  subject: 'order-status',
  orderNumber: '',
  message: 'My parcel has not arrived yet. Could you check where it is?',
  ...overrides,
})

const caseRow = (caseNumber: string) =>
  bindings.DB.prepare('SELECT * FROM contact_cases WHERE case_number = ?')
    .bind(caseNumber)
    .first<Record<string, string | null>>()

describe('the contact page', () => {
  it('shows the content service’s page beside a form whose subjects are grouped under their categories', async () => {
    const env = createTestShop().env
    const response = await request('/en-us/help/contact-us', { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Contact us</h1>')
    expect(textOf(html)).toContain('Our customer service team answers by phone every day from 8am to 8pm')
    const form = findTag(html, 'form', { action: CONTACT_PAGE, method: 'post' })
    expect(form).toBeDefined()
    const category = findTag(html, 'select', { name: 'category' })
    expect(category?.attributes.id).toBe('contact-category')
    expect(findTag(html, 'option', { value: 'returns' })).toBeDefined()
    const groups = findTags(html, 'optgroup', {}).map((group) => group.attributes.label)
    expect(groups).toEqual([
      'Orders',
      'Returns and refunds',
      'Products',
      'Your account',
      'XPLR Pass',
      'Stores',
    ])
    expect(elementText(html, findTag(html, 'option', { value: 'order-status' }))).toBe('Where is my order?')
    for (const label of ['Full name', 'Email', 'Category', 'Subject', 'Order number (optional)', 'Message'])
      expect(textOf(html)).toContain(label)
    expect(findTag(html, 'a', { href: '/en-us/help/warranty' })).toBeDefined()
    // The same for every guest: not personal.
    expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
  })

  it('speaks the page’s language: labels, categories and subjects', async () => {
    const env = createTestShop().env
    const html = await (await request('/fr-fr/help/contact-us', { env })).text()
    expect(html).toContain('<h1>Nous contacter</h1>')
    expect(textOf(html)).toContain('Notre service client répond par téléphone')
    expect(textOf(html)).toContain('Envoyez-nous un message')
    expect(findTags(html, 'optgroup', {}).map((group) => group.attributes.label)).toContain('Commandes')
    expect(elementText(html, findTag(html, 'option', { value: 'order-status' }))).toBe('Où est ma commande ?')
    const german = await (await request('/de-de/help/contact-us', { env })).text()
    expect(textOf(german)).toContain('Schreib uns eine Nachricht')
    expect(elementText(german, findTag(german, 'option', { value: 'return-start' }))).toBe(
      'Rücksendung starten',
    )
  })

  it('fills in a signed-in shopper’s name and email, and stores that page nowhere', async () => {
    const env = createTestShop().env
    const shopper = await newShopper(env, { firstName: 'Noor', lastName: 'Haddad' })
    const response = await request('/en-us/help/contact-us', { env, headers: { cookie: shopper.cookie } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(findTag(html, 'input', { name: 'name' })?.attributes.value).toBe('Noor Haddad')
    expect(findTag(html, 'input', { name: 'email' })?.attributes.value).toBe(shopper.email)
  })

  it('keeps the form when the content service fails, and says so when the categories cannot be loaded', async () => {
    const { upstream, env } = createTestShop()
    upstream.fail('/content')
    const withoutContent = await request('/en-us/help/contact-us', { env })
    expect(withoutContent.status).toBe(200)
    const html = await withoutContent.text()
    expect(html).toContain('<h1>Contact us</h1>')
    expect(findTag(html, 'select', { name: 'subject' })).toBeDefined()

    await clearUpstreamCache()
    const noCategories = createTestShop()
    noCategories.upstream.fail('/api/consumers-v3/contactus')
    const unavailable = await request('/en-us/help/contact-us', { env: noCategories.env })
    expect(unavailable.status).toBe(200)
    const page = await unavailable.text()
    expect(textOf(page)).toContain('The contact form can’t be shown just now.')
    expect(findTag(page, 'form', { action: CONTACT_PAGE })).toBeUndefined()
  })

  it('shows the case number once a message is sent, and only a case number of the right shape', async () => {
    const env = createTestShop().env
    const sent = await request('/en-us/help/contact-us?case=CS-01234567', { env })
    expect(sent.headers.get('cache-control')).toBe('private, no-store')
    const html = await sent.text()
    expect(textOf(html)).toContain('Your case number is CS-01234567.')
    expect(findTag(html, 'a', { href: '/en-us/help/contact-us' })).toBeDefined()
    expect(findTag(html, 'form', { action: CONTACT_PAGE })).toBeUndefined()
    const forged = await (await request('/en-us/help/contact-us?case=%3Cb%3Ehi', { env })).text()
    expect(forged).not.toContain('Your case number')
    expect(findTag(forged, 'form', { action: CONTACT_PAGE })).toBeDefined()
  })
})

describe('sending a message by script', () => {
  it('opens a case: 201 with its number, stored by the consumer service with what was sent', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postJson(
      env,
      CONTACT,
      message({ name: '  Mia   Lund ', orderNumber: 'ks 0123-456789' }),
    )
    expect(answer.status).toBe(201)
    const caseNumber = answer.body.caseNumber as string
    expect(caseNumber).toMatch(/^CS-\d{8}$/)
    expect(answer.body.next).toBe(`/en-us/help/contact-us?case=${caseNumber}`)
    expect(await caseRow(caseNumber)).toMatchObject({
      category_id: 'orders',
      subject_id: 'order-status',
      name: 'Mia Lund',
      email: 'mia.lund@example.com',
      order_number: 'KS0123456789',
      message: 'My parcel has not arrived yet. Could you check where it is?',
      locale: 'en-us',
    })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toHaveLength(1)
  })

  it('refuses each field by the shared rules, each at its field, without asking the consumer service', async () => {
    const { upstream, env } = createTestShop()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Enter your name.'],
      [{ name: 'M' }, 'name', 'Use 2 to 30 characters.'],
      [{ name: 'Mia'.padEnd(31, 'a') }, 'name', 'Use 2 to 30 characters.'],
      [{ name: 'Mia <3' }, 'name', 'Use letters, spaces, hyphens and apostrophes only.'],
      [{ email: '' }, 'email', 'Enter your email address.'],
      [{ email: 'mia@example' }, 'email', 'Enter an email address like name@example.com.'],
      [{ category: '' }, 'category', 'Choose a category.'],
      [{ category: 'gossip' }, 'category', 'Choose one of the categories in the list.'],
      [{ subject: '' }, 'subject', 'Choose a subject.'],
      [{ subject: 'weather' }, 'subject', 'Choose one of the subjects in the list.'],
      [
        { orderNumber: '12345' },
        'orderNumber',
        'Enter an order number like KS0123456789, or leave it empty.',
      ],
      [{ message: '' }, 'message', 'Enter your message.'],
      [{ message: 'Too short' }, 'message', 'Write at least 10 characters.'],
      [
        { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
        'message',
        'Use at most 2000 characters (you wrote 2001).',
      ],
    ]
    for (const [overrides, field, text] of cases) {
      const answer = await postJson(env, CONTACT, message(overrides))
      expect(answer.status, field).toBe(400)
      expect(answer.body, JSON.stringify(overrides).slice(0, 80)).toMatchObject({
        errorDetails: [{ errorId: 'CONTACT_INVALID', message: 'Please check the fields marked below.' }],
        fields: { [field]: text },
      })
      expect(Object.keys(answer.body.fields as object)).toEqual([field])
    }
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('refuses a subject of another category at the subject, naming the category', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postJson(env, CONTACT, message({ category: 'returns', subject: 'order-status' }))
    expect(answer.status).toBe(400)
    expect(answer.body.fields).toEqual({
      subject: 'Choose a subject listed under “Returns and refunds”, or change the category.',
    })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
    // Counted as a person counts: 10 characters with an accent or a line break are enough, and 2,000 are not too many.
    expect((await postJson(env, CONTACT, message({ message: 'Où est-il\r\n?' }))).status).toBe(201)
    expect((await postJson(env, CONTACT, message({ message: 'é'.repeat(CONTACT_MESSAGE_MAX) }))).status).toBe(
      201,
    )
  })

  it('takes a filled trap field for a bot', async () => {
    const { upstream, env } = createTestShop()
    const answer = await postJson(env, CONTACT, message({ website: 'http://spam.example' }))
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ errorDetails: [{ errorId: 'AUT403' }] })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('limits messages per client address: the sixth in a minute waits, with Retry-After and a clear message', async () => {
    const { upstream, env } = createTestShop()
    const address = uniqueAddress()
    for (let sent = 0; sent < 5; sent++)
      expect((await postJson(env, CONTACT, message(), { address })).status).toBe(201)
    const limited = await postJson(env, CONTACT, message(), { address })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(limited.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'CONTACT_THROTTLED',
          message: 'You’ve sent several messages in a short time. Please wait a minute, then try again.',
        },
      ],
    })
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toHaveLength(5)
    // A plain form from that address is told so on the page, with what was typed kept.
    const page = await postForm(env, CONTACT_PAGE, message() as Record<string, string>, {
      address,
    })
    expect(page.status).toBe(429)
    expect(page.headers.get('retry-after')).toBe('60')
    const html = await page.text()
    expect(textOf(html)).toContain('You’ve sent several messages in a short time.')
    expect(findTag(html, 'input', { name: 'name' })?.attributes.value).toBe('Mia Lund')
    // Another address is not held back.
    expect((await postJson(env, CONTACT, message())).status).toBe(201)
  })
})

describe('sending a message without JavaScript', () => {
  it('answers a refusal with the page again: what was typed, each field’s message, a summary, the first refused field focused', async () => {
    const { upstream, env } = createTestShop()
    const refused = await postForm(env, CONTACT_PAGE, {
      name: 'Mia Lund',
      email: 'mia@example',
      category: 'returns',
      subject: 'order-status',
      orderNumber: 'KS12',
      message: 'Where is the parcel I sent back last week?',
      website: '',
    })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('location')).toBeNull()
    expect(refused.headers.get('cache-control')).toBe('private, no-store')
    const html = await refused.text()
    expect(html).toContain('<h1>Contact us</h1>')
    expect(textOf(html)).toContain('Our customer service team answers by phone')
    const summary = findTag(html, 'div', { class: 'error-summary', role: 'alert' })
    expect(summary).toBeDefined()
    expect(elementText(html, findTag(html, 'a', { href: '#contact-email' }))).toBe(
      'Email – Enter an email address like name@example.com.',
    )
    expect(findTag(html, 'a', { href: '#contact-subject' })).toBeDefined()
    expect(findTag(html, 'a', { href: '#contact-orderNumber' })).toBeDefined()
    expect(findTag(html, 'a', { href: '#contact-name' })).toBeUndefined()
    expect(findTag(html, 'input', { name: 'email' })?.attributes).toMatchObject({
      id: 'contact-email',
      'aria-describedby': 'contact-email-error',
      'aria-invalid': 'true',
      autofocus: '',
    })
    // The page offers its own address in every language, not the form's.
    expect(findTag(html, 'a', { hrefLang: 'de-DE', href: '/de-de/help/contact-us' })).toBeDefined()
    expect(findTag(html, 'input', { name: 'name' })?.attributes.autofocus).toBeUndefined()
    expect(findTag(html, 'input', { name: 'name' })?.attributes.value).toBe('Mia Lund')
    expect(findTag(html, 'input', { name: 'email' })?.attributes.value).toBe('mia@example')
    expect(findTag(html, 'option', { value: 'returns', selected: true })).toBeDefined()
    expect(findTag(html, 'option', { value: 'order-status', selected: true })).toBeDefined()
    expect(findTag(html, 'input', { name: 'orderNumber' })?.attributes.value).toBe('KS12')
    expect(html).toContain('>Where is the parcel I sent back last week?</textarea>')
    expect(textOf(html)).toContain(
      'Choose a subject listed under “Returns and refunds”, or change the category.',
    )
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('holds the name to the shop’s name rule, 2 to 30 characters, saying so at the field in the page’s language', async () => {
    const { upstream, env } = createTestShop()
    const refused = await postForm(env, '/de-de/help/contact-us', {
      name: 'Jürgen'.padEnd(31, 'e'),
      email: 'juergen@example.com',
      category: 'products',
      subject: 'product-fit',
      orderNumber: '',
      message: 'Fällt die Regenjacke eher klein aus?',
      website: '',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(findTag(html, 'input', { name: 'name' })?.attributes).toMatchObject({
      maxLength: '30',
      'aria-invalid': 'true',
      autofocus: '',
    })
    expect(textOf(html)).toContain('Verwende 2 bis 30 Zeichen.')
    expect(callsTo(upstream.calls, 'POST', UPSTREAM_CASE)).toEqual([])
  })

  it('opens the case and goes back to the page, which shows the case number', async () => {
    const env = createTestShop().env
    const sent = await postForm(env, '/de-de/help/contact-us', {
      name: 'Jürgen Weiß',
      email: 'juergen@example.com',
      category: 'products',
      subject: 'product-fit',
      orderNumber: '',
      message: 'Fällt die Regenjacke eher klein aus?',
    })
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location') as string
    expect(location).toMatch(/^\/de-de\/help\/contact-us\?case=CS-\d{8}$/)
    const caseNumber = new URL(location, 'http://localhost').searchParams.get('case') as string
    expect(await caseRow(caseNumber)).toMatchObject({
      name: 'Jürgen Weiß',
      order_number: null,
      locale: 'de-de',
    })
    const page = await (await request(location, { env })).text()
    expect(textOf(page)).toContain('Danke, deine Nachricht ist unterwegs')
    expect(textOf(page)).toContain(`Deine Fallnummer lautet ${caseNumber}.`)
  })
})

describe('the consumer service’s contact-us contract', () => {
  const mockCall = (body: unknown) =>
    callMockApi(createUpstream(), '/api/consumers-v3/contactus?locale=en-gb', {
      method: 'POST',
      body: JSON.stringify(body),
    })

  it('refuses by the same rules as the storefront: a subject of another category, a short message', async () => {
    const valid = {
      categoryId: 'stores',
      subjectId: 'store-pickup',
      name: 'Mia Lund',
      email: 'mia@example.com',
      orderNumber: null,
      message: 'Can I pick up my order in another store?',
    }
    const mismatch = await mockCall({ ...valid, subjectId: 'loyalty-points' })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({
      errorDetails: [{ errorId: 'API400', message: 'Invalid contact case fields: subject' }],
    })
    expect((await mockCall({ ...valid, message: 'Short' })).status).toBe(400)
    const opened = await mockCall(valid)
    expect(opened.status).toBe(201)
    const { caseNumber } = (await opened.json()) as { caseNumber: string }
    expect(await caseRow(caseNumber)).toMatchObject({ locale: 'en-gb', subject_id: 'store-pickup' })
  })

  it('answers its categories in the language asked for', async () => {
    const answer = await callMockApi(
      createUpstream(),
      '/api/consumers-v3/contactus/categorySubject?locale=it-it',
    )
    const body = (await answer.json()) as { categories: { id: string; name: string; subjects: unknown[] }[] }
    expect(body.categories.map((category) => category.id)).toEqual([
      'orders',
      'returns',
      'products',
      'account',
      'loyalty',
      'stores',
    ])
    expect(body.categories[0]?.name).toBe('Ordini')
    for (const category of body.categories) expect(category.subjects.length).toBeGreaterThanOrEqual(3)
  })
})
