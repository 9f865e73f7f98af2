/**
 * Consent, decided once per request at the edge (spec 2 §5, §9), from what OneTrust (or the shop's own banner, which
 * writes the same cookies) left in the browser.
 *
 * The idea: OneTrust keeps the shopper's choice in the `OptanonConsent` cookie, a query string whose `groups` field
 * lists each category's code with `1` (granted) or `0` (refused), `groups=C0001%3A1%2CC0002%3A0%2C...`, and marks
 * that the banner was answered with the `OptanonAlertBoxClosed` cookie (the moment, as an ISO date). Outside EMEA
 * every category counts as granted; in EMEA a category counts only where the cookie records it as `1`, or in an
 * editor's preview. The browser's Global Privacy Control signal (`Sec-GPC: 1`) withdraws targeting everywhere,
 * preview included. Cookies are read as sent by anyone: any junk reads as "nothing recorded", never an error.
 */

/** The WHATWG crypto both runtimes have (shared code has no DOM or Workers types). */
declare const crypto: { randomUUID(): string }

/** Each category's OneTrust group code (spec 2 §9). */
export const CONSENT_GROUPS = {
  required: 'C0001',
  performanceAndAnalytics: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const

export type ConsentCategory = keyof typeof CONSENT_GROUPS

/** The categories a shopper can choose: everything but the required one. */
export type ConsentChoice = Record<Exclude<ConsentCategory, 'required'>, boolean>

export const CHOOSABLE_CATEGORIES = [
  'performanceAndAnalytics',
  'functional',
  'targeting',
] as const satisfies readonly (keyof ConsentChoice)[]

export interface Consent {
  required: true
  performanceAndAnalytics: boolean
  functional: boolean
  targeting: boolean
  /** The shopper made a choice (the cookie records groups and the alert box was closed); EMEA shows the banner until then. */
  choiceMade: boolean
  /** Whether a choice is asked of this shopper at all (EMEA, not preview). */
  asked: boolean
  gpc: boolean
}

/** The two cookies OneTrust writes, by name. */
export const OPTANON_CONSENT_COOKIE = 'OptanonConsent'
export const OPTANON_ALERT_BOX_CLOSED_COOKIE = 'OptanonAlertBoxClosed'

/** How long a choice is kept: a year, as OneTrust's default. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The OneTrust SDK version written into cookies the shop writes itself. */
export const OPTANON_VERSION = '202409.1.0'

/** What the shop reads of an `OptanonConsent` value. */
export interface OptanonConsent {
  /** Each recorded group code (`C0002`) and whether it is granted. */
  groups: Readonly<Record<string, boolean>>
  consentId: string | null
  interactionCount: number
}

const MAX_VALUE_LENGTH = 4096
const GROUP_CODE = /^[A-Za-z0-9_]{1,32}$/
const CONSENT_ID = /^[A-Za-z0-9-]{1,64}$/

function decodeField(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/**
 * Reads an `OptanonConsent` value: its groups, consent id and interaction count. Null when the value records no
 * groups at all (absent, empty, junk). Accepts the value as OneTrust writes it (`groups=C0001%3A1%2C...`) and
 * once decoded (`groups=C0001:1,...`, as a cookie reader that decodes hands it over). Never throws.
 *
 * @example parseOptanonConsent('isGpcEnabled=0&groups=C0001%3A1%2CC0002%3A0')?.groups // { C0001: true, C0002: false }
 */
export function parseOptanonConsent(value: string | undefined): OptanonConsent | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE_LENGTH) return null
  const fields = new Map<string, string>()
  for (const pair of value.split('&')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at)
    const decoded = decodeField(pair.slice(at + 1))
    if (decoded !== null && !fields.has(name)) fields.set(name, decoded)
  }
  const groupsField = fields.get('groups')
  if (groupsField === undefined) return null
  const groups: Record<string, boolean> = Object.create(null)
  for (const entry of groupsField.split(',')) {
    const [code = '', flag, ...rest] = entry.trim().split(':')
    if (rest.length > 0 || !GROUP_CODE.test(code) || (flag !== '0' && flag !== '1')) continue
    if (!(code in groups)) groups[code] = flag === '1'
  }
  if (Object.keys(groups).length === 0) return null
  const consentId = fields.get('consentId') ?? ''
  const count = fields.get('interactionCount') ?? ''
  return {
    groups,
    consentId: CONSENT_ID.test(consentId) ? consentId : null,
    interactionCount: /^\d{1,6}$/.test(count) ? Number(count) : 0,
  }
}

/** True when `OptanonAlertBoxClosed` holds a date: the banner was answered. */
export function alertBoxClosed(value: string | undefined): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false
  return Number.isFinite(Date.parse(value))
}

/**
 * The consent of one request.
 *
 * @example decideConsent({ region: 'NA', optanonConsent: undefined, alertBoxClosed: undefined, gpc: true, preview: false }).targeting // false
 */
export function decideConsent(input: {
  region: 'NA' | 'EMEA'
  optanonConsent: string | undefined
  alertBoxClosed: string | undefined
  gpc: boolean
  preview: boolean
}): Consent {
  const recorded = parseOptanonConsent(input.optanonConsent)
  const asked = input.region === 'EMEA' && !input.preview
  const granted = (category: Exclude<ConsentCategory, 'required'>) =>
    !asked || recorded?.groups[CONSENT_GROUPS[category]] === true
  return {
    required: true,
    performanceAndAnalytics: granted('performanceAndAnalytics'),
    functional: granted('functional'),
    targeting: granted('targeting') && !input.gpc,
    choiceMade: recorded !== null && alertBoxClosed(input.alertBoxClosed),
    asked,
    gpc: input.gpc,
  }
}

/** True for the request header `Sec-GPC: 1`, the only value the Global Privacy Control specification defines. */
export const gpcRequested = (header: string | undefined): boolean => header?.trim() === '1'

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** `Date.prototype.toString()` as OneTrust writes it into `datestamp`, in UTC whatever the runtime's zone. */
function datestamp(now: Date): string {
  return [
    DAYS[now.getUTCDay()],
    MONTHS[now.getUTCMonth()],
    two(now.getUTCDate()),
    now.getUTCFullYear(),
    `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`,
    'GMT+0000 (Coordinated Universal Time)',
  ].join(' ')
}

/** A field as OneTrust encodes it: percent-encoded, spaces as `+`. */
const encodeField = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')

/**
 * The `OptanonConsent` value recording `choice` (the required group always granted), in OneTrust's own format, so
 * OneTrust, the tag manager and the shop all read it alike. A `previous` value's consent id is kept and its
 * interaction count carried on.
 *
 * @example writeOptanonConsent({ performanceAndAnalytics: true, functional: true, targeting: false }, new Date())
 * // 'isGpcEnabled=0&datestamp=...&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false'
 */
export function writeOptanonConsent(choice: ConsentChoice, now: Date, previous?: string): string {
  const before = parseOptanonConsent(previous)
  const groups = [
    `${CONSENT_GROUPS.required}:1`,
    ...CHOOSABLE_CATEGORIES.map((category) => `${CONSENT_GROUPS[category]}:${choice[category] ? 1 : 0}`),
  ].join(',')
  const fields: [string, string][] = [
    ['isGpcEnabled', '0'],
    ['datestamp', datestamp(now)],
    ['version', OPTANON_VERSION],
    ['browserGpcFlag', '0'],
    ['isIABGlobal', 'false'],
    ['hosts', ''],
    ['consentId', before?.consentId ?? crypto.randomUUID()],
    ['interactionCount', String((before?.interactionCount ?? 0) + 1)],
    ['landingPath', 'NotLandingPage'],
    ['groups', groups],
    ['AwaitingReconsent', 'false'],
  ]
  return fields.map(([name, value]) => `${name}=${encodeField(value)}`).join('&')
}

/** The `OptanonAlertBoxClosed` value for a choice made at `now`: the ISO date, as OneTrust writes it. */
export const writeAlertBoxClosed = (now: Date): string => now.toISOString()

/** The consent a choice gives, as the form's checkboxes read it: everything, only the required, or as ticked. */
export function choiceOf(
  action: 'accept-all' | 'reject-all' | 'save',
  ticked: Partial<ConsentChoice>,
): ConsentChoice {
  if (action === 'accept-all') return { performanceAndAnalytics: true, functional: true, targeting: true }
  if (action === 'reject-all') return { performanceAndAnalytics: false, functional: false, targeting: false }
  return {
    performanceAndAnalytics: ticked.performanceAndAnalytics === true,
    functional: ticked.functional === true,
    targeting: ticked.targeting === true,
  }
}
