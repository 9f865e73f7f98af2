/**
 * The parts of the buy box that only some products render, each in a chunk of its own: an e-gift card's (its
 * amount of the shopper's choosing and its recipient, with their rules: `egift-part.ts`) and a personalisable
 * product's (`personalise-part.ts`). The island's loader (`loadBuyBox`, from `registry.ts`) loads a part before
 * hydrating when a buy box marker on the page names it, and the server's product page provides both before
 * rendering; the buy box takes what its product needs with `partOf`, so a page of any other product loads neither.
 */
import type * as EgiftPart from './egift-part'
import type * as PersonalisePart from './personalise-part'

export interface BuyBoxParts {
  egift: typeof EgiftPart
  personalise: typeof PersonalisePart
}

type PartName = keyof BuyBoxParts

const provided: Partial<BuyBoxParts> = {}

/** Makes parts available to the buy box (the page on the server, the island's loader in the browser). */
export function provideParts(parts: Partial<BuyBoxParts>): void {
  Object.assign(provided, parts)
}

/** A part the buy box's product needs, which it can count on; a failure here is a loader that forgot it. */
export function partOf<N extends PartName>(name: N): BuyBoxParts[N] {
  const part = provided[name]
  if (!part) throw new Error(`the buy box renders its ${name} part without the part loaded`)
  return part
}

const loaders: { [N in PartName]: () => Promise<BuyBoxParts[N]> } = {
  egift: () => import('./egift-part'),
  personalise: () => import('./personalise-part'),
}

/** Loads in the browser the parts a buy box's marker names (its words' parts); other pages load nothing more. */
export async function loadParts(): Promise<void> {
  const wanted = (Object.keys(loaders) as PartName[]).filter(
    (name) =>
      !provided[name] &&
      document.querySelector(`[data-island="buy-box"][data-word-parts~="${name}"]`) !== null,
  )
  const loaded = await Promise.all(wanted.map(async (name) => [name, await loaders[name]()] as const))
  provideParts(Object.fromEntries(loaded))
}
