/**
 * A list in an upstream's answer read leniently: an entry that does not parse is left out, and the rest of the
 * answer stands (a cart with one odd coupon, a profile with one odd address).
 */
import type * as z from 'zod'

/**
 * The entries that parse by `schema`, parsed; the others left out.
 *
 * @example z.array(z.unknown()).transform((entries) => parsedEntries(entries, ConsumerAddressSchema))
 */
export const parsedEntries = <T extends z.ZodType>(entries: readonly unknown[], schema: T): z.output<T>[] =>
  entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry)
    return parsed.success ? [parsed.data as z.output<T>] : []
  })
