/**
 * MurmurHash3, x86 32-bit variant, over the UTF-8 bytes of a string. Optimizely buckets every visitor with it
 * (seed 1, spec 2 §9), so our decider must produce the very same unsigned 32-bit value as the SDK's `murmurhash`
 * package: the same byte encoding (UTF-8 as TextEncoder writes it, so a lone surrogate hashes as U+FFFD) and the
 * same mixing. The encoder is written out here because `shared/` is typed without the web platform's globals.
 */

/** The UTF-8 bytes of a string, as `new TextEncoder().encode(text)` gives them. */
export function utf8Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3)
  let length = 0
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index)
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1)
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
        index++
      } else {
        code = 0xfffd
      }
    }
    if (code < 0x80) {
      bytes[length++] = code
    } else if (code < 0x800) {
      bytes[length++] = 0xc0 | (code >> 6)
      bytes[length++] = 0x80 | (code & 0x3f)
    } else if (code < 0x10000) {
      bytes[length++] = 0xe0 | (code >> 12)
      bytes[length++] = 0x80 | ((code >> 6) & 0x3f)
      bytes[length++] = 0x80 | (code & 0x3f)
    } else {
      bytes[length++] = 0xf0 | (code >> 18)
      bytes[length++] = 0x80 | ((code >> 12) & 0x3f)
      bytes[length++] = 0x80 | ((code >> 6) & 0x3f)
      bytes[length++] = 0x80 | (code & 0x3f)
    }
  }
  return bytes.subarray(0, length)
}

const C1 = 0xcc9e2d51
const C2 = 0x1b873593

/** The unsigned 32-bit MurmurHash3 of `key`'s UTF-8 bytes, e.g. `murmurhash3('ppid11886780721', 1)`. */
export function murmurhash3(key: string, seed: number): number {
  const bytes = utf8Bytes(key)
  const length = bytes.length
  const tail = length & 3
  const body = length - tail
  let h1 = seed | 0
  let i = 0
  while (i < body) {
    let k1 =
      (bytes[i] as number) |
      ((bytes[i + 1] as number) << 8) |
      ((bytes[i + 2] as number) << 16) |
      ((bytes[i + 3] as number) << 24)
    i += 4
    k1 = Math.imul(k1, C1)
    k1 = (k1 << 15) | (k1 >>> 17)
    k1 = Math.imul(k1, C2)
    h1 ^= k1
    h1 = (h1 << 13) | (h1 >>> 19)
    h1 = (Math.imul(h1, 5) + 0xe6546b64) | 0
  }
  let k1 = 0
  if (tail === 3) k1 ^= (bytes[i + 2] as number) << 16
  if (tail >= 2) k1 ^= (bytes[i + 1] as number) << 8
  if (tail >= 1) {
    k1 ^= bytes[i] as number
    k1 = Math.imul(k1, C1)
    k1 = (k1 << 15) | (k1 >>> 17)
    k1 = Math.imul(k1, C2)
    h1 ^= k1
  }
  h1 ^= length
  h1 ^= h1 >>> 16
  h1 = Math.imul(h1, 0x85ebca6b)
  h1 ^= h1 >>> 13
  h1 = Math.imul(h1, 0xc2b2ae35)
  h1 ^= h1 >>> 16
  return h1 >>> 0
}
