/**
 * One Durable Object per signed-in customer (decision 042): the customer's epoch, and the index of the session
 * objects signed in as them.
 *
 * The idea: "sign out everywhere" and a password change must end the customer's other sessions at once, on their
 * very next request, even one that only browses and so never shows the token service a token. Each session object
 * registers here when it signs in and learns the epoch then. Raising the epoch tells every registered session
 * (but the one that asked, when it keeps its own) to sign out: it does so before its next request is answered,
 * because that request reads the same object. A session that registers after the raise learns the new epoch and
 * stays signed in; one told a lower epoch than its own ignores it, so a late or repeated notice never signs out a
 * newer sign-in.
 *
 * A notice that fails (an object that could not be reached) stays pending and is sent again by the alarm, and a
 * session checks the epoch itself whenever it refreshes its token, so none outlives a raise for long even then.
 * The index keeps at most `MAX_SESSIONS`: the oldest beyond it is signed out (a customer is not signed in on that
 * many browsers; an index without a bound would let a script grow it without end).
 */
import { DurableObject } from 'cloudflare:workers'

/** The most sessions a customer keeps signed in at once; the oldest is signed out to make room. */
export const MAX_SESSIONS = 20
/** How soon a failed notice is sent again, and how often at most (the session's own check covers the rest). */
const RETRY_MS = 5_000
const MAX_TRIES = 12

const EPOCH_KEY = 'epoch'
const SESSIONS_KEY = 'sessions'
const PENDING_KEY = 'pending'

/** A registered session: its object's id, and when it signed in. */
interface Registration {
  id: string
  at: number
}

/** A notice still to send: the epoch to tell, and how often it has failed. */
interface Pending {
  epoch: number
  tries: number
}

export type CustomerSessionsNamespace = DurableObjectNamespace<CustomerSessions>

/** The customer's object, by the customer's id. */
export const customerSessionsOf = (namespace: CustomerSessionsNamespace, customerId: string) =>
  namespace.get(namespace.idFromName(customerId))

/**
 * The two calls this object makes on a session object (worker/session/object.ts), declared here so the customer's
 * object needs nothing of the session's module; `Bindings` extending `CustomerSessionsEnv` checks they agree.
 */
interface NotifiedSession extends Rpc.DurableObjectBranded {
  revoke(epoch: number): Promise<void>
  adoptEpoch(epoch: number): Promise<void>
}

/** The bindings the customer's object reads: the session objects it tells of a new epoch. */
export interface CustomerSessionsEnv {
  SESSIONS: DurableObjectNamespace<NotifiedSession>
}

export class CustomerSessions extends DurableObject<CustomerSessionsEnv> {
  async #epoch(): Promise<number> {
    return (await this.ctx.storage.get<number>(EPOCH_KEY)) ?? 0
  }

  async #sessions(): Promise<Registration[]> {
    return (await this.ctx.storage.get<Registration[]>(SESSIONS_KEY)) ?? []
  }

  /** The current epoch: what a session checks its own against. */
  async epoch(): Promise<number> {
    return this.#epoch()
  }

  /** Records a session signed in as the customer; answers the epoch it signed in under. */
  async register(sessionId: string): Promise<number> {
    const epoch = await this.#epoch()
    const sessions = (await this.#sessions()).filter((session) => session.id !== sessionId)
    sessions.push({ id: sessionId, at: Date.now() })
    const dropped = sessions.splice(0, Math.max(0, sessions.length - MAX_SESSIONS))
    await this.ctx.storage.put(SESSIONS_KEY, sessions)
    if (dropped.length > 0)
      await this.#notify(
        dropped.map((session) => session.id),
        epoch + 1,
      )
    return epoch
  }

  /** Forgets a session that signed out. */
  async unregister(sessionId: string): Promise<void> {
    const sessions = await this.#sessions()
    const kept = sessions.filter((session) => session.id !== sessionId)
    if (kept.length !== sessions.length) await this.ctx.storage.put(SESSIONS_KEY, kept)
  }

  /**
   * Raises the epoch and signs out every registered session but `keep` (the one that asked, when it stays
   * signed in). Answers how many sessions were told.
   */
  async raise(keep?: string): Promise<number> {
    const epoch = (await this.#epoch()) + 1
    const sessions = await this.#sessions()
    const ended = sessions.filter((session) => session.id !== keep)
    await this.ctx.storage.put({
      [EPOCH_KEY]: epoch,
      [SESSIONS_KEY]: sessions.filter((session) => session.id === keep),
    })
    // The kept session signed in under the old epoch: it moves to the new one, so a notice sent again later for
    // the others can never reach it as a raise.
    if (keep !== undefined) await this.#tell(keep, epoch, 'adopt')
    await this.#notify(
      ended.map((session) => session.id),
      epoch,
    )
    return ended.length
  }

  /** Tells sessions to sign out for `epoch`; the ones that cannot be reached now are told again by the alarm. */
  async #notify(ids: readonly string[], epoch: number, tries = 0): Promise<void> {
    const failed: string[] = []
    await Promise.all(
      ids.map(async (id) => {
        if (!(await this.#tell(id, epoch, 'revoke'))) failed.push(id)
      }),
    )
    if (failed.length === 0 || tries + 1 >= MAX_TRIES) return
    const pending = (await this.ctx.storage.get<Record<string, Pending>>(PENDING_KEY)) ?? {}
    for (const id of failed)
      pending[id] = { epoch: Math.max(pending[id]?.epoch ?? 0, epoch), tries: tries + 1 }
    await this.ctx.storage.put(PENDING_KEY, pending)
    await this.ctx.storage.setAlarm(Date.now() + RETRY_MS)
  }

  async #tell(id: string, epoch: number, what: 'revoke' | 'adopt'): Promise<boolean> {
    try {
      const session = this.env.SESSIONS.get(this.env.SESSIONS.idFromString(id))
      if (what === 'revoke') await session.revoke(epoch)
      else await session.adoptEpoch(epoch)
      return true
    } catch {
      return false
    }
  }

  override async alarm(): Promise<void> {
    const pending = (await this.ctx.storage.get<Record<string, Pending>>(PENDING_KEY)) ?? {}
    await this.ctx.storage.delete(PENDING_KEY)
    for (const [id, { epoch, tries }] of Object.entries(pending)) await this.#notify([id], epoch, tries)
  }
}
