/**
 * A part of a page that is the same for every shopper who sees it from the same data: a product's card, a product's
 * reviews. The worker renders such a part once per isolate and splices its markup into each page that shows it
 * (worker/render/kept-parts.tsx, decision 122); anywhere else (a fragment, a test, the browser) it renders as itself.
 */
import { createContext, type ReactElement, type ReactNode, useContext } from 'react'
import { WordsLedgerContext } from '../islands/island'

/** What a kept part is kept by: the data it shows and every other value its markup depends on. */
export interface KeptPartKey {
  /**
   * The object the part shows, as the isolate's cache hands it to every request (decision 117): a new object (a new
   * catalogue or content version, another shopper's prices) renders the part anew.
   */
  holder: object
  /**
   * Every other value the part's markup depends on besides the shop's brand, translator and site, which are part of
   * the key already. A part that reads a feature, an experiment, the shopper or the request may not be kept.
   */
  name: string
}

/** Puts the part's kept markup in the page, or gives back `node` to render in place. */
export type PlaceKeptPart = (key: KeptPartKey, node: ReactElement, ledger: Set<string> | null) => ReactNode

export const KeptPartsContext = createContext<PlaceKeptPart | null>(null)

export function KeptPart({ holder, name, children }: KeptPartKey & { children: ReactElement }) {
  const place = useContext(KeptPartsContext)
  const ledger = useContext(WordsLedgerContext)
  return place ? place({ holder, name }, children, ledger) : children
}
