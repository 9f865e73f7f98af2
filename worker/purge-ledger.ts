/**
 * The purge calls already taken, so that a captured call cannot be sent again while its signature is still
 * within its time tolerance (worker/purge-signature.ts stops it after that). One Durable Object for the whole
 * shop: purge calls are few, and taking a signature must be one step, so two copies of a call sent at once cannot
 * both pass. Each signature is kept until its tolerance has passed; an alarm forgets the ones whose time is up.
 */
import { DurableObject } from 'cloudflare:workers'

export type PurgeLedgerNamespace = DurableObjectNamespace<PurgeLedger>

/** The one ledger's name. */
export const PURGE_LEDGER_NAME = 'content-purge'

export class PurgeLedger extends DurableObject {
  /** True the first time a signature is taken; false for a signature taken before (a replay). */
  async take(signature: string, keepUntil: number): Promise<boolean> {
    const key = `sig:${signature}`
    const seen = await this.ctx.storage.get<number>(key)
    if (seen !== undefined && seen > Date.now()) return false
    await this.ctx.storage.put(key, keepUntil)
    const alarm = await this.ctx.storage.getAlarm()
    if (alarm === null || alarm > keepUntil) await this.ctx.storage.setAlarm(keepUntil)
    return true
  }

  override async alarm(): Promise<void> {
    const now = Date.now()
    const entries = await this.ctx.storage.list<number>({ prefix: 'sig:' })
    let next: number | null = null
    const expired: string[] = []
    for (const [key, until] of entries) {
      if (until <= now) expired.push(key)
      else next = next === null ? until : Math.min(next, until)
    }
    if (expired.length > 0) await this.ctx.storage.delete(expired)
    if (next !== null) await this.ctx.storage.setAlarm(next)
  }
}
