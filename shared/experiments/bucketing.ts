/**
 * Bucketing, as Optimizely's SDK does it (spec 2 §9: 10000 buckets, hash seed 1). A visitor's bucket for an entity
 * is `floor(murmurhash3(bucketingId + entityId, 1) / 2^32 * 10000)`, a number from 0 to 9999 that never changes for
 * that pair, so a shopper sees the same variation on every request without any stored state. A traffic allocation
 * is a list of `{entityId, endOfRange}` read in order: the first range whose end is above the bucket wins, and a
 * bucket past the last end is in no variation (the experiment's traffic is below 100%). A mutually exclusive group
 * first buckets the visitor with the group's id into one of its experiments; only that experiment may then bucket
 * them, with its own id.
 */
import { murmurhash3 } from './murmurhash'

/** The hash seed Optimizely buckets with. */
export const HASH_SEED = 1
/** The number of buckets traffic is divided into. */
export const BUCKET_COUNT = 10_000

const HASH_RANGE = 2 ** 32

/** The visitor's bucket (0-9999) for an entity: `bucketValue('ppid1' + '1886780721')` is 5254. */
export function bucketValue(bucketingKey: string): number {
  return Math.floor((murmurhash3(bucketingKey, HASH_SEED) / HASH_RANGE) * BUCKET_COUNT)
}

/** One range of a traffic allocation. */
export interface TrafficRange {
  readonly entityId: string
  readonly endOfRange: number
}

/** The entity whose range holds `bucket`, or null when the bucket is past every range. */
export function findBucket(bucket: number, allocation: readonly TrafficRange[]): string | null {
  for (const range of allocation) {
    if (bucket < range.endOfRange) return range.entityId
  }
  return null
}

/** The entity a visitor is bucketed into for `entityId`'s allocation: `bucketingId + entityId` hashed. */
export function allocate(
  bucketingId: string,
  entityId: string,
  allocation: readonly TrafficRange[],
): string | null {
  return findBucket(bucketValue(`${bucketingId}${entityId}`), allocation)
}
