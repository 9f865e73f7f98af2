/**
 * View models of content-service documents: the menu, footer, promo bar, pop-ups and pages made of blocks. The
 * worker reshapes the content service's answers into these, stores them in KV and renders them; the client only
 * reads them. The blocks pages are made of are in `blocks.ts`.
 */
import type { SignInConfirmation } from '../account/sign-in-confirmation'
import type { Block, IconName, Link, Media } from './blocks'
import type { SafeHtml } from './rich-text'

export type { Block, BlockIssue, Link, Media } from './blocks'

/** The fixed pages of the content service's augmented-page call (spec 2 §7). */
export const AUGMENTED_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const
export type AugmentedPage = (typeof AUGMENTED_PAGES)[number]

/** An icon beside a menu title (spec 3 "menuIcon" and "titleVisibility"). */
export interface MenuIcon {
  name: IconName
  /** The title is read by screen readers only (titleVisibility 'icon'); otherwise it shows beside the icon. */
  titleHidden: boolean
}

/** The 'shop all' link of a menu entry: its text override and the breakpoints it is hidden at. */
export interface MenuShopAll {
  text: string | null
  hideOnSmall: boolean
  hideOnLarge: boolean
}

export interface MenuLink {
  id: string
  title: string
  url: string
  /** Highlighted, because it or its level-2 parent has the 'featured' menu style. */
  featured: boolean
  icon?: MenuIcon | null
}

export interface MenuSection {
  id: string
  title: string
  url: string | null
  links: MenuLink[]
  featured?: boolean
  icon?: MenuIcon | null
  /** The level-3 'shop all' link the mobile menu adds when the mobile shop-all flag is on. */
  shopAll?: MenuShopAll
}

/** A square, linked image with a caption in a mega-menu panel (spec 3 "Visual selector"). */
export interface VisualSelector {
  id: string
  title: string
  url: string
  /** `alt` already falls back to the title. */
  media: Media
  seoTitle: string | null
}

/** The plain menu banner: an image and a title, linked. */
export interface MenuImageBanner {
  kind: 'banner'
  media: Media
  title: string
  url: string
}

/** The menu banner's alternative (spec 3 "Multi-link card"): a background image, a title and text links. */
export interface MultiLinkCard {
  kind: 'multi-link'
  media: Media | null
  title: string | null
  titleUrl: string | null
  titleStyle: 'display' | 'large' | 'medium' | 'small' | null
  links: Link[]
  alignment: 'left' | 'center'
}

export type MenuBanner = MenuImageBanner | MultiLinkCard

export interface MenuItem {
  id: string
  title: string
  url: string | null
  /** Up to six columns of sections; an item with no columns is a plain link. */
  columns: MenuSection[][]
  shopAll: MenuShopAll
  /** The column beside the six: an image banner or a multi-link card. */
  banner: MenuBanner | null
  featured?: boolean
  icon?: MenuIcon | null
  visualSelectors?: VisualSelector[]
  visualSelectorsTitle?: string | null
}

/**
 * The whole menu. The two switches come with the menu document rather than the worker's config, so editors set
 * them per site without a deploy; both are off unless the document says otherwise.
 */
export interface Menu {
  items: MenuItem[]
  /** Panels open on click instead of on hover (the click-trigger setting). */
  clickToOpen?: boolean
  /** The mobile shop-all feature flag: each level-2 section of the mobile menu gets a 'shop all' link. */
  mobileShopAll?: boolean
}

export interface FooterColumn {
  title: string
  links: Link[]
}

export interface Footer {
  columns: FooterColumn[]
  legal: Link[]
  note: string | null
}

/**
 * A promo message (spec 3 §2.9, §3). A clickable message is one link as a whole (its rich text keeps emphasis but
 * no links of its own); otherwise the rich text keeps its own links and the message's link, when it has words of
 * its own, follows the text.
 */
export interface PromoMessage {
  id: string
  /** The message's words on one line, for places that take no markup. */
  text: string
  /** The message as shown: its rich text (inline emphasis and links) with its link placed as said above. */
  html: SafeHtml
  /** Where the message leads: its first target, and the section (an anchor's id) it opens at. */
  link: Link | null
  clickable: boolean
  textColor: string | null
  background: string | null
  /** The colour of the message's link on hover; absent when the editor set none. */
  hoverLinkColor?: string
}

export interface PromoBar {
  autorotateMs: number
  closable: boolean
  messages: PromoMessage[]
}

/** A pop-up button. A null text stands for the shop's own label for the pop-up's kind (sign up, account). */
export interface PopupButton {
  text: string | null
  url: string
  newTab?: boolean
}

/** A pop-up (spec 3 §2.8): a minimised bar after its delay, expanding to a dialog. Colours are validated. */
export interface Popup {
  id: string
  name: string
  /** `newsletter` when the name contains "newsletter"; otherwise an account/registration pop-up. */
  kind: 'newsletter' | 'account'
  delayMs: number
  backgroundColor: string | null
  /** The heading of the expanded pop-up, as text. */
  title: string | null
  titleColor: string | null
  minimizedTitle: string
  maximizedTitle: string | null
  logo: Media | null
  logoSize: 'small' | 'large'
  /** The first is the primary button: for a newsletter pop-up it goes to the newsletter sign-up page. */
  buttons: PopupButton[]
  disclaimerHtml: SafeHtml | null
  disclaimerColor: string | null
}

export interface ContentPage {
  id: string
  title: string
  description: string | null
  blocks: Block[]
}

/** The parts of every page that come from the content service: menu, footer, promo bar and pop-ups. */
export interface SiteChrome {
  menu: Menu
  footer: Footer
  promoBar: PromoBar | null
  /** The pop-ups the pop-up manager may show; absent or empty when there are none. */
  popups?: Popup[]
  /** How many items the shopper's bag holds, as their session last saw it; absent when it is not known. */
  bagCount?: number
  /** In-store mode (decision 044): the associate acting on this device, and for whom (a customer's email, or null for a guest). */
  associate?: { name: string; storeName: string; storeId: string; customer: string | null } | null
  /**
   * For a guest (decision 046): the header's account link opens the sign-in dialog, or the simplified enrolment
   * dialog where the deployment turns simplified enrolment on. Absent for a signed-in shopper and in-store mode.
   */
  signInDialog?: { simplified: boolean }
  /** A signed-in shopper's first name: the header's account link greets them (an account without one: absent). */
  signedInAs?: string
  /**
   * Just signed in by a plain form (`?signedIn=1`): the sign-in confirmation, worded, shown as a status at the top
   * of the page they land on. Absent otherwise.
   */
  signInConfirmation?: SignInConfirmation
  /**
   * Consent (decision 060): whether the shop's own banner asks for a choice on this page, whether the consent
   * vendor's script stands in for the banner and the preference centre link, and the page the banner's forms return
   * to. Absent: no banner, and the footer links to the shop's preference centre.
   */
  consent?: { banner: boolean; vendor: boolean; returnTo: string | null }
  /**
   * The location confirmation (spec 1 §2): a visitor from a country the brand sells to in another locale, who has
   * not chosen where to shop, is asked whether to go there (`suggested`) or stay; `country` names their country
   * in the page's language. Absent otherwise.
   */
  location?: { suggested: string; country: string; returnTo: string } | null
  /**
   * An editor previewing drafts (decision 006): the bar that says so, the date-time previewed when one was asked
   * for, and the same page without preview, where its exit link goes. Absent for everyone else.
   */
  preview?: { exit: string; dateTime: string | null }
  /**
   * The shell around the page: the checkout's own (a focused header, a slim footer of the legal links, no menu,
   * search, promo bar or pop-ups), or the site's when absent.
   */
  layout?: 'checkout'
  /**
   * The header's utility links (the front-end service's utility component: find a store, order status, help),
   * under the page's locale. Absent or empty when the service had none in time.
   */
  utility?: Link[]
  /** The footer's follow-us links (the front-end service's footer component). Absent or empty when none came. */
  social?: SocialLink[]
}

/** A follow-us link of the footer: the network's own name (never translated) and its page of the brand. */
export interface SocialLink {
  network: string
  url: string
}

/** A static page of the front-end service, by name (`accessibility`): a title and its sections of plain text. */
export interface StaticPage {
  name: string
  title: string
  /** When the text last changed (ISO date), when the service says. */
  updated: string | null
  sections: { heading: string; paragraphs: string[] }[]
}

/**
 * A page below another in the content's tree (spec 2 §7 `children/{siteId}/{parentPageSlug}`, decision 107): a
 * card of its parent's "In this section" list, linking to it.
 */
export interface ChildPage {
  id: string
  /** The page's path in the shopper's locale (`/en-us/stories/trail-season`). */
  url: string
  title: string
  summary: string | null
  /** Width and height reserve the card's image space before it loads. */
  picture: { url: string; alt: string; width: number; height: number } | null
}

/** A listing of content documents (a search of a type): their ids, count and facets. */
export interface ContentList {
  results: { id: string }[]
  numFound: number
  facets: { id: string; label: string | null }[]
}

/** A fragment as its reader gets it: the id and type are checked, the rest is left for the reader to parse. */
export interface ContentFragment {
  id: string
  type?: string
  [field: string]: unknown
}
