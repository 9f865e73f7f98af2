/**
 * One Durable Object per shopper's session.
 *
 * The idea: a session is a small document that several requests of one shopper change at once (a double submit,
 * two quick-shop clicks, a compare add on each of four tabs). A sealed cookie re-written by every response keeps
 * only the last writer's copy; an object that applies each change as one method call, one after another, keeps
 * them all. Every method here reads the state, applies a pure change from state.ts and writes it back with no
 * await in between that could let another call in (storage calls hold the object's input gate), so two calls
 * never interleave inside one change.
 *
 * Ids made upstream on first use (a cart, a saved list, a favorites list) need more: creating one is an upstream
 * call, during which other calls do run. `claim` hands the first caller a lease to create it and makes the others
 * wait until that caller `settle`s with the new id (or gives up, when the next waiter gets the lease). So three
 * concurrent first adds make one cart, and the other two add to it.
 *
 * Nothing is stored until the first change, so a visitor who only reads never costs storage. An idle session
 * expires: each write moves an alarm to `IDLE_TTL_MS` ahead, and the alarm deletes everything.
 */
import { DurableObject } from 'cloudflare:workers'
import {
  applyChange,
  type ChangeResult,
  isSlotValue,
  recordOnce,
  type SessionChange,
  type SessionSlot,
  type SessionState,
  SessionStateSchema,
  slotValue,
  withSlot,
} from './state'

/** A guest's session ends after 30 days without a change. */
export const IDLE_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** A lease not settled by then is taken back: the holder's request has failed or gone away. */
export const LEASE_MS = 15_000
/** Reads move the expiry at most this often, so a browsing shopper does not write on every page. */
const TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000

const STATE_KEY = 'state'
const TOUCHED_KEY = 'touched'

interface Lease {
  id: string
  expires: number
  settled: Promise<void>
  settle: () => void
}

export type ClaimResult = { value: string } | { lease: string }

export class SessionObject extends DurableObject {
  #leases = new Map<SessionSlot, Lease>()

  async #load(): Promise<SessionState> {
    const stored = await this.ctx.storage.get<unknown>(STATE_KEY)
    if (stored === undefined) return {}
    const parsed = SessionStateSchema.safeParse(stored)
    return parsed.success ? parsed.data : {}
  }

  async #save(state: SessionState): Promise<void> {
    const now = Date.now()
    await this.ctx.storage.put({ [STATE_KEY]: state, [TOUCHED_KEY]: now })
    await this.ctx.storage.setAlarm(now + IDLE_TTL_MS)
  }

  /** The session's state; an empty object for a session that has stored nothing (or has expired). */
  async read(): Promise<SessionState> {
    const touched = await this.ctx.storage.get<number>(TOUCHED_KEY)
    const state = await this.#load()
    if (touched !== undefined && Date.now() - touched > TOUCH_INTERVAL_MS) await this.#save(state)
    return state
  }

  /** Applies one change and answers the new state with what the change did. */
  async change(change: SessionChange): Promise<ChangeResult> {
    const result = applyChange(await this.#load(), change)
    if (result.outcome === 'changed') await this.#save(result.state)
    return result
  }

  /** Records a one-off action; true the first time this session takes it. */
  async recordOnce(key: string): Promise<boolean> {
    const { state, first } = recordOnce(await this.#load(), key)
    if (first) await this.#save(state)
    return first
  }

  /**
   * The slot's id when the session has one; otherwise a lease to create it. While a lease is out, other claims
   * wait for it to settle. `stale` names an id the caller found unknown upstream: it is dropped first, unless
   * another request has already replaced it, in which case the replacement is answered.
   */
  async claim(slot: SessionSlot, stale?: string): Promise<ClaimResult> {
    for (;;) {
      const state = await this.#load()
      const value = slotValue(state, slot)
      if (value !== undefined && value !== stale) return { value }
      if (value !== undefined) await this.#save(withSlot(state, slot, undefined))
      const pending = this.#leases.get(slot)
      if (!pending || pending.expires <= Date.now()) return { lease: this.#lend(slot) }
      await Promise.race([pending.settled, scheduler.wait(Math.max(0, pending.expires - Date.now()))])
    }
  }

  /** Ends a lease: with the id its holder created, or with null when the holder made none. */
  async settle(slot: SessionSlot, lease: string, value: string | null): Promise<void> {
    const pending = this.#leases.get(slot)
    if (pending?.id !== lease) return
    this.#leases.delete(slot)
    if (value !== null && isSlotValue(slot, value))
      await this.#save(withSlot(await this.#load(), slot, value))
    pending.settle()
  }

  #lend(slot: SessionSlot): string {
    let settle = () => {}
    const settled = new Promise<void>((resolve) => {
      settle = resolve
    })
    const lease: Lease = { id: crypto.randomUUID(), expires: Date.now() + LEASE_MS, settled, settle }
    this.#leases.set(slot, lease)
    return lease.id
  }

  /** Copies a state into this (new) session: the first half of rotating a session's id. */
  async adopt(state: SessionState): Promise<void> {
    const parsed = SessionStateSchema.parse(state)
    if (Object.keys(parsed).length > 0) await this.#save(parsed)
  }

  /** Forgets everything: sign-out, the second half of rotating, and expiry. */
  async end(): Promise<void> {
    for (const lease of this.#leases.values()) lease.settle()
    this.#leases.clear()
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
  }

  override async alarm(): Promise<void> {
    const touched = await this.ctx.storage.get<number>(TOUCHED_KEY)
    if (touched !== undefined && Date.now() - touched < IDLE_TTL_MS) {
      await this.ctx.storage.setAlarm(touched + IDLE_TTL_MS)
      return
    }
    await this.end()
  }
}
