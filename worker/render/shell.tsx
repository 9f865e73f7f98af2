/**
 * The shell around a page, in the two parts the stream sends apart (see stream.ts): the top (header and the page
 * with its holes) at once, the bottom (footer) after the last deferred section. Pure rendering: no request.
 */
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BlockEnvironmentContext } from '../../client/blocks/environment'
import { CheckoutLayoutBottom, CheckoutLayoutTop } from '../../client/components/checkout-layout'
import { LayoutBottom, LayoutTop } from '../../client/components/layout'
import { type ShopContextValue, ShopProvider } from '../../client/i18n'
import { IslandCollectorContext, WordsLedgerContext } from '../../client/islands/island'
import type { IslandName } from '../../client/islands/names'
import { TextProvider } from '../../client/text'
import { type BlockEnvironment, DEFAULT_BLOCK_ENVIRONMENT } from '../../shared/content/block-environment'
import type { SiteChrome } from '../../shared/content/content'

export interface PageParts {
  /** Everything up to and including the page: sent at once. */
  top: string
  /** The end of `<main>`, the footer and the pop-ups: sent after the last deferred section. */
  bottom: string
}

/** Renders the shell around a page in its two parts, each inside `wrap`'s providers. */
export function renderPageParts(
  wrap: (node: ReactNode) => ReactElement,
  options: { chrome: SiteChrome; pathname: string; searchQuery?: string; page: ReactElement },
): PageParts {
  const checkout = options.chrome.layout === 'checkout'
  const top = renderToString(
    wrap(
      checkout ? (
        <CheckoutLayoutTop chrome={options.chrome} />
      ) : (
        <LayoutTop chrome={options.chrome} searchQuery={options.searchQuery} />
      ),
    ),
  )
  const page = renderToString(wrap(options.page))
  const bottom = renderToString(
    wrap(
      checkout ? (
        <CheckoutLayoutBottom chrome={options.chrome} />
      ) : (
        <LayoutBottom chrome={options.chrome} pathname={options.pathname} />
      ),
    ),
  )
  return { top: `${top}<main id="main" tabindex="-1">${page}`, bottom: `</main>${bottom}` }
}

/** The providers every part of a page renders in. */
export function pageProviders(
  shop: ShopContextValue,
  islands: Set<IslandName>,
  blockEnvironment: BlockEnvironment = DEFAULT_BLOCK_ENVIRONMENT,
) {
  // Each call renders one part of the page, which sends the words of the islands it holds (client/islands/island.tsx).
  return (node: ReactNode) => (
    <ShopProvider value={shop}>
      <TextProvider value={shop.t}>
        <IslandCollectorContext.Provider value={islands}>
          <WordsLedgerContext.Provider value={new Set()}>
            <BlockEnvironmentContext.Provider value={blockEnvironment}>
              {node}
            </BlockEnvironmentContext.Provider>
          </WordsLedgerContext.Provider>
        </IslandCollectorContext.Provider>
      </TextProvider>
    </ShopProvider>
  )
}
