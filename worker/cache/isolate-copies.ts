/**
 * Copies of fresh KV entries held by this isolate (decision 117).
 *
 * The idea: the chrome of every page (menu, footer, promo bar, pop-ups, the category tree) and a product's view
 * models are the same for every shopper, and KV already serves them from a copy at the edge that may be a minute
 * old. So an isolate keeps each entry it has read or written, parsed, while it is fresh under its policy and for at
 * most `ISOLATE_COPY_MS` after it was read, and hands that same object to every request in that time: no KV read,
 * no JSON parse. A copy is frozen, because every request shares it. A purge in this isolate forgets its keys at
 * once; other isolates hold theirs for at most the same window, which is shorter than KV's own edge copies live.
 */

export interface Envelope<T> {
  value: T
  storedAt: number
}

interface IsolateCopy {
  envelope: Envelope<unknown>
  /** Epoch ms after which the copy is read from KV again. */
  until: number
}

/** How long an isolate trusts a copy it read, at most: less than KV's own 60 s edge copies. */
export const ISOLATE_COPY_MS = 30_000
/** Copies kept per namespace; the least recently used go first, so a crawler cannot grow memory without limit. */
export const MAX_ISOLATE_COPIES = 500

const copiesByNamespace = new WeakMap<KVNamespace, Map<string, IsolateCopy>>()

function copiesOf(kv: KVNamespace): Map<string, IsolateCopy> {
  let copies = copiesByNamespace.get(kv)
  if (!copies) {
    copies = new Map()
    copiesByNamespace.set(kv, copies)
  }
  return copies
}

/** Freezes a parsed value all the way down: a request that changed a shared copy would change others' pages. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** The copy of `key` while it is still to be trusted at `now`, or undefined. */
export function isolateCopy<T>(kv: KVNamespace, key: string, now: number): Envelope<T> | undefined {
  const copies = copiesOf(kv)
  const copy = copies.get(key)
  if (!copy) return undefined
  if (now >= copy.until) {
    copies.delete(key)
    return undefined
  }
  // Most recently used last, so the first entry is the one to drop.
  copies.delete(key)
  copies.set(key, copy)
  return copy.envelope as Envelope<T>
}

/**
 * Keeps `envelope` for `key` until its freshness ends (`freshUntil`, epoch ms) or `ISOLATE_COPY_MS` from `now`. A
 * copy that is no longer fresh is not kept: its refresh is the KV path's work.
 */
export function keepIsolateCopy<T>(
  kv: KVNamespace,
  key: string,
  envelope: Envelope<T>,
  now: number,
  freshUntil: number,
): Envelope<T> {
  const until = Math.min(freshUntil, now + ISOLATE_COPY_MS)
  const copies = copiesOf(kv)
  copies.delete(key)
  if (until <= now) return envelope
  copies.set(key, { envelope: deepFreeze(envelope), until })
  while (copies.size > MAX_ISOLATE_COPIES) {
    const oldest = copies.keys().next().value
    if (oldest === undefined) break
    copies.delete(oldest)
  }
  return envelope
}

let forgets = 0

/**
 * How many times this isolate has forgotten copies (a purge): what it keeps that was made from copies (a page's
 * kept markup, worker/render/shell-cache.tsx) is let go when this changes.
 */
export const isolateCopiesForgotten = (): number => forgets

/** Forgets this isolate's copies of `keys` (a purge), or of every key in the namespace. */
export function forgetIsolateCopies(kv: KVNamespace, keys?: Iterable<string>): void {
  forgets += 1
  if (!keys) {
    copiesByNamespace.delete(kv)
    return
  }
  const copies = copiesOf(kv)
  for (const key of keys) copies.delete(key)
}

/** Deletes `keys` from KV and forgets this isolate's copies of them, so its next page reads what is new. */
export async function purgeEntries(kv: KVNamespace, keys: readonly string[]): Promise<void> {
  forgetIsolateCopies(kv, keys)
  await Promise.all(keys.map((key) => kv.delete(key)))
  // A read that began before the deletion may have kept its copy meanwhile.
  forgetIsolateCopies(kv, keys)
}
