/**
 * How the parts of a page render: each in its providers (part-providers.tsx), the page's own parts with their kept
 * parts spliced in (kept-parts.tsx).
 */
import type { ShopContextValue } from '../../client/i18n'
import type { IslandName } from '../../client/islands/names'
import { type BlockEnvironment, DEFAULT_BLOCK_ENVIRONMENT } from '../../shared/content/block-environment'
import { renderWithKeptParts } from './kept-parts'
import { type PageRenderer, partProviders } from './part-providers'

export { type PageRenderer, partProviders } from './part-providers'

/** How the parts of a page for this shop render, collecting their islands into `islands`. */
export function pageProviders(
  shop: ShopContextValue,
  islands: Set<IslandName>,
  blockEnvironment: BlockEnvironment = DEFAULT_BLOCK_ENVIRONMENT,
): PageRenderer {
  return {
    shop,
    islands,
    wrap: (node, ledger = new Set()) => partProviders(node, shop, islands, ledger, blockEnvironment),
    render: (node) =>
      renderWithKeptParts(shop, islands, (ledger, place) =>
        partProviders(node, shop, islands, ledger, blockEnvironment, place),
      ),
  }
}
