/**
 * The frame of every page of the signed-in account area: the breadcrumb, the area's navigation (each section,
 * the current one marked), the section's own content under its heading, and signing out (a plain form). Below a
 * wide screen the navigation is a row of links above the content that scrolls sideways within itself, and signing
 * out comes after the content; on a wide one both stand in a column beside it.
 */
import type { ReactNode } from 'react'
import type { Block } from '../../shared/content/blocks'
import type { MessageKey } from '../../shared/i18n/messages/en'
import type { FeatureFlags } from '../../shared/personalization/flags'
import { ACCOUNT_SECTIONS, type AccountSection, accountSectionPath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { useShop } from '../i18n'
import { Breadcrumb } from './breadcrumb'
import { Notice } from './notice'
import { PostButton } from './post-button'

/** Each section's name (navigation, heading, title) and the line the overview says of it. */
export const ACCOUNT_SECTION_TEXT: Readonly<
  Record<AccountSection, { title: MessageKey; summary: MessageKey }>
> = {
  overview: { title: 'account.section.overview', summary: 'account.section.overview.summary' },
  'payment-methods': {
    title: 'account.section.payment-methods',
    summary: 'account.section.payment-methods.summary',
  },
  orders: { title: 'account.section.orders', summary: 'account.section.orders.summary' },
  profile: { title: 'account.section.profile', summary: 'account.section.profile.summary' },
  addresses: { title: 'account.section.addresses', summary: 'account.section.addresses.summary' },
  favorites: { title: 'lists.section.title', summary: 'lists.section.summary' },
  loyalty: { title: 'account.section.loyalty', summary: 'account.section.loyalty.summary' },
  subscriptions: {
    title: 'account.section.subscriptions',
    summary: 'account.section.subscriptions.summary',
  },
  security: { title: 'account.section.security', summary: 'account.section.security.summary' },
}

/**
 * The sections this shop lists: favorites only where they are offered (not to a connected store associate, spec
 * 1 §6), as their route answers 404 elsewhere.
 */
export function listedSections(flags: Pick<FeatureFlags, 'allowFavorites'>): readonly AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => section !== 'favorites' || flags.allowFavorites)
}

export interface AccountLayoutProps {
  section: AccountSection
  /** Where the sign-out form posts. */
  signOutAction: string
  /** An outcome to confirm above the section (a change saved). */
  notice?: string | null
  /** Why signing out was refused, shown at the sign-out. */
  signOutRefusal?: string | null
  /** A page within the section (one order of the orders): its title, under the section in the breadcrumb. */
  subpage?: string
  /** The content service's blocks for the section (a member's block, a referral banner), above its own content. */
  blocks?: readonly Block[]
  children: ReactNode
}

export function AccountLayout({
  section,
  signOutAction,
  notice = null,
  signOutRefusal = null,
  subpage,
  blocks = [],
  children,
}: AccountLayoutProps) {
  const { t, flags } = useShop()
  const locale = t.locale.code
  const areaTitle = t.t('page.account.title')
  const title = t.t(ACCOUNT_SECTION_TEXT[section].title)
  const trail =
    section === 'overview' ? [] : [{ name: areaTitle, url: accountSectionPath(locale, 'overview') }]
  return (
    <div className="account-layout">
      <Breadcrumb
        trail={subpage ? [...trail, { name: title, url: accountSectionPath(locale, section) }] : trail}
        current={subpage ?? (section === 'overview' ? areaTitle : title)}
      />
      <div className="account-layout__body">
        <nav className="account-layout__nav" aria-label={t.t('account.navigation')}>
          <ul>
            {listedSections(flags).map((each) => (
              <li key={each}>
                <a
                  href={accountSectionPath(locale, each)}
                  // On a page within a section, its link is where the shopper is, not the page itself.
                  aria-current={each === section ? (subpage ? 'true' : 'page') : undefined}
                >
                  {t.t(ACCOUNT_SECTION_TEXT[each].title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-layout__main">
          <h1>{subpage ?? (section === 'overview' ? areaTitle : title)}</h1>
          {notice ? <Notice kind="success">{notice}</Notice> : null}
          {blocks.length > 0 ? (
            <div className="account-layout__content">
              <BlockList blocks={blocks} />
            </div>
          ) : null}
          {children}
        </div>
        <PostButton
          action={signOutAction}
          intent="signOut"
          className="account-layout__sign-out"
          buttonClassName="button button--secondary"
          refusal={signOutRefusal}
        >
          {t.t('account.signOut')}
        </PostButton>
      </div>
    </div>
  )
}
