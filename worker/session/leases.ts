/**
 * The leases a session object hands out to create a slot's id upstream (a cart, a saved list): one holder per slot
 * at a time. Others wait for the lease to settle, or to expire when its holder's request has failed or gone away.
 */
import type { SessionSlot } from './changes'

/** A lease not settled by then is taken back: the holder's request has failed or gone away. */
export const LEASE_MS = 15_000

export interface Lease {
  id: string
  expires: number
  settled: Promise<void>
  settle: () => void
}

/** The leases out, by slot. */
export class SlotLeases {
  #leases = new Map<SessionSlot, Lease>()

  /** The slot's lease still out; none once it has expired. */
  pending(slot: SessionSlot): Lease | undefined {
    const lease = this.#leases.get(slot)
    return lease && lease.expires > Date.now() ? lease : undefined
  }

  /** Hands out a new lease on the slot, and answers its id. */
  lend(slot: SessionSlot): string {
    let settle = () => {}
    const settled = new Promise<void>((resolve) => {
      settle = resolve
    })
    const lease: Lease = { id: crypto.randomUUID(), expires: Date.now() + LEASE_MS, settled, settle }
    this.#leases.set(slot, lease)
    return lease.id
  }

  /** Takes back the slot's lease if `id` is the one out, for its holder to settle; null otherwise. */
  take(slot: SessionSlot, id: string): Lease | null {
    const lease = this.#leases.get(slot)
    if (lease?.id !== id) return null
    this.#leases.delete(slot)
    return lease
  }

  /** Settles every lease out (the session ended): their waiters go on and find it empty. */
  releaseAll(): void {
    for (const lease of this.#leases.values()) lease.settle()
    this.#leases.clear()
  }
}
