/**
 * The cart service's reconciliation, on the platform (decision 064): one Durable Object per order, whose alarm
 * comes due when the order should be settled if nobody finished it. The alarm is stored, so it fires after a restart
 * or an eviction too; `reconcileOrder` decides, and an order still held by a live placement (or a void the provider
 * did not take) sets the alarm again for later.
 *
 * @example
 *   await scheduleReconciliation(env, 'KS0123456789', 120) // looked at again in two minutes
 */
import { DurableObject } from 'cloudflare:workers'
import type { MockEnv } from '../env'
import { ensureSeeded } from '../seed/database'
import { reconcileOrder } from './placement'

export class OrderReconciler extends DurableObject<MockEnv> {
  /** Looks at the order after `delaySeconds`, or sooner if an earlier look is already due. */
  async schedule(orderNumber: string, delaySeconds: number): Promise<void> {
    await this.ctx.storage.put('orderNumber', orderNumber)
    const at = Date.now() + Math.max(0, delaySeconds) * 1000
    const due = await this.ctx.storage.getAlarm()
    if (due === null || due > at) await this.ctx.storage.setAlarm(at)
  }

  override async alarm(): Promise<void> {
    const orderNumber = await this.ctx.storage.get<string>('orderNumber')
    if (!orderNumber) return
    await ensureSeeded(this.env.DB)
    const outcome = await reconcileOrder(this.env, orderNumber)
    if (outcome.retryAfterSeconds)
      await this.ctx.storage.setAlarm(Date.now() + outcome.retryAfterSeconds * 1000)
    else await this.ctx.storage.deleteAll()
  }
}
