/**
 * One Durable Object per shopper's session.
 *
 * The idea: a session is a small document that several requests of one shopper change at once (a double submit,
 * two quick-shop clicks, a compare add on each of four tabs). A sealed cookie re-written by every response keeps
 * only the last writer's copy; an object that applies each change as one method call, one after another, keeps
 * them all. Every method here reads the state, applies a pure change from changes.ts and writes it back with no
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
 *
 * The shopper's upstream tokens (decision 034) are kept here too, under their own storage key, and never leave
 * except as the access token `accessToken` answers for the fetch core's auth hook. Refreshing them is an upstream
 * call the object makes itself, once for all: the first caller that finds the access token (nearly) expired starts
 * it, and every caller meanwhile, from any isolate, awaits that same promise. A signed-in session is shorter-lived
 * than a guest's (tokens.ts); a session past its lifetime reads as signed out (or as empty, for a guest's).
 */
import { DurableObject } from 'cloudflare:workers'
import { reshapeToken, type UpstreamTokens, UpstreamTokensSchema } from '../upstream/commerce/tokens'
import { CommerceApiError } from '../upstream/errors'
import { TOKEN_REFUSED } from '../upstream/http'
import {
  applyChange,
  type ChangeResult,
  isSlotValue,
  recordOnce,
  type SessionChange,
  type SessionSlot,
  slotValue,
  withSlot,
} from './changes'
import { type CustomerSessionsNamespace, customerSessionsOf } from './customer-sessions'
import { SlotLeases } from './leases'
import { type Customer, CustomerSchema, type SessionState, SessionStateSchema } from './state'
import { grantOf, isRefusal, tokenServiceClient } from './token-service'
import {
  type AccessGrant,
  GUEST_IDLE_MS,
  isEpochRaised,
  needsRefresh,
  nextExpiry,
  type SessionAuth,
  SessionAuthSchema,
  sessionExpiry,
  signedOutState,
} from './tokens'

/** A guest's session ends after 30 days without a change. */
export const IDLE_TTL_MS = GUEST_IDLE_MS
/** Reads move the expiry at most this often, so a browsing shopper does not write on every page. */
const TOUCH_INTERVAL_MS = 24 * 60 * 60 * 1000
/** A signed-in session's idle limit is days, not a month: its reads move the expiry more often. */
const SIGNED_IN_TOUCH_INTERVAL_MS = 60 * 60 * 1000

const STATE_KEY = 'state'
const TOUCHED_KEY = 'touched'
/** The tokens and sign-in times: apart from the state, so `read()` can never answer them. */
const AUTH_KEY = 'auth'
/**
 * When the session was ended (signed out, rotated away, expired). A request of the old session still in flight
 * (a bag read the browser sent before signing out) must not write it back to life: an ended object reads as
 * empty and stores nothing, until the alarm forgets it a day later.
 */
const ENDED_KEY = 'ended'
const ENDED_KEPT_MS = 24 * 60 * 60 * 1000

interface Snapshot {
  state: SessionState
  auth: SessionAuth
  touched: number | undefined
  /** The customer was signed out by this look, having outlived a signed-in session's lifetime. */
  timedOut: boolean
}

export type ClaimResult = { value: string } | { lease: string }

/**
 * The bindings the session object reads: the customers' objects, the mock API where bound, and the token service's
 * configuration (worker/config.ts `getTokenServiceConfig`, which validates them from the same bindings).
 */
export interface SessionObjectEnv {
  CUSTOMER_SESSIONS: CustomerSessionsNamespace
  MOCK_API?: Fetcher
}

export class SessionObject extends DurableObject<SessionObjectEnv> {
  #leases = new SlotLeases()
  /** The token refresh under way, which every caller meanwhile awaits. */
  #refreshing: Promise<AccessGrant> | null = null
  /** Moved on by sign-in, sign-out and the end: a refresh started before then does not store what it got. */
  #generation = 0

  /** The stored session, after applying its lifetime: a timed-out sign-in is signed out, an idle guest's ended. */
  async #snapshot(): Promise<Snapshot> {
    const stored = await this.ctx.storage.get<unknown>([STATE_KEY, AUTH_KEY, TOUCHED_KEY, ENDED_KEY])
    if (stored.get(ENDED_KEY) !== undefined)
      return { state: {}, auth: {}, touched: undefined, timedOut: false }
    const parsedState = SessionStateSchema.safeParse(stored.get(STATE_KEY) ?? {})
    const parsedAuth = SessionAuthSchema.safeParse(stored.get(AUTH_KEY) ?? {})
    const state = parsedState.success ? parsedState.data : {}
    const auth = parsedAuth.success ? parsedAuth.data : {}
    const touched = stored.get(TOUCHED_KEY) as number | undefined
    const now = Date.now()
    const expiry = sessionExpiry(auth, touched, now)
    if (expiry === 'guest') {
      await this.end()
      return { state: {}, auth: {}, touched: undefined, timedOut: false }
    }
    if (expiry === 'signedIn') {
      this.#generation++
      const out = signedOutState(state, 'timeout', now)
      await this.#save(out, {})
      return { state: out, auth: {}, touched: now, timedOut: true }
    }
    return { state, auth, touched, timedOut: false }
  }

  async #load(): Promise<SessionState> {
    return (await this.#snapshot()).state
  }

  async #save(state: SessionState, auth?: SessionAuth): Promise<void> {
    if ((await this.ctx.storage.get(ENDED_KEY)) !== undefined) return
    const now = Date.now()
    const kept = auth ?? (await this.#readAuth())
    await this.ctx.storage.put({ [STATE_KEY]: state, [TOUCHED_KEY]: now, [AUTH_KEY]: kept })
    await this.ctx.storage.setAlarm(nextExpiry(kept, now))
  }

  async #readAuth(): Promise<SessionAuth> {
    const parsed = SessionAuthSchema.safeParse((await this.ctx.storage.get<unknown>(AUTH_KEY)) ?? {})
    return parsed.success ? parsed.data : {}
  }

  /**
   * The session's state; an empty object for a session that has stored nothing (or has expired). Never the
   * tokens: they are not part of the state.
   */
  async read(): Promise<SessionState> {
    const { state, auth, touched } = await this.#snapshot()
    const interval = auth.signedInAt !== undefined ? SIGNED_IN_TOUCH_INTERVAL_MS : TOUCH_INTERVAL_MS
    if (touched !== undefined && Date.now() - touched > interval) await this.#save(state, auth)
    return state
  }

  /**
   * A valid access token for the shopper's upstream calls, and whose it is. One with under a minute left, or the
   * one a caller names as `refused` (the upstream answered 401 AUT432), is refreshed first; a session without
   * tokens gets a Guest token. However many callers ask at once, one upstream call is made: they all await it.
   * A refused Registered refresh signs the customer out and answers a new Guest token (`signedOut`). A failure
   * of the token service (a timeout, a 5xx) answers null to every waiting caller and leaves the session as it
   * was (null rather than an error: an error crosses RPC without its class, and is logged as uncaught).
   */
  async accessToken(refused?: string): Promise<AccessGrant | null> {
    try {
      return await this.#accessToken(refused)
    } catch {
      return null
    }
  }

  async #accessToken(refused?: string): Promise<AccessGrant> {
    const { auth, timedOut } = await this.#snapshot()
    const tokens = auth.tokens
    if (tokens && !needsRefresh(tokens, Date.now(), refused)) return grantOf(tokens, timedOut)
    if (!this.#refreshing) {
      const refreshing = this.#renew(tokens, auth, timedOut)
      this.#refreshing = refreshing
      // Cleared once settled, so a failed refresh is tried afresh by the next caller.
      const clear = () => {
        if (this.#refreshing === refreshing) this.#refreshing = null
      }
      refreshing.then(clear, clear)
    }
    return this.#refreshing
  }

  async #renew(
    current: UpstreamTokens | undefined,
    auth: SessionAuth,
    timedOut: boolean,
  ): Promise<AccessGrant> {
    const generation = this.#generation
    const client = tokenServiceClient(this.env)
    let fresh: UpstreamTokens | null = null
    let signedOut = timedOut
    if (current) {
      try {
        // The customer's epoch is looked at on every refresh too, in case the notice of a raise was lost.
        if (
          current.kind === 'Registered' &&
          isEpochRaised(auth, await this.#customerEpoch(current.customerId))
        )
          signedOut = true
        else fresh = reshapeToken(await client.refresh(current.refreshToken))
      } catch (error) {
        if (!isRefusal(error)) throw error
        // A refused Guest refresh just needs a new guest; a refused Registered one is a sign-out.
        if (current.kind === 'Registered') signedOut = true
      }
    }
    fresh ??= await client.guest()
    if (generation !== this.#generation) {
      throw new CommerceApiError({
        status: 401,
        errorId: TOKEN_REFUSED,
        operation: 'refreshToken',
        correlationId: '',
        message: 'The session was signed in, signed out or ended during the refresh',
      })
    }
    const { state, auth: latest } = await this.#snapshot()
    if (signedOut && current?.kind === 'Registered') {
      this.#generation++
      await this.#save(signedOutState(state, 'revoked', Date.now()), { tokens: fresh })
    } else {
      await this.#save(state, { ...latest, tokens: fresh })
    }
    return grantOf(fresh, signedOut)
  }

  #customer(customerId: string) {
    return customerSessionsOf(this.env.CUSTOMER_SESSIONS, customerId)
  }

  #customerEpoch(customerId: string): Promise<number> {
    return this.#customer(customerId).epoch()
  }

  /**
   * Stores a customer's Registered tokens and the customer: the second half of signing in, on the new object a
   * sign-in rotates to. Starts the signed-in lifetimes, and registers with the customer's object (decision 042),
   * recording the epoch this sign-in is under.
   */
  async signIn(tokens: UpstreamTokens, customer: Customer): Promise<void> {
    const parsedTokens = UpstreamTokensSchema.parse(tokens)
    const parsedCustomer = CustomerSchema.parse(customer)
    this.#generation++
    const generation = this.#generation
    const epoch = await this.#customer(parsedTokens.customerId).register(this.ctx.id.toString())
    if (generation !== this.#generation) throw new Error('The session changed while signing in')
    const { state } = await this.#snapshot()
    await this.#save(
      { ...state, customer: parsedCustomer, signedOut: undefined },
      { tokens: parsedTokens, signedInAt: Date.now(), epoch },
    )
  }

  /**
   * The customer's epoch was raised to `epoch` ("sign out everywhere", a password changed or reset): a session
   * signed in under a lower one is signed out now, and goes on as a guest's (told so once). A notice for an epoch
   * this session already has (it signed in after the raise) changes nothing.
   */
  async revoke(epoch: number): Promise<void> {
    const { state, auth } = await this.#snapshot()
    if (auth.signedInAt === undefined || !isEpochRaised(auth, epoch)) return
    this.#generation++
    await this.#save(signedOutState(state, 'revoked', Date.now()), {})
  }

  /** The session that raised the epoch and stays signed in moves to the new one. */
  async adoptEpoch(epoch: number): Promise<void> {
    const { state, auth } = await this.#snapshot()
    if (auth.signedInAt === undefined || !isEpochRaised(auth, epoch)) return
    await this.#save(state, { ...auth, epoch })
  }

  /**
   * Ends the session and answers the tokens it held, for the caller to revoke upstream (null: none). A signed-in
   * session leaves its customer's index.
   */
  async signOut(): Promise<UpstreamTokens | null> {
    const tokens = (await this.#readAuth()).tokens ?? null
    await this.end()
    if (tokens?.kind === 'Registered')
      await this.#customer(tokens.customerId)
        .unregister(this.ctx.id.toString())
        .catch(() => undefined)
    return tokens
  }

  /** Applies one change and answers the new state with what the change did. */
  async change(change: SessionChange): Promise<ChangeResult> {
    // A late request of an ended session changes nothing (ENDED_KEY).
    if ((await this.ctx.storage.get(ENDED_KEY)) !== undefined) return { state: {}, outcome: 'unchanged' }
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
      const pending = this.#leases.pending(slot)
      if (!pending) return { lease: this.#leases.lend(slot) }
      await Promise.race([pending.settled, scheduler.wait(Math.max(0, pending.expires - Date.now()))])
    }
  }

  /** Ends a lease: with the id its holder created, or with null when the holder made none. */
  async settle(slot: SessionSlot, lease: string, value: string | null): Promise<void> {
    const pending = this.#leases.take(slot, lease)
    if (!pending) return
    if (value !== null && isSlotValue(slot, value))
      await this.#save(withSlot(await this.#load(), slot, value))
    pending.settle()
  }

  /** Copies a state into this (new) session: the first half of rotating a session's id. */
  async adopt(state: SessionState): Promise<void> {
    const parsed = SessionStateSchema.parse(state)
    if (Object.keys(parsed).length > 0) await this.#save(parsed)
  }

  /** Forgets everything, tokens too: sign-out, the second half of rotating, and expiry. */
  async end(): Promise<void> {
    this.#generation++
    this.#leases.releaseAll()
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
    await this.ctx.storage.put(ENDED_KEY, Date.now())
    await this.ctx.storage.setAlarm(Date.now() + ENDED_KEPT_MS)
  }

  override async alarm(): Promise<void> {
    const ended = await this.ctx.storage.get<number>(ENDED_KEY)
    if (ended !== undefined) {
      if (Date.now() - ended >= ENDED_KEPT_MS) await this.ctx.storage.deleteAll()
      else await this.ctx.storage.setAlarm(ended + ENDED_KEPT_MS)
      return
    }
    if ((await this.ctx.storage.get<number>(TOUCHED_KEY)) === undefined) return this.end()
    // Looking applies the lifetimes: an idle guest's session ends, a timed-out sign-in is signed out.
    const { auth, touched } = await this.#snapshot()
    if (touched !== undefined) await this.ctx.storage.setAlarm(nextExpiry(auth, touched))
  }
}
