/**
 * The shell around a page, in the two parts the stream sends apart (see stream.ts): the top (header and the page
 * with its holes) at once, the bottom (footer) after the last deferred section. The shell's frames are rendered once
 * per isolate and kept (shell-cache.tsx); the page is rendered for each request, with the parts of it that are the
 * same for every shopper kept the same way (kept-parts.tsx). Pure rendering: no request.
 */
import type { ReactElement } from 'react'
import {
  CheckoutLayoutBottomFrame,
  CheckoutLayoutTopFrame,
  checkoutTopSlots,
} from '../../client/components/checkout-layout'
import {
  LayoutBottomFrame,
  LayoutTopFrame,
  layoutBottomSlots,
  layoutTopSlots,
} from '../../client/components/layout'
import type { SiteChrome } from '../../shared/content/content'
import type { PageRenderer } from './providers'
import { identityOf, renderShellPart } from './shell-cache'
import type { HtmlChunk } from './stream'

export { type PageRenderer, pageProviders } from './providers'

export interface PageParts {
  /** Everything up to and including the page: sent at once. */
  top: HtmlChunk[]
  /** The end of `<main>`, the footer and the pop-ups: sent after the last deferred section. */
  bottom: HtmlChunk[]
}

export interface PagePartsOptions {
  chrome: SiteChrome
  /** The page's own path, which the footer's language links and the pop-ups' sign-in come back to. */
  pathname: string
  searchQuery?: string
  page: ReactElement
}

/** The top of the shell: the site's (held by its menu) or the checkout's (held by its footer). */
function renderTop(renderer: PageRenderer, { chrome, searchQuery }: PagePartsOptions): HtmlChunk[] {
  if (chrome.layout === 'checkout')
    return renderShellPart(renderer, {
      holder: chrome.footer,
      key: 'checkout-top',
      render: (slots) => <CheckoutLayoutTopFrame banners={slots.banners} />,
      slots: checkoutTopSlots(chrome),
    })
  const { menu, promoBar } = chrome
  const utility = chrome.utility ?? []
  return renderShellPart(renderer, {
    holder: menu,
    key: `top|${identityOf(promoBar)}|${identityOf(utility)}`,
    render: (slots) => <LayoutTopFrame menu={menu} promoBar={promoBar} utility={utility} slots={slots} />,
    slots: layoutTopSlots(chrome, searchQuery),
  })
}

/** The bottom of the shell, held by the footer; this year's, for its copyright. */
function renderBottom(renderer: PageRenderer, { chrome, pathname }: PagePartsOptions): HtmlChunk[] {
  const { footer } = chrome
  const consentVendor = chrome.consent?.vendor ?? false
  const year = new Date().getUTCFullYear()
  if (chrome.layout === 'checkout')
    return renderShellPart(renderer, {
      holder: footer,
      key: `checkout-bottom|${consentVendor}|${year}`,
      render: () => (
        <CheckoutLayoutBottomFrame legal={footer.legal} consentVendor={consentVendor} year={year} />
      ),
      slots: {},
    })
  const social = chrome.social ?? []
  return renderShellPart(renderer, {
    holder: footer,
    key: `bottom|${identityOf(social)}|${consentVendor}|${year}`,
    render: (slots) => (
      <LayoutBottomFrame
        footer={footer}
        social={social}
        consentVendor={consentVendor}
        year={year}
        slots={slots}
      />
    ),
    slots: layoutBottomSlots(chrome, pathname),
  })
}

/** Renders the shell around a page in its two parts, each inside the renderer's providers. */
export function renderPageParts(renderer: PageRenderer, options: PagePartsOptions): PageParts {
  const top = renderTop(renderer, options)
  const page = renderer.render(options.page)
  const bottom = renderBottom(renderer, options)
  return { top: [...top, '<main id="main" tabindex="-1">', ...page], bottom: ['</main>', ...bottom] }
}
