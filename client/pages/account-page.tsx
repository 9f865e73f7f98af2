/**
 * The account area's overview: whom the shop knows the shopper as, and a card for each of the area's other
 * sections, so the overview lists exactly what the area holds.
 */
import type { Block } from '../../shared/content/blocks'
import { accountSectionPath, contentPath } from '../../shared/routes'
import { ACCOUNT_SECTION_TEXT, AccountLayout, listedSections } from '../components/account-layout'
import { useShop } from '../i18n'

export interface AccountPageProps {
  firstName: string
  name: string
  email: string
  /** Where the sign-out form posts. */
  signOutAction: string
  notice: string | null
  /** Why signing out was refused. */
  signOutRefusal?: string | null
  /** A loyalty member's points balance (the profile's loyalty summary); null outside the programme. */
  points?: number | null
  /** The shopper's discounts (decision 045): an athlete's credit, an employee's associate discount, a pro's. */
  banners?: readonly {
    kind: string
    title: string
    text: string
    link: { href: string; text: string } | null
  }[]
  /** The content service's blocks for the overview (a member's block); none when it has none. */
  blocks?: readonly Block[]
}

export function AccountPage({
  firstName,
  name,
  email,
  signOutAction,
  notice,
  signOutRefusal = null,
  points = null,
  banners = [],
  blocks = [],
}: AccountPageProps) {
  const { t, flags } = useShop()
  return (
    <AccountLayout
      section="overview"
      signOutAction={signOutAction}
      notice={notice}
      signOutRefusal={signOutRefusal}
      blocks={blocks}
    >
      <p className="account-page__greeting">{t.t('account.greeting', { name: firstName || name })}</p>
      <p>{t.t('account.signedInAs', { name, email })}</p>
      {points === null ? null : (
        <p className="account-page__points">
          <a href={accountSectionPath(t.locale.code, 'loyalty')}>
            {t.plural('loyalty.pointsBalance', points)}
          </a>
        </p>
      )}
      {banners.map((banner) => (
        <section
          key={banner.kind}
          className={`account-page__banner account-page__banner--${banner.kind}`}
          aria-label={banner.title}
        >
          <strong>{banner.title}</strong>
          <p>
            {banner.text}
            {banner.link ? (
              <>
                {' '}
                <a href={banner.link.href}>{banner.link.text}</a>
              </>
            ) : null}
          </p>
        </section>
      ))}
      <ul className="account-layout__cards">
        {listedSections(flags)
          .filter((section) => section !== 'overview')
          .map((section) => (
            <li key={section} className="account-layout__card">
              <a className="card card--link" href={accountSectionPath(t.locale.code, section)}>
                <strong>{t.t(ACCOUNT_SECTION_TEXT[section].title)}</strong>
                <span>{t.t(ACCOUNT_SECTION_TEXT[section].summary)}</span>
              </a>
            </li>
          ))}
      </ul>
      <p className="account-page__help">
        {t.t('page.account.text')}{' '}
        <a href={contentPath(t.locale.code, 'help/contact-us')}>{t.t('page.contactUs')}</a>
      </p>
    </AccountLayout>
  )
}
