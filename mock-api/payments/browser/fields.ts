/**
 * The card fields page in the browser. It talks to the shop that framed it only with `postMessage`, and only
 * with the one shop origin the server allowed: messages from any other origin or window are ignored, and every
 * message goes to that origin (never `*`). On `{ type: 'encrypt' }` it checks the fields (Luhn, brand, expiry,
 * security code), shows what is wrong in the frame and focuses the first such field, or posts the raw values to
 * its own origin's encrypt endpoint and hands the shop the opaque tokens it gets back. Card number and security
 * code never leave the provider's origin.
 *
 * The page serialises `runFieldsPage` with `toString` (pages/fields.ts) and hands it the card rules of
 * `card.ts` the same way, so this function must be self-contained: no reference to anything outside its body.
 */

/** The card rules the page hands in (card.ts, serialised). */
export interface FieldRules {
  brandOf(digits: string): string | null
  luhnValid(digits: string): boolean
  groupDigits(digits: string, groups: readonly number[]): string
  expiryProblem(month: number, year: number, today: Date): 'invalid' | 'expired' | null
}

export interface BrandInfo {
  lengths: readonly number[]
  securityCodeLength: number
  groups: readonly number[]
  label: string
}

export interface FieldMessages {
  numberEmpty: string
  numberInvalid: string
  numberUnsupported: string
  expiryInvalid: string
  expiryExpired: string
  securityCode3: string
  securityCode4: string
  securityCodeHint3: string
  securityCodeHint4: string
  giftCardNumberInvalid: string
  pinInvalid: string
}

export interface FieldsPageConfig {
  kind: 'card' | 'giftcard'
  /** The shop origin allowed to frame this page: the only one it listens to and posts to. */
  parentOrigin: string
  /** The encrypt endpoint's path on the page's own origin. */
  encryptPath: string
  brands: Readonly<Record<string, BrandInfo>>
  giftCardNumberPattern: string
  giftCardPinPattern: string
  messages: FieldMessages
}

/** What the page posts to the shop. */
export type FieldsFrameMessage =
  | { type: 'ready'; height: number }
  | { type: 'resize'; height: number }
  | { type: 'invalid'; fields: string[] }
  | { type: 'error'; reason: 'unavailable' }
  | { type: 'submit' }
  | ({ type: 'encrypted' } & Record<string, unknown>)

export function runFieldsPage(config: FieldsPageConfig, rules: FieldRules): void {
  const form = document.getElementById('fields')
  if (!(form instanceof HTMLFormElement)) return
  const messages = config.messages
  const fieldIds =
    config.kind === 'card' ? ['number', 'expiry', 'securityCode', 'holderName'] : ['number', 'pin']
  const inputOf = (id: string): HTMLInputElement | null => {
    const element = document.getElementById(id)
    return element instanceof HTMLInputElement ? element : null
  }
  const textOf = (id: string) => inputOf(id)?.value ?? ''
  const digitsOf = (value: string) => value.replace(/\D/g, '')
  const post = (message: FieldsFrameMessage) => {
    if (window.parent !== window) window.parent.postMessage(message, config.parentOrigin)
  }
  let brand: string | null = null
  /**
   * The device's risk data, as the provider's fields collect it for its fraud check (Adyen's `riskData.clientData`):
   * what the browser says of its screen, time zone, language and platform, base64 encoded. Opaque to the shop,
   * which passes it on to the cart service before the order is placed; nothing in it names the shopper. Written
   * here, inside the page's one function, since the page runs this function's text alone.
   */
  const deviceRiskData = () => {
    const data = {
      version: 1,
      screen: [window.screen.width, window.screen.height, window.screen.colorDepth],
      timeZoneOffset: new Date().getTimezoneOffset(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: navigator.language,
      languages: navigator.languages.slice(0, 4),
      platform: navigator.platform,
      cores: navigator.hardwareConcurrency,
      touch: navigator.maxTouchPoints,
    }
    const bytes = new TextEncoder().encode(JSON.stringify(data))
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
  }

  const securityCodeLength = () => (brand ? (config.brands[brand]?.securityCodeLength ?? 3) : 3)

  const problemOf = (id: string): string | null => {
    const value = textOf(id)
    if (config.kind === 'giftcard') {
      if (id === 'number') {
        return new RegExp(config.giftCardNumberPattern).test(digitsOf(value))
          ? null
          : messages.giftCardNumberInvalid
      }
      if (id === 'pin')
        return new RegExp(config.giftCardPinPattern).test(value.trim()) ? null : messages.pinInvalid
      return null
    }
    if (id === 'number') {
      const digits = digitsOf(value)
      if (digits === '') return messages.numberEmpty
      const detected = rules.brandOf(digits)
      const info = detected ? config.brands[detected] : undefined
      if (!info) return messages.numberUnsupported
      return info.lengths.includes(digits.length) && rules.luhnValid(digits) ? null : messages.numberInvalid
    }
    if (id === 'expiry') {
      const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
      if (!match) return messages.expiryInvalid
      const problem = rules.expiryProblem(Number(match[1]), 2000 + Number(match[2]), new Date())
      if (problem === 'expired') return messages.expiryExpired
      return problem ? messages.expiryInvalid : null
    }
    if (id === 'securityCode') {
      const length = securityCodeLength()
      if (new RegExp(`^\\d{${length}}$`).test(value)) return null
      return length === 4 ? messages.securityCode4 : messages.securityCode3
    }
    return null
  }

  const showProblem = (id: string, problem: string | null) => {
    const field = inputOf(id)
    const error = document.getElementById(`${id}-error`)
    if (!field || !error) return
    error.textContent = problem ?? ''
    error.hidden = problem === null
    field.setAttribute('aria-invalid', problem === null ? 'false' : 'true')
  }

  const check = (ids: readonly string[]): string[] =>
    ids.filter((id) => {
      const problem = problemOf(id)
      showProblem(id, problem)
      return problem !== null
    })

  // Reformats a field and keeps the caret after the same number of digits.
  const reformat = (field: HTMLInputElement, formatted: string) => {
    const before = field.value
    if (formatted === before) return
    const caret = field.selectionStart ?? before.length
    const digitsBeforeCaret = digitsOf(before.slice(0, caret)).length
    field.value = formatted
    if (document.activeElement !== field) return
    let position = 0
    let seen = 0
    while (position < formatted.length && seen < digitsBeforeCaret) {
      if (/\d/.test(formatted.charAt(position))) seen += 1
      position += 1
    }
    field.setSelectionRange(position, position)
  }

  const updateBrand = (digits: string) => {
    const detected = config.kind === 'card' ? rules.brandOf(digits) : null
    if (detected === brand) return
    brand = detected
    const label = document.getElementById('number-brand')
    if (label) label.textContent = detected ? (config.brands[detected]?.label ?? '') : ''
    const code = inputOf('securityCode')
    const hint = document.getElementById('securityCode-hint')
    const length = securityCodeLength()
    if (code) code.maxLength = length
    if (hint) hint.textContent = length === 4 ? messages.securityCodeHint4 : messages.securityCodeHint3
  }

  const formatField = (field: HTMLInputElement) => {
    const digits = digitsOf(field.value)
    if (field.id === 'number') {
      updateBrand(digits)
      const info = brand ? config.brands[brand] : undefined
      const longest = info ? Math.max(...info.lengths) : 19
      reformat(field, rules.groupDigits(digits.slice(0, longest), info ? info.groups : [4, 4, 4, 4, 3]))
    } else if (field.id === 'expiry') {
      const month = digits.length === 1 && digits > '1' ? `0${digits}` : digits.slice(0, 4)
      reformat(field, month.length > 2 ? `${month.slice(0, 2)}/${month.slice(2)}` : month)
    } else if (field.id === 'securityCode') {
      reformat(field, digits.slice(0, securityCodeLength()))
    } else if (field.id === 'pin') {
      reformat(field, digits.slice(0, 8))
    }
  }

  form.addEventListener('input', (event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement)) return
    formatField(field)
    // An error shown goes as soon as the field is right; a new one waits until the shopper leaves the field.
    if (field.getAttribute('aria-invalid') === 'true') showProblem(field.id, problemOf(field.id))
  })

  form.addEventListener('focusout', (event) => {
    const field = event.target
    if (field instanceof HTMLInputElement && field.value !== '') showProblem(field.id, problemOf(field.id))
  })

  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      post({ type: 'submit' })
    }
  })

  form.addEventListener('submit', (event) => event.preventDefault())

  const messageFor = (id: string) =>
    problemOf(id) ??
    (id === 'number'
      ? config.kind === 'card'
        ? messages.numberInvalid
        : messages.giftCardNumberInvalid
      : id === 'expiry'
        ? messages.expiryInvalid
        : id === 'pin'
          ? messages.pinInvalid
          : securityCodeLength() === 4
            ? messages.securityCode4
            : messages.securityCode3)

  let busy = false
  const encrypt = async () => {
    if (busy) return
    const invalid = check(fieldIds)
    if (invalid.length > 0) {
      inputOf(invalid[0] ?? '')?.focus()
      post({ type: 'invalid', fields: invalid })
      return
    }
    busy = true
    try {
      const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(textOf('expiry').trim())
      const body =
        config.kind === 'card'
          ? {
              kind: 'card',
              number: digitsOf(textOf('number')),
              expiryMonth: expiry?.[1] ?? '',
              expiryYear: `20${expiry?.[2] ?? ''}`,
              securityCode: textOf('securityCode'),
              holderName: textOf('holderName').trim() || undefined,
            }
          : { kind: 'giftcard', number: digitsOf(textOf('number')), pin: textOf('pin').trim() }
      const response = await fetch(config.encryptPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
      })
      const answer: unknown = await response.json().catch(() => null)
      if (response.ok && answer !== null && typeof answer === 'object' && 'paymentMethod' in answer) {
        const riskData = config.kind === 'card' ? { riskData: { clientData: deviceRiskData() } } : {}
        post({ ...(answer as Record<string, unknown>), ...riskData, type: 'encrypted' })
        return
      }
      const refused =
        response.status === 422 && answer !== null && typeof answer === 'object' && 'invalidFields' in answer
          ? (answer as { invalidFields: unknown }).invalidFields
          : null
      if (Array.isArray(refused)) {
        const fields = refused
          .map((entry) =>
            entry !== null && typeof entry === 'object' ? (entry as { name?: unknown }).name : null,
          )
          .filter((name): name is string => typeof name === 'string' && fieldIds.includes(name))
        for (const id of fields) showProblem(id, messageFor(id))
        inputOf(fields[0] ?? '')?.focus()
        post({ type: 'invalid', fields })
        return
      }
      post({ type: 'error', reason: 'unavailable' })
    } catch {
      post({ type: 'error', reason: 'unavailable' })
    } finally {
      busy = false
    }
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== config.parentOrigin || event.source !== window.parent) return
    const data: unknown = event.data
    if (data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'encrypt') {
      void encrypt()
    }
  })

  let lastHeight = 0
  const report = (type: 'ready' | 'resize') => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (type === 'resize' && height === lastHeight) return
    lastHeight = height
    post({ type, height })
  }
  report('ready')
  new ResizeObserver(() => report('resize')).observe(document.documentElement)
}
