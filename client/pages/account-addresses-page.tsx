/**
 * The account area's address book (spec 2 §3 "Address", §4 "Addresses"): the shipping and the billing addresses as
 * cards, each list's main address marked and first. Each card offers "Edit" (a page of its own), "Set as main"
 * (a plain form) and "Delete", which asks first: the question and its second button open in a disclosure, so the
 * confirmation works without JavaScript. The only billing address is kept (decision 039), and says so.
 */
import type { PhoneCountries } from '../../shared/account/phone'
import {
  ADDRESS_TYPES,
  type AddressType,
  addressBookPath,
  addressesOfType,
  editAddressPath,
  isDeletable,
  newAddressPath,
  type SavedAddress,
} from '../../shared/account/profile'
import { AccountLayout } from '../components/account-layout'
import { AddressLines } from '../components/address-lines'
import { Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { useShop } from '../i18n'

export interface AccountAddressesPageProps {
  signOutAction: string
  /** An outcome to confirm (saved, deleted, made main). */
  notice: string | null
  /** A refused action's message (the address was gone, the last billing address). */
  errorNotice: string | null
  addresses: SavedAddress[]
  /** The countries of the addresses (the utilities service's list): their names and phone formats. */
  countries: PhoneCountries
}

/** Said with each card's buttons to a screen reader, so "Edit" and "Delete" name their address. */
const summaryOf = (address: SavedAddress) =>
  `${address.firstName} ${address.lastName}, ${address.addressLine1}, ${address.city}`

export function AccountAddressesPage(props: AccountAddressesPageProps) {
  const { t } = useShop()
  const locale = t.locale.code
  const book = addressBookPath(locale)
  /** The book's own form for a change of one address; the book answers it (decision 068). */
  const changeValues = (address: SavedAddress, change: 'main' | 'delete') => ({ address: address.id, change })

  const card = (address: SavedAddress) => {
    // Each action's name says which address it is about; the visible words start it (WCAG 2.5.3).
    const named = (action: string) => `${action}: ${summaryOf(address)}`
    const confirmId = `address-delete-${address.id}`
    return (
      <li
        key={address.id}
        className={`card account-addresses-page__card${address.main ? ' account-addresses-page__card--main' : ''}`}
      >
        {address.main ? (
          <p className="account-addresses-page__main">{t.t(`addressBook.main.${address.type}`)}</p>
        ) : null}
        <AddressLines
          address={address}
          countryName={props.countries[address.country]?.name ?? address.country}
          phoneCountries={props.countries}
        />
        <div className="account-addresses-page__actions">
          <a
            href={editAddressPath(locale, address.id)}
            className="button button--secondary button--sm"
            aria-label={named(t.t('addressBook.edit'))}
          >
            {t.t('addressBook.edit')}
          </a>
          {address.main ? null : (
            <PostButton
              action={book}
              values={changeValues(address, 'main')}
              buttonClassName="button button--secondary button--sm"
              label={named(t.t('addressBook.setMain'))}
            >
              {t.t('addressBook.setMain')}
            </PostButton>
          )}
          {isDeletable(props.addresses, address) ? (
            <details className="account-addresses-page__delete">
              <summary
                className="button button--secondary button--sm"
                aria-label={named(t.t('addressBook.delete'))}
              >
                {t.t('addressBook.delete')}
              </summary>
              <div className="account-addresses-page__confirm">
                <p id={confirmId}>{t.t('addressBook.deleteConfirm')}</p>
                <PostButton
                  action={book}
                  values={changeValues(address, 'delete')}
                  buttonClassName="button button--sm"
                  describedBy={confirmId}
                  label={named(t.t('addressBook.deleteYes'))}
                >
                  {t.t('addressBook.deleteYes')}
                </PostButton>
              </div>
            </details>
          ) : (
            <p className="field-hint account-addresses-page__kept">{t.t('addressBook.lastBilling')}</p>
          )}
        </div>
      </li>
    )
  }

  const list = (type: AddressType) => {
    const addresses = addressesOfType(props.addresses, type)
    const titleId = `address-book-${type}`
    return (
      <section key={type} className="account-addresses-page__list" aria-labelledby={titleId}>
        <h2 id={titleId}>{t.t(type === 'S' ? 'addressBook.shipping' : 'addressBook.billing')}</h2>
        {addresses.length === 0 ? (
          <p>{t.t(`addressBook.none.${type}`)}</p>
        ) : (
          <ul className="account-addresses-page__cards">{addresses.map(card)}</ul>
        )}
        <p>
          <a href={newAddressPath(locale, type)} className="button">
            {t.t(`addressBook.add.${type}`)}
          </a>
        </p>
      </section>
    )
  }

  return (
    <AccountLayout section="addresses" signOutAction={props.signOutAction} notice={props.notice}>
      {props.errorNotice ? <Notice kind="error">{props.errorNotice}</Notice> : null}
      {ADDRESS_TYPES.map(list)}
    </AccountLayout>
  )
}
