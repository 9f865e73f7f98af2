/**
 * A queue's bound on what waits in it (decision 112): spec 2 §9 caps the SDK's queues (10000 experimentation events,
 * 100 segment events), which refuse an event when full. A Cloudflare Queue has no such cap, so its consumer keeps
 * it: each batch says how many messages still wait behind it (`metadata.metrics.backlogCount`), and while the
 * batch and that backlog together pass the bound, the batch's oldest messages are dropped (and logged by the
 * caller) instead of sent, until what waits is back within the bound. A runtime that gives no backlog count bounds
 * nothing.
 */

/**
 * How many of the batch's first (oldest) messages lie past `bound` waiting. A message counts as its weight (the
 * events it holds; one when no weights are given), and each message waiting behind the batch as the batch's mean
 * weight: the runtime counts messages, the bound counts events.
 *
 * @example backlogOverflow({ messages: [a], metadata: { metrics: { backlogCount: 100 } } }, 100) // 1
 * @example backlogOverflow({ messages: [a, b], metadata: { metrics: { backlogCount: 10 } } }, 30, [1, 3]) // 1
 */
export function backlogOverflow(
  batch: { readonly messages: readonly unknown[]; readonly metadata?: Partial<MessageBatchMetadata> },
  bound: number,
  weights: readonly number[] = [],
): number {
  const behind = batch.metadata?.metrics?.backlogCount
  if (typeof behind !== 'number' || !Number.isFinite(behind) || behind < 0) return 0
  const count = batch.messages.length
  if (count === 0) return 0
  const weightOf = (index: number) => weights[index] ?? 1
  let inBatch = 0
  for (let index = 0; index < count; index++) inBatch += weightOf(index)
  let waiting = behind * (inBatch / count) + inBatch
  let dropped = 0
  while (dropped < count && waiting > bound) {
    waiting -= weightOf(dropped)
    dropped++
  }
  return dropped
}
