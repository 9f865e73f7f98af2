/**
 * Blocks a shopper closed (benefit bars), remembered in one cookie of block ids joined by dots, so the worker
 * leaves them out of the next page instead of showing and then hiding them. Unknown or malformed ids are ignored.
 */
export const CLOSED_BLOCKS_COOKIE = 'sf_closed'
const MAX_CLOSED = 20
const BLOCK_ID = /^[A-Za-z0-9_-]{1,100}$/

export function parseClosedBlocks(value: string | undefined): string[] {
  if (!value) return []
  return [...new Set(value.split('.').filter((id) => BLOCK_ID.test(id)))].slice(-MAX_CLOSED)
}

export const serializeClosedBlocks = (ids: readonly string[]): string =>
  [...new Set(ids.filter((id) => BLOCK_ID.test(id)))].slice(-MAX_CLOSED).join('.')
