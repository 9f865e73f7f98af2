/**
 * The session as a request sees it: typed reads and changes that each become one call on the shopper's session
 * object. A request without a session makes no call at all; the first read is remembered, so a page that only
 * reads costs at most one call; the first change makes the object (and a new id, which the middleware then
 * sets in the cookie).
 *
 * @example
 * const { compare = [] } = await c.var.session.read()
 * await c.var.session.change({ kind: 'compare.add', styleCode })
 * const { value: basketId } = await c.var.session.ensure(cartSlot(siteId), createCart)
 */

import type { UpstreamTokens } from '../upstream/commerce/tokens'
import { CommerceApiError } from '../upstream/errors'
import type { ChangeResult, SessionChange, SessionSlot } from './changes'
import type { ClaimResult, SessionObject } from './object'
import type { Customer, SessionState } from './state'
import type { AccessGrant } from './tokens'

export type SessionNamespace = DurableObjectNamespace<SessionObject>

/** What `ensure` answers: the slot's id, and what `create` returned if this request made it. */
export interface Ensured<T> {
  value: string
  created: T | null
}

export class RequestSession {
  readonly #namespace: SessionNamespace
  #id: string | null
  #issued = false
  #ended = false
  #stub: DurableObjectStub<SessionObject> | null = null
  #state: Promise<SessionState> | null = null
  #grant: Promise<AccessGrant> | null = null

  constructor(namespace: SessionNamespace, id: string | null) {
    this.#namespace = namespace
    this.#id = id
  }

  /** The session object's id, when the request has one (from its cookie, or made during it). */
  get id(): string | null {
    return this.#id
  }

  /** Whether the response must set the session cookie: a new id, or a change that renews its lifetime. */
  get issued(): boolean {
    return this.#issued
  }

  /** Whether the session was ended, so the response deletes the cookie. */
  get ended(): boolean {
    return this.#ended
  }

  /** Gives a visitor without a session an id (no object is made until something is stored). */
  assignId(): string {
    if (!this.#id) {
      this.#id = this.#namespace.newUniqueId().toString()
      this.#issued = true
    }
    return this.#id
  }

  #object(): DurableObjectStub<SessionObject> {
    const id = this.assignId()
    this.#stub ??= this.#namespace.get(this.#namespace.idFromString(id))
    return this.#stub
  }

  /** The session's state; `{}` without a session. Read once per request. */
  read(): Promise<SessionState> {
    this.#state ??= this.#id && !this.#ended ? this.#object().read() : Promise.resolve({})
    return this.#state
  }

  /** Applies one change as one step of the session object, so concurrent changes never overwrite each other. */
  async change(change: SessionChange): Promise<ChangeResult> {
    const result = await this.#object().change(change)
    // Only a change renews the session's lifetime (and its cookie); an ended session's object changes nothing.
    if (result.outcome === 'changed') this.#renewed(result.state)
    else this.#state = Promise.resolve(result.state)
    return result
  }

  /** Records a one-off action (a vote); true only the first time in this session. */
  async recordOnce(key: string): Promise<boolean> {
    const first = await this.#object().recordOnce(key)
    if (first) this.#renewed(null)
    return first
  }

  /**
   * The id in a slot, made with `create` when the session has none. Concurrent requests of the session wait for
   * the first one's `create`, so only one id is ever made. `stale` names an id the upstream no longer knows: it
   * is replaced, once, however many requests found it stale. When `create` throws, nothing is stored and the
   * error is rethrown.
   */
  async ensure<T>(
    slot: SessionSlot,
    create: () => Promise<{ value: string; result: T }>,
    stale?: string,
  ): Promise<Ensured<T>> {
    const stub = this.#object()
    const claim: ClaimResult = await stub.claim(slot, stale)
    if ('value' in claim) return { value: claim.value, created: null }
    let made: { value: string; result: T }
    try {
      made = await create()
    } catch (error) {
      await stub.settle(slot, claim.lease, null)
      throw error
    }
    await stub.settle(slot, claim.lease, made.value)
    this.#renewed(null)
    return { value: made.value, created: made.result }
  }

  /**
   * A valid upstream access token for the shopper, for the fetch core's auth hook only (decision 034). The object
   * makes it on first use (a Guest token; so the first call that needs one makes the object) and refreshes it once
   * for all the shopper's requests. Remembered for the request; `refused` names a token the upstream refused, to
   * get a newer one. Throws a `CommerceApiError` (503 TOKEN_UNAVAILABLE) when the token service fails.
   */
  accessToken(refused?: string): Promise<AccessGrant> {
    if (this.#grant && refused === undefined) return this.#grant
    const grant = this.#object()
      .accessToken(refused)
      .then((answer) => {
        if (!answer) {
          throw new CommerceApiError({
            status: 503,
            errorId: 'TOKEN_UNAVAILABLE',
            operation: 'accessToken',
            correlationId: '',
            message: 'The token service gave the shopper no token',
          })
        }
        // Signed out while answering: what this request read of the session no longer holds.
        if (answer.signedOut) this.#state = null
        return answer
      })
    this.#grant = grant
    grant.catch(() => {
      if (this.#grant === grant) this.#grant = null
    })
    return grant
  }

  /**
   * Signs a customer in: the session moves to a new id (the state kept, the old id and its guest tokens ended,
   * against session fixation) that holds the customer's Registered tokens and the customer.
   *
   * @example await c.var.session.signIn(reshapeToken(answer), customer)
   */
  async signIn(tokens: UpstreamTokens, customer: Customer): Promise<void> {
    await this.rotate()
    await this.#object().signIn(tokens, customer)
    this.#renewed(null)
  }

  /**
   * Signs the shopper out (spec 1 §4: logout clears all state): the session ends, and the request carries on with
   * a fresh guest's session under a new id, which gets a Guest token on the first call that needs one. Answers the
   * tokens the session held, for the caller to revoke upstream (null: it held none).
   */
  async signOut(): Promise<UpstreamTokens | null> {
    const tokens = this.#id && !this.#ended ? await this.#object().signOut() : null
    this.#id = null
    this.#stub = null
    this.#grant = null
    this.#ended = false
    this.assignId()
    this.#state = Promise.resolve({})
    return tokens
  }

  /** Forgets an id the upstream no longer knows (a cart that expired), if the session still holds it. */
  async forget(slot: SessionSlot, value: string): Promise<void> {
    if (!this.#id) return
    await this.change({ kind: 'replace', slot, from: value, to: null })
  }

  /** Moves the session to a new id (sign-in, sign-out): the state is kept, the old id stops working. */
  async rotate(): Promise<void> {
    const state = await this.read()
    const old = this.#id ? this.#object() : null
    this.#id = null
    this.#stub = null
    await this.#object().adopt(state)
    await old?.end()
    this.#grant = null
    this.#state = Promise.resolve(state)
  }

  /** Ends the session: its state is deleted and the cookie removed. */
  async end(): Promise<void> {
    if (this.#id) await this.#object().end()
    this.#id = null
    this.#stub = null
    this.#ended = true
    this.#issued = false
    this.#grant = null
    this.#state = Promise.resolve({})
  }

  #renewed(state: SessionState | null) {
    this.#issued = true
    this.#ended = false
    this.#state = state ? Promise.resolve(state) : null
  }
}
