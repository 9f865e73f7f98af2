/**
 * The shell around pages, rendered once per isolate and kept.
 *
 * The idea: most of the shell (the promo bar, the header with its mega menu, the footer) is the same for every
 * shopper of a brand, locale and content version, yet rendering it costs as much as a listing's cards. So each part
 * of the shell is a frame, shared, with slots for what is the request's own (the banners, the search box, the
 * account link, the bag, the footer's language links, the pop-ups). A frame is rendered once with a marker in each
 * slot, cut at the markers, and kept with what it did while rendering, in order: the islands it registered and the
 * words it sent. A page then replays those into its own island collector and the part's ledger of words, renders
 * only its slots, and joins them with the frame's pieces: byte for byte what rendering the whole part gives, and the
 * page still lists the frame's islands' chunks and sends their words.
 *
 * Keys: a frame is held by the content object it shows (a WeakMap: the KV cache hands every request of an isolate
 * the same parsed object while it is fresh, so a new content version is a new object, and the frames of the old
 * one go with it), under a key of everything else it reads: its other content objects (by identity), the brand and
 * the translator (by identity: one per locale and language), the site, the features the shell reads, and the
 * frame's own values. What varies by page or shopper is a slot, never a key, and at most 64 frames are held per
 * content object and 2,048 (8 MiB of markup) in all, so no run of requests can grow the cache without limit. A
 * purge of the isolate's copies (decision 117) lets every frame go.
 *
 * The parts of a page that are the same for every shopper (a product's card, its reviews) are kept here the same way,
 * as frames without slots (kept-parts.tsx, decision 122).
 */
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { SHELL_FEATURES, type ShellSlot } from '../../client/components/layout'
import type { ShopContextValue } from '../../client/i18n'
import type { IslandName } from '../../client/islands/names'
import { type FeatureName, NO_EXPERIMENTS, NO_FEATURES } from '../../shared/personalization/flags'
import { isolateCopiesForgotten } from '../cache/isolate-copies'
import { type PageRenderer, partProviders } from './part-providers'
import type { HtmlChunk } from './stream'

/** One part of the shell: a frame shared by many pages and the slots this request fills in it. */
export interface ShellFrame<S extends string> {
  /** The content object the frame shows: a new object (a new content version) renders the frame anew. */
  holder: object
  /** Every other value the frame's markup depends on, besides the shop's brand, translator, site and features. */
  key: string
  /** The frame with these slots in their places. */
  render: (slots: Readonly<Record<S, ReactNode>>) => ReactElement
  /** This request's slots. */
  slots: Readonly<Record<S, ShellSlot>>
  /** The features the frame reads: it is kept per combination of them, and rendered with every other one off. */
  features?: readonly FeatureName[]
}

/** What rendering a frame did, in order: the islands it registered, the words it sent, and its slots. */
type Step<S> = { island: IslandName } | { words: string } | { slot: S }

export interface KeptFrame<S> {
  /** The frame's markup around its slots, encoded: one more piece than slots. */
  pieces: Uint8Array[]
  steps: Step<S>[]
}

/** The most frames kept per content object. */
export const MAX_FRAMES_PER_HOLDER = 64
/** The most frames kept in all, the shell's and the pages' parts together, and the most bytes of their markup. */
export const MAX_FRAMES = 2048
export const MAX_FRAME_BYTES = 8 * 1024 * 1024

/** A kept frame under its key; null: a frame that cannot be cut (see `cut`). */
interface Held {
  key: string
  frame: KeptFrame<string> | null
  bytes: number
}

/** Frames by the content object that holds them, then by key. */
let frames = new WeakMap<object, Map<string, Held>>()
/** Every frame held, the least recently used first, with the holder's map it is in. */
const recent = new Map<Held, Map<string, Held>>()
let recentBytes = 0
/** The isolate's purges seen (decision 117): after another, every frame is let go. */
let purges = isolateCopiesForgotten()

const serials = new WeakMap<object, number>()
let lastSerial = 0

/**
 * A short name for an object, the same for as long as it lives, for keys of frames that show it. Nothing and an
 * empty list have names of their own, since a service that has none answers with a new empty list each time.
 *
 * @example `top|${identityOf(chrome.promoBar)}` // "top|7", or "top|-" without a promo bar
 */
export function identityOf(value: object | null | undefined): string {
  if (value === null || value === undefined) return '-'
  if (Array.isArray(value) && value.length === 0) return '0'
  let serial = serials.get(value)
  if (serial === undefined) {
    lastSerial += 1
    serial = lastSerial
    serials.set(value, serial)
  }
  return String(serial)
}

/** A set that also writes each value added to it into a log, so the frame's render can be replayed in order. */
class Recording<T> extends Set<T> {
  constructor(private readonly record: (value: T) => void) {
    super()
  }
  override add(value: T): this {
    this.record(value)
    return super.add(value)
  }
}

/** Stands in a slot while a frame renders: records its place among the frame's islands, and marks it in the markup. */
function SlotMark({ name, steps }: { name: string; steps: Step<string>[] }) {
  steps.push({ slot: name })
  return <template data-shell-slot={name} />
}

const SLOT_MARK = /<template data-shell-slot="([^"]*)"><\/template>/g

/**
 * The frame's markup cut at its slots' marks, or null when the marks found are not the slots' own, in their order
 * (content whose markup held a mark of its own): such a frame is never kept.
 */
function cut(html: string, order: readonly string[]): string[] | null {
  const pieces: string[] = []
  let last = 0
  let index = 0
  for (const match of html.matchAll(SLOT_MARK)) {
    if (match[1] !== order[index]) return null
    pieces.push(html.slice(last, match.index))
    last = match.index + match[0].length
    index += 1
  }
  if (index !== order.length) return null
  pieces.push(html.slice(last))
  return pieces
}

/** The shop as a frame sees it: only what its key holds, so nothing outside the key reaches the kept markup. */
function frameShop(shop: ShopContextValue, features: readonly FeatureName[]): ShopContextValue {
  const flags = { ...NO_FEATURES }
  for (const name of features) flags[name] = shop.flags[name]
  return { brand: shop.brand, t: shop.t, siteId: shop.siteId, flags, experiments: NO_EXPERIMENTS }
}

const slotNames = <S extends string>(frame: ShellFrame<S>) => Object.keys(frame.slots) as S[]

function renderFrame<S extends string>(shop: ShopContextValue, frame: ShellFrame<S>): KeptFrame<S> | null {
  const steps: Step<string>[] = []
  const names = slotNames(frame)
  const marked = names.filter((name) => frame.slots[name].shared === undefined)
  const filled = Object.fromEntries(
    names.map((name) => {
      const slot = frame.slots[name]
      return [name, slot.shared === undefined ? <SlotMark key={name} name={name} steps={steps} /> : slot.node]
    }),
  ) as Record<S, ReactNode>
  const html = renderToString(
    partProviders(
      frame.render(filled),
      frameShop(shop, frame.features ?? SHELL_FEATURES),
      new Recording<IslandName>((island) => steps.push({ island })),
      new Recording<string>((words) => steps.push({ words })),
    ),
  )
  const order = steps.flatMap((step) => ('slot' in step ? [step.slot] : []))
  const pieces = cut(html, order)
  if (!pieces || order.length !== marked.length) return null
  const encoder = new TextEncoder()
  return { pieces: pieces.map((piece) => encoder.encode(piece)), steps: steps as Step<S>[] }
}

/** Lets every frame go once the isolate has purged copies since the last look. */
function letGoAfterPurge(): void {
  const forgotten = isolateCopiesForgotten()
  if (forgotten === purges) return
  purges = forgotten
  frames = new WeakMap()
  recent.clear()
  recentBytes = 0
}

/** Lets a held frame go from its holder's map and from the list of all. */
function letGo(held: Held, map: Map<string, Held>): void {
  if (map.get(held.key) === held) map.delete(held.key)
  if (recent.delete(held)) recentBytes -= held.bytes
}

/**
 * The frame kept for these inputs, rendering and keeping it first when there is none; null for a frame that cannot
 * be kept (its content holds a mark like its slots').
 */
export function keptFrame<S extends string>(
  shop: ShopContextValue,
  frame: ShellFrame<S>,
): KeptFrame<S> | null {
  letGoAfterPurge()
  // Built piece by piece: a page asks for a key for each of its cards.
  let key = `${frame.key}|${identityOf(shop.brand)}|${identityOf(shop.t)}|${shop.siteId}|`
  for (const name of frame.features ?? SHELL_FEATURES) key += shop.flags[name] ? '1' : '0'
  for (const name in frame.slots) {
    const value = frame.slots[name].shared
    key += value === undefined ? `|${name}` : `|${name}=${value}`
  }
  let map = frames.get(frame.holder)
  if (!map) {
    map = new Map()
    frames.set(frame.holder, map)
  }
  const found = map.get(key)
  if (found !== undefined) {
    // The most recently used last, so the least recently used goes first when the holder or the isolate is full.
    map.delete(key)
    map.set(key, found)
    recent.delete(found)
    recent.set(found, map)
    return found.frame as KeptFrame<S> | null
  }
  const made = renderFrame(shop, frame)
  const held: Held = {
    key,
    frame: made,
    bytes: made?.pieces.reduce((sum, piece) => sum + piece.byteLength, 0) ?? 0,
  }
  if (map.size >= MAX_FRAMES_PER_HOLDER) letGo(map.values().next().value as Held, map)
  map.set(key, held)
  recent.set(held, map)
  recentBytes += held.bytes
  while (recent.size > MAX_FRAMES || (recentBytes > MAX_FRAME_BYTES && recent.size > 1)) {
    const [oldest, its] = recent.entries().next().value as [Held, Map<string, Held>]
    letGo(oldest, its)
  }
  return held.frame as KeptFrame<S> | null
}

/** How many frames the isolate holds, the shell's and the pages' parts together. */
export function framesHeld(): { frames: number; bytes: number } {
  letGoAfterPurge()
  return { frames: recent.size, bytes: recentBytes }
}

/**
 * One part of the shell for this request: the kept frame with the request's slots rendered into it, its islands
 * added to the page's and its words counted in the part's ledger, as if the whole part had been rendered.
 */
export function renderShellPart<S extends string>(renderer: PageRenderer, frame: ShellFrame<S>): HtmlChunk[] {
  const kept = keptFrame(renderer.shop, frame)
  if (!kept) {
    const nodes = Object.fromEntries(slotNames(frame).map((name) => [name, frame.slots[name].node]))
    return [renderToString(renderer.wrap(frame.render(nodes as Record<S, ReactNode>)))]
  }
  const ledger = new Set<string>()
  const chunks: HtmlChunk[] = [kept.pieces[0] as Uint8Array]
  let piece = 1
  for (const step of kept.steps) {
    if ('island' in step) renderer.islands.add(step.island)
    else if ('words' in step) ledger.add(step.words)
    else {
      const slot = frame.slots[step.slot].node
      if (slot !== null && slot !== undefined && slot !== false)
        chunks.push(renderToString(renderer.wrap(slot, ledger)))
      chunks.push(kept.pieces[piece] as Uint8Array)
      piece += 1
    }
  }
  return chunks
}
