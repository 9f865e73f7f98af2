/**
 * The account area's profile (`/{locale}/account/profile`) and address book (`/{locale}/account/addresses`, its
 * forms at `/addresses/new` and `/addresses/{id}`), decision 039. Each is drawn from the profile the consumer
 * service answers; one it cannot answer draws the section's "not loaded" page, with no form. Each form posts to its
 * page's own path, whose action (worker/routes/forms/profile.ts) answers a refused form with its page again.
 *
 * The section routes are function declarations, hoisted: account-area.tsx lists them and this module renders
 * through it, so each module may be the first of the two to load.
 */
import { addressFieldsLabels } from '../../../client/components/address-fields'
import {
  AccountAddressFormPage,
  type AddressFormField,
} from '../../../client/pages/account-address-form-page'
import { AccountAddressesPage } from '../../../client/pages/account-addresses-page'
import { AccountNotLoadedPage } from '../../../client/pages/account-not-loaded-page'
import { AccountProfilePage } from '../../../client/pages/account-profile-page'
import {
  type AddressField,
  type AddressRules,
  isShippingCountry,
  POSTAL_FIELDS,
  type ShippingCountry,
} from '../../../shared/account/address'
import { applyPhoneMask, phoneCountriesOf } from '../../../shared/account/phone'
import {
  type AccountProfile,
  type AddressType,
  addressBookRules,
  editAddressPath,
  isAddressType,
  newAddressPath,
  type ProfileField,
  type ProfileForm,
  profileFormOf,
  type SavedAddress,
} from '../../../shared/account/profile'
import { phoneExample } from '../../../shared/account/sign-up'
import type { MessageKey } from '../../../shared/i18n/i18n'
import { type AccountSection, accountSectionPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import type { RenderPageOptions } from '../../render/page'
import { addressRulesFor, shopCountry } from '../../services/checkout'
import { phoneCountries } from '../../services/countries'
import type { AppContext } from '../../types'
import { reshapeAccountProfile } from '../../upstream/consumers/reshape'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { renderAccountPage, signOutActionOf } from './account-page'
import { addressCountryOption } from './address-options'

/** How long a shopper is told to wait before trying a section whose profile could not be read. */
const NOT_LOADED_RETRY_SECONDS = 30

/** The section while the profile cannot be read: what happened and a way to try again, no form (503). */
export async function renderProfileNotLoaded(c: AppContext, section: AccountSection): Promise<Response> {
  const response = await renderAccountPage(
    c,
    section,
    <AccountNotLoadedPage
      section={section}
      signOutAction={signOutActionOf(c)}
      retryHref={accountSectionPath(c.var.locale.code, section)}
    />,
    503,
  )
  response.headers.set('retry-after', String(NOT_LOADED_RETRY_SECONDS))
  return response
}

/** The shopper's profile shaped for the pages, in the shop's country. */
export const accountProfileOf = async (c: AppContext, shopper: ConsumerProfile): Promise<AccountProfile> =>
  reshapeAccountProfile(shopper, c.var.locale.country, await phoneCountries(c))

/** The outcome words a profile or address form sends back (`?account=`), and their notices. */
const PROFILE_NOTICES = {
  profileSaved: 'profile.saved',
  preferencesSaved: 'profile.preferencesSaved',
} as const
const ADDRESS_NOTICES = {
  addressSaved: 'addressBook.saved',
  addressDeleted: 'addressBook.deleted',
  addressMain: 'addressBook.mainSet',
} as const

function noticeOf(
  c: AppContext,
  notices: Readonly<Record<string, MessageKey>>,
  query: URLSearchParams,
): string | null {
  const outcome = query.get('account')
  const key = outcome && Object.hasOwn(notices, outcome) ? notices[outcome] : undefined
  return key ? c.var.t.t(key) : null
}

export interface ProfileView {
  notice: string | null
  values: ProfileForm
  errors: Partial<Record<ProfileField, string>>
  formNotice: string | null
}

/**
 * The profile section: as asked for, or after a refused form (what was typed, each field's message). `profile` is
 * null when a refused form's page could not read it back: the form keeps what was typed, the email is left out.
 */
export async function renderProfile(
  c: AppContext,
  profile: AccountProfile | null,
  view: ProfileView,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { locale } = c.var
  // The section's own content (the augmented page `account-profile`), the same for every shopper, beside the chrome.
  const chrome = loadChrome(c, undefined, { popups: false })
  const content = await loadOptionalContent(
    c,
    'profile content',
    c.var.services.content.getAugmentedPage('account-profile'),
  )
  return renderAccountPage(
    c,
    'profile',
    <AccountProfilePage
      signOutAction={signOutActionOf(c)}
      notice={view.notice}
      email={profile?.email ?? null}
      action={accountSectionPath(locale.code, 'profile')}
      values={view.values}
      errors={view.errors}
      formNotice={view.formNotice}
      country={locale.country}
      phoneExample={phoneExample(locale.country, locale.region, await phoneCountries(c))}
      birthDateRequired={Boolean(profile?.birthDate)}
      today={new Date().toISOString().slice(0, 10)}
      blocks={content.blocks}
    />,
    status,
    null,
    { blockEnvironment: content.blockEnvironment, chrome },
  )
}

export async function profileSection(
  c: AppContext,
  shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
): Promise<Response | null> {
  if (rest.length > 0) return null
  const profile = await accountProfileOf(c, shopper)
  const { country, region } = c.var.locale
  return renderProfile(c, profile, {
    notice: noticeOf(c, PROFILE_NOTICES, query),
    // The number as the shop's mask lays it out, as its hint shows one.
    values: {
      ...profileFormOf(profile),
      phone: profile.phone && applyPhoneMask(profile.phone, country, region, await phoneCountries(c)),
    },
    errors: {},
    formNotice: null,
  })
}

/** The address book: the lists, with an outcome's notice or a refused action's message. */
export async function renderAddressBook(
  c: AppContext,
  profile: AccountProfile,
  view: { notice: string | null; errorNotice: string | null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const countries = await phoneCountries(c)
  return renderAccountPage(
    c,
    'addresses',
    <AccountAddressesPage
      signOutAction={signOutActionOf(c)}
      notice={view.notice}
      errorNotice={view.errorNotice}
      addresses={profile.addresses}
      countries={phoneCountriesOf(
        countries,
        profile.addresses.map(({ country }) => country),
      )}
    />,
    status,
  )
}

export interface AddressFormView {
  /** The address changed (its id, type and whether it is main), or null for a new one. */
  existing: Pick<SavedAddress, 'id' | 'type' | 'main'> | null
  values: Partial<Record<AddressField, string>>
  type: AddressType | null
  main: boolean
  errors: Partial<Record<AddressFormField, string>>
  formNotice: string | null
}

/** The countries an address form offers: the address's own (when the shop delivers there), then the shop's. */
function formCountries(c: AppContext, view: AddressFormView): ShippingCountry[] {
  const own = view.values.country?.toUpperCase()
  const shop = shopCountry(c)
  return own && isShippingCountry(own) && own !== shop ? [own, shop] : [shop]
}

/** An address's form: to add one, or to change one; as asked for, or after a refused form. */
export async function renderAddressForm(
  c: AppContext,
  view: AddressFormView,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const countries = formCountries(c, view)
  const phones = phoneCountries(c)
  const rules = await Promise.all(
    countries.map(async (country) => [country, addressBookRules(await addressRulesFor(c, country))] as const),
  )
  const named = await phones
  return renderAccountPage(
    c,
    'addresses',
    <AccountAddressFormPage
      signOutAction={signOutActionOf(c)}
      existing={
        view.existing ? { id: view.existing.id, type: view.existing.type, main: view.existing.main } : null
      }
      action={view.existing ? editAddressPath(locale.code, view.existing.id) : newAddressPath(locale.code)}
      values={{ country: countries[0], ...view.values }}
      type={view.type}
      main={view.main}
      errors={view.errors}
      formNotice={view.formNotice}
      countries={rules.map(([country, countryRules]) =>
        addressCountryOption(t, country, countryRules as AddressRules, named),
      )}
      labels={addressFieldsLabels(
        t,
        countries.map((code) => ({ code })),
      )}
    />,
    status,
  )
}

/** An address's fields as its form shows them. */
export const addressValuesOf = (address: SavedAddress): Partial<Record<AddressField, string>> =>
  Object.fromEntries(POSTAL_FIELDS.map((field) => [field, address[field]]))

export async function addressesSection(
  c: AppContext,
  shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
): Promise<Response | null> {
  const profile = await accountProfileOf(c, shopper)
  const [first, ...more] = rest
  if (first === undefined)
    return renderAddressBook(c, profile, { notice: noticeOf(c, ADDRESS_NOTICES, query), errorNotice: null })
  if (more.length > 0) return null
  if (first === 'new') {
    const type = query.get('type')
    return renderAddressForm(c, {
      existing: null,
      // A new address starts with the shopper's name and phone.
      values: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
      type: isAddressType(type) ? type : 'S',
      main: false,
      errors: {},
      formNotice: null,
    })
  }
  const existing = profile.addresses.find((address) => address.id === first)
  if (!existing) return null
  return renderAddressForm(c, {
    existing,
    values: addressValuesOf(existing),
    type: existing.type,
    main: existing.main,
    errors: {},
    formNotice: null,
  })
}
