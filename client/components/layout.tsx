import type { ReactNode } from 'react'
import type {
  Footer,
  Link,
  Menu,
  PromoBar as PromoBarModel,
  SiteChrome,
  SocialLink,
} from '../../shared/content/content'
import type { FeatureName } from '../../shared/personalization/flags'
import { useShop } from '../i18n'
import { AssociateBanner } from './associate-banner'
import { ConsentBanner } from './consent-banner'
import { LocationPrompt } from './location-prompt'
import { Popups } from './popups'
import { PreviewBar } from './preview-bar'
import { PromoBar } from './promo-bar'
import { SignInStatus } from './sign-in-status'
import { FooterLocales, SiteFooter } from './site-footer'
import { HeaderAccount, HeaderBag, HeaderSearch, SiteHeader } from './site-header'

/**
 * The features the shell's frames read (favorites in the header, "shop all" in the phone menu): the worker keeps a
 * frame per combination of them, and renders frames with every other feature off (worker/render/shell-cache.tsx).
 */
export const SHELL_FEATURES = ['allowFavorites', 'mobileShopAll'] as const satisfies readonly FeatureName[]

export interface LayoutProps {
  chrome: SiteChrome
  pathname: string
  searchQuery?: string
}

/**
 * The parts of the shell above the page that are this request's or this shopper's own. The rest (the frame) is the
 * same for every shopper of a brand, locale and content version, so the worker renders it once and keeps it, and
 * renders these into their places for each page (worker/render/shell-cache.tsx).
 */
export interface LayoutTopSlots {
  /** Above the promo bar: an editor's preview bar, the consent banner, in-store mode's banner, the location prompt. */
  banners: ReactNode
  search: ReactNode
  account: ReactNode
  bag: ReactNode
  /** Under the header: the sign-in confirmation. */
  status: ReactNode
}

/**
 * What a request puts in one slot of the shell: its node, and when that node is the same for every request that
 * gives the same value (a guest's account link, an empty search box, no banner), that value, so the worker keeps
 * the node in the frame under it rather than rendering it each time.
 */
export interface ShellSlot {
  node: ReactNode
  /** A short value (no `;` or `=`), part of the kept frame's key. */
  shared?: string
}

export type ShellSlots<T> = { readonly [K in keyof T]: ShellSlot }

/** The slots' nodes, for the whole shell rendered at once. */
export function slotNodes<T>(slots: ShellSlots<T>): T {
  return Object.fromEntries(Object.entries<ShellSlot>(slots).map(([name, slot]) => [name, slot.node])) as T
}

/** An empty slot is the same for everyone. */
const nothing = (node: ReactNode): ShellSlot => (node ? { node } : { node, shared: '' })

export function layoutTopSlots(chrome: SiteChrome, searchQuery?: string): ShellSlots<LayoutTopSlots> {
  const { bagCount, signInDialog, signedInAs } = chrome
  const banners =
    chrome.preview || chrome.consent?.banner || chrome.associate || chrome.location ? (
      <>
        {chrome.preview ? <PreviewBar {...chrome.preview} /> : null}
        {chrome.consent?.banner ? <ConsentBanner returnTo={chrome.consent.returnTo} /> : null}
        {chrome.associate ? <AssociateBanner {...chrome.associate} /> : null}
        {chrome.location ? <LocationPrompt {...chrome.location} /> : null}
      </>
    ) : null
  return {
    banners: nothing(banners),
    search: {
      node: <HeaderSearch searchQuery={searchQuery} />,
      ...(searchQuery ? {} : { shared: '' }),
    },
    // A guest's link is one of three; a signed-in shopper's greets them by name.
    account: {
      node: <HeaderAccount signInDialog={signInDialog} signedInAs={signedInAs} />,
      ...(signedInAs
        ? {}
        : { shared: signInDialog ? (signInDialog.simplified ? 'enrol' : 'sign-in') : 'link' }),
    },
    // An empty bag, or one the session does not know, looks the same for everyone.
    bag: {
      node: <HeaderBag count={bagCount ?? null} />,
      ...(bagCount ? {} : { shared: String(bagCount ?? '') }),
    },
    status: nothing(
      chrome.signInConfirmation ? <SignInStatus confirmation={chrome.signInConfirmation} /> : null,
    ),
  }
}

export interface LayoutTopFrameProps {
  menu: Menu
  promoBar: PromoBarModel | null
  utility: readonly Link[]
  slots: LayoutTopSlots
}

/**
 * The shell above every page: skip link, the banners (an editor's preview, consent, in-store mode, location; fixed
 * or not, early in the keyboard's order), promo bar, header with menu. The page itself goes in `<main id="main">`
 * between this and `LayoutBottom`; the worker writes them apart so the page's streamed sections arrive before
 * the footer (worker/render/stream.ts).
 */
export function LayoutTopFrame({ menu, promoBar, utility, slots }: LayoutTopFrameProps) {
  const { t } = useShop()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.t('site.skipToContent')}
      </a>
      {slots.banners}
      {promoBar ? <PromoBar promoBar={promoBar} /> : null}
      <SiteHeader
        menu={menu}
        utility={utility}
        search={slots.search}
        account={slots.account}
        bag={slots.bag}
      />
      {slots.status}
    </>
  )
}

/** The shell above a page, whole: the frame with this request's own parts in it. */
export function LayoutTop({ chrome, searchQuery }: Omit<LayoutProps, 'pathname'>) {
  return (
    <LayoutTopFrame
      menu={chrome.menu}
      promoBar={chrome.promoBar}
      utility={chrome.utility ?? []}
      slots={slotNodes(layoutTopSlots(chrome, searchQuery))}
    />
  )
}

/** The parts of the shell below the page that link the page itself. */
export interface LayoutBottomSlots {
  /** The footer's column of this page in the brand's other languages. */
  locales: ReactNode
  /** The pop-ups, whose sign-in and sign-up buttons come back to this page. */
  popups: ReactNode
}

export function layoutBottomSlots(chrome: SiteChrome, pathname: string): ShellSlots<LayoutBottomSlots> {
  return {
    locales: { node: <FooterLocales pathname={pathname} /> },
    popups: nothing(chrome.popups?.length ? <Popups popups={chrome.popups} pathname={pathname} /> : null),
  }
}

export interface LayoutBottomFrameProps {
  footer: Footer
  social: readonly SocialLink[]
  consentVendor: boolean
  year: number
  slots: LayoutBottomSlots
}

/** The shell below every page: footer and pop-ups. */
export function LayoutBottomFrame({ footer, social, consentVendor, year, slots }: LayoutBottomFrameProps) {
  return (
    <>
      <SiteFooter
        footer={footer}
        social={social}
        locales={slots.locales}
        consentVendor={consentVendor}
        year={year}
      />
      {slots.popups}
    </>
  )
}

/** The shell below a page, whole. */
export function LayoutBottom({ chrome, pathname }: Omit<LayoutProps, 'searchQuery'>) {
  return (
    <LayoutBottomFrame
      footer={chrome.footer}
      social={chrome.social ?? []}
      consentVendor={chrome.consent?.vendor ?? false}
      year={new Date().getUTCFullYear()}
      slots={slotNodes(layoutBottomSlots(chrome, pathname))}
    />
  )
}
