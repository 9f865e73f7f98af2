/**
 * The providers one part of a page renders in: the shop (brand, translator, flags, experiments), the words, the
 * islands' collector, the part's ledger of the words it has sent, what content blocks need from the request, and
 * where the part's kept parts go (kept-parts.tsx).
 */
import type { ReactElement, ReactNode } from 'react'
import { BlockEnvironmentContext } from '../../client/blocks/environment'
import { KeptPartsContext, type PlaceKeptPart } from '../../client/components/kept-part'
import { type ShopContextValue, ShopProvider } from '../../client/i18n'
import { IslandCollectorContext, WordsLedgerContext } from '../../client/islands/island'
import type { IslandName } from '../../client/islands/names'
import { TextProvider } from '../../client/text'
import { type BlockEnvironment, DEFAULT_BLOCK_ENVIRONMENT } from '../../shared/content/block-environment'
import type { HtmlChunk } from './stream'

/** How the parts of one page render. */
export interface PageRenderer {
  shop: ShopContextValue
  /** The islands rendered into the page so far, in the order they came: the head lists their chunks. */
  islands: Set<IslandName>
  /**
   * Wraps one part of the page in its providers. A part (the top, each streamed section, the bottom) sends each
   * island's words once, with its first marker (client/islands/island.tsx): `ledger` is the part's record of the
   * words it has sent, a new one when not given.
   */
  wrap: (node: ReactNode, ledger?: Set<string>) => ReactElement
  /**
   * Renders one part of the page (the page itself, a streamed section) in its providers, with the markup of the
   * parts it shows that are kept (`KeptPart`: a product's card, its reviews) spliced in: the same bytes as `wrap`
   * rendered with `renderToString`, in pieces.
   */
  render: (node: ReactNode) => HtmlChunk[]
}

/** The providers of one part: `islands` collects its islands, `ledger` the words it sends. */
export function partProviders(
  node: ReactNode,
  shop: ShopContextValue,
  islands: Set<IslandName>,
  ledger: Set<string>,
  blockEnvironment: BlockEnvironment = DEFAULT_BLOCK_ENVIRONMENT,
  place: PlaceKeptPart | null = null,
): ReactElement {
  return (
    <ShopProvider value={shop}>
      <TextProvider value={shop.t}>
        <IslandCollectorContext.Provider value={islands}>
          <WordsLedgerContext.Provider value={ledger}>
            <BlockEnvironmentContext.Provider value={blockEnvironment}>
              <KeptPartsContext.Provider value={place}>{node}</KeptPartsContext.Provider>
            </BlockEnvironmentContext.Provider>
          </WordsLedgerContext.Provider>
        </IslandCollectorContext.Provider>
      </TextProvider>
    </ShopProvider>
  )
}
