/**
 * The parts of a page that are the same for every shopper, rendered once per isolate and spliced into each page.
 *
 * The idea: a listing's cards are most of its render, and a card is the same for every shopper who sees that product
 * from the same catalogue answer, in the same language and brand. So a page marks such parts (`KeptPart`,
 * client/components/kept-part.tsx) and the worker keeps each one's markup as the shell keeps its frames: a frame
 * without slots (shell-cache.tsx), held by the object it shows, rendered with only the brand, translator and site
 * (every feature off, no experiment), kept encoded with the islands it registered and the words it sent, in order.
 * Rendering a page, each kept part is replaced by a mark, its islands and words replayed into the page's collector
 * and the part's ledger; the page's markup is then cut at the marks and the kept bytes put in their places: byte for
 * byte what rendering the whole page gives.
 *
 * A kept part is rendered in place instead when the whole render would differ: when the page has sent words the
 * part's islands send (the whole render would not send them again); when its markup does not begin and end with an
 * element (text beside the mark would be joined differently); and when it makes React hoist something to the top of
 * the part, as a picture loaded at once does (`<link rel="preload">`, which the whole page sends once, at its top).
 * A page whose markup holds a mark that is not one of its kept parts' (content of its own) is rendered again whole.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PlaceKeptPart } from '../../client/components/kept-part'
import type { ShopContextValue } from '../../client/i18n'
import type { IslandName } from '../../client/islands/names'
import { type KeptFrame, keptFrame } from './shell-cache'
import type { HtmlChunk } from './stream'

const MARK_START = '<template data-kept-part="'
const MARK_END = '"></template>'
/** Renders before a kept part: whatever React writes ahead of it was hoisted out of it. */
const PART_START = '<template data-kept-start=""></template>'
const PART_START_BYTES = new TextEncoder().encode(PART_START)
const LESS_THAN = 0x3c
const GREATER_THAN = 0x3e
const EXCLAMATION = 0x21
const HYPHEN = 0x2d

/** Whether the markup begins with an element's start and ends with an element's end (no text, no comment). */
function elementBounded(bytes: Uint8Array): boolean {
  const last = bytes.byteLength - 1
  return (
    last > 1 &&
    bytes[0] === LESS_THAN &&
    bytes[1] !== EXCLAMATION &&
    bytes[last] === GREATER_THAN &&
    bytes[last - 1] !== HYPHEN
  )
}

/** A kept part's own markup, or null for one that cannot be spliced into a page as it is (see above). */
const spliceable = new WeakMap<KeptFrame<string>, Uint8Array | null>()

function markupOf(kept: KeptFrame<string>): Uint8Array | null {
  let bytes = spliceable.get(kept)
  if (bytes === undefined) {
    const [rendered] = kept.pieces
    const hoisted =
      !rendered ||
      rendered.byteLength < PART_START_BYTES.byteLength ||
      PART_START_BYTES.some((byte, index) => rendered[index] !== byte)
    const own = hoisted ? null : rendered.subarray(PART_START_BYTES.byteLength)
    bytes = own && elementBounded(own) ? own : null
    spliceable.set(kept, bytes)
  }
  return bytes
}

/** The page's markup with each mark replaced by its kept part's bytes, or null when the marks are not the parts'. */
function splice(html: string, placed: readonly Uint8Array[]): HtmlChunk[] | null {
  const chunks: HtmlChunk[] = []
  let last = 0
  let index = 0
  for (let at = html.indexOf(MARK_START); at !== -1; at = html.indexOf(MARK_START, last)) {
    const end = html.indexOf(MARK_END, at)
    const part = placed[index]
    if (end === -1 || part === undefined || html.slice(at + MARK_START.length, end) !== String(index))
      return null
    chunks.push(html.slice(last, at), part)
    last = end + MARK_END.length
    index += 1
  }
  if (index !== placed.length) return null
  chunks.push(html.slice(last))
  return chunks
}

/**
 * Renders one part of a page (`providers` wraps it with the part's ledger and where its kept parts go) with its kept
 * parts' markup spliced in; the islands it renders, kept or not, are added to `islands` in the order they came.
 */
export function renderWithKeptParts(
  shop: ShopContextValue,
  islands: Set<IslandName>,
  providers: (ledger: Set<string>, place: PlaceKeptPart | null) => ReactElement,
): HtmlChunk[] {
  const placed: Uint8Array[] = []
  const place: PlaceKeptPart = (key, node, ledger) => {
    const kept = keptFrame(shop, {
      holder: key.holder,
      key: `part|${key.name}`,
      render: () => (
        <>
          <template data-kept-start="" />
          {node}
        </>
      ),
      slots: {},
      features: [],
    })
    const bytes = kept && markupOf(kept)
    if (!kept || !bytes) return node
    if (ledger && kept.steps.some((step) => 'words' in step && ledger.has(step.words))) return node
    for (const step of kept.steps) {
      if ('island' in step) islands.add(step.island)
      else if ('words' in step) ledger?.add(step.words)
    }
    placed.push(bytes)
    return <template data-kept-part={placed.length - 1} />
  }
  const html = renderToString(providers(new Set(), place))
  if (placed.length === 0) return [html]
  // The page's own content held a mark: its islands are in `islands` already, in their order; its words are not.
  return splice(html, placed) ?? [renderToString(providers(new Set(), null))]
}
