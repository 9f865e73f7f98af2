/**
 * One Durable Object per store associate (decision 044), named `storeId:employeeId`: who they are, their open
 * in-store sessions, and whether the store has revoked them.
 *
 * The idea: an associate's session must end everywhere the moment the store revokes them. The answer to "is this
 * associate's session still good?" lives in one place, this object, and every request in in-store mode asks it:
 * a revocation is one write here, seen by the very next request from any device and any location. Nothing about
 * an associate is kept in KV or a cookie's contents, which other locations would see late.
 *
 * A session is a random token held in the associate's cookie and stored here only as its SHA-256. It lasts 30
 * minutes without use and 12 hours in all; the object forgets ended sessions by alarm.
 */
import { DurableObject } from 'cloudflare:workers'

/** An in-store session ends after this long without a request... */
export const ASSOCIATE_IDLE_MS = 30 * 60 * 1000
/** ...and this long after sign-in, however busy. */
export const ASSOCIATE_MAX_MS = 12 * 60 * 60 * 1000
/** Requests move a session's idle time on at most this often, so browsing does not write on every page. */
const TOUCH_INTERVAL_MS = 60 * 1000

/** The associate as in-store mode shows and records them (spec 1 §3 "Buy-in-store session"). */
export interface Associate {
  storeId: string
  storeName: string
  storeEmployeeId: string
  storeEmployeeName: string
}

interface OpenSession {
  openedAt: number
  seenAt: number
}

const ASSOCIATE_KEY = 'associate'
const SESSIONS_KEY = 'sessions'
const REVOKED_KEY = 'revoked'

export type AssociateSessionsNamespace = DurableObjectNamespace<AssociateSessions>

/** The object of the associate `employeeId` of store `storeId`. */
export const associateSessionsOf = (
  namespace: AssociateSessionsNamespace,
  storeId: string,
  employeeId: string,
) => namespace.get(namespace.idFromName(`${storeId}:${employeeId}`))

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function hashOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return toBase64Url(new Uint8Array(digest))
}

const isLive = (session: OpenSession, now: number) =>
  now - session.seenAt <= ASSOCIATE_IDLE_MS && now - session.openedAt <= ASSOCIATE_MAX_MS

// It reads no binding: an associate's sessions are its storage alone.
export class AssociateSessions extends DurableObject<unknown> {
  async #sessions(): Promise<Record<string, OpenSession>> {
    return (await this.ctx.storage.get<Record<string, OpenSession>>(SESSIONS_KEY)) ?? {}
  }

  async #save(sessions: Record<string, OpenSession>): Promise<void> {
    await this.ctx.storage.put(SESSIONS_KEY, sessions)
    const ends = Object.values(sessions).map((session) =>
      Math.min(session.seenAt + ASSOCIATE_IDLE_MS, session.openedAt + ASSOCIATE_MAX_MS),
    )
    if (ends.length > 0) await this.ctx.storage.setAlarm(Math.min(...ends) + 1000)
    else await this.ctx.storage.deleteAlarm()
  }

  /**
   * Opens a session for the associate the upstream has just signed in, and answers its token; null when the
   * store has revoked them here (the edge's word stands even while the upstream still lets them in).
   */
  async open(associate: Associate): Promise<string | null> {
    if (await this.ctx.storage.get<boolean>(REVOKED_KEY)) return null
    const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
    const now = Date.now()
    const sessions = Object.fromEntries(
      Object.entries(await this.#sessions()).filter(([, session]) => isLive(session, now)),
    )
    sessions[await hashOf(token)] = { openedAt: now, seenAt: now }
    await this.ctx.storage.put(ASSOCIATE_KEY, associate)
    await this.#save(sessions)
    return token
  }

  /** The associate of a live session, renewing its idle time; null for an ended, unknown or revoked one. */
  async check(token: string): Promise<Associate | null> {
    if (await this.ctx.storage.get<boolean>(REVOKED_KEY)) return null
    const hash = await hashOf(token)
    const sessions = await this.#sessions()
    const session = sessions[hash]
    if (!session) return null
    const now = Date.now()
    if (!isLive(session, now)) {
      delete sessions[hash]
      await this.#save(sessions)
      return null
    }
    if (now - session.seenAt > TOUCH_INTERVAL_MS) {
      sessions[hash] = { ...session, seenAt: now }
      await this.#save(sessions)
    }
    return (await this.ctx.storage.get<Associate>(ASSOCIATE_KEY)) ?? null
  }

  /** Ends one session (the associate ended it). */
  async close(token: string): Promise<void> {
    const hash = await hashOf(token)
    const sessions = await this.#sessions()
    if (!(hash in sessions)) return
    delete sessions[hash]
    await this.#save(sessions)
  }

  /** The store's word: a revoked associate's every session ends now, and no new one opens until reinstated. */
  async setActive(active: boolean): Promise<number> {
    if (active) {
      await this.ctx.storage.delete(REVOKED_KEY)
      return 0
    }
    const ended = Object.keys(await this.#sessions()).length
    await this.ctx.storage.put(REVOKED_KEY, true)
    await this.#save({})
    return ended
  }

  override async alarm(): Promise<void> {
    const now = Date.now()
    const sessions = await this.#sessions()
    await this.#save(
      Object.fromEntries(Object.entries(sessions).filter(([, session]) => isLive(session, now))),
    )
  }
}
