/**
 * A queue's bound on what waits in it (decision 112): spec 2 §9 caps the SDK's queues (10000 experimentation events,
 * 100 segment events), which refuse an event when full. A Cloudflare Queue has no such cap, so its consumer keeps
 * it: each batch says how many messages still wait behind it (`metadata.metrics.backlogCount`), and while the
 * batch and that backlog together pass the bound, the batch's oldest messages are dropped (and logged by the
 * caller) instead of sent, until what waits is back within the bound. A runtime that gives no backlog count bounds
 * nothing.
 */

/**
 * How many of the batch's first (oldest) messages lie past `bound` waiting.
 *
 * @example backlogOverflow({ messages: [a], metadata: { metrics: { backlogCount: 100 } } }, 100) // 1
 */
export function backlogOverflow(
  batch: { readonly messages: readonly unknown[]; readonly metadata?: Partial<MessageBatchMetadata> },
  bound: number,
): number {
  const behind = batch.metadata?.metrics?.backlogCount
  if (typeof behind !== 'number' || !Number.isFinite(behind) || behind < 0) return 0
  return Math.min(batch.messages.length, Math.max(0, behind + batch.messages.length - bound))
}
