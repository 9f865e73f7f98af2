/**
 * The client build's manifest (written by scripts/build-client.ts): the build's id and time, the entry script, the
 * stylesheet and, per island, its chunk and the chunks it imports, all with hashed names under /assets/.
 */

import { ISLAND_HYDRATION, type IslandName } from '../../client/islands/names'
import manifest from '../../dist/manifest.json'

export interface AssetManifest {
  /** The build's id, named on every page (`<html data-build>`) and in `/builds/meta/{buildId}.json` (decision 108). */
  buildId: string
  /** When the build was made (ISO 8601). */
  builtAt: string
  entry: { file: string; imports: string[] }
  css: string[]
  islands: Record<string, { file: string; imports: string[] }>
}

export const assetManifest: AssetManifest = manifest

/**
 * Module URLs to preload for a page holding these islands: the entry, its imports, and each island that hydrates
 * with the page (`load`) with its imports. Islands that wait until they are seen or used are left out, so their
 * code is not fetched with the page (decision 016).
 */
export function modulePreloads(
  islands: Iterable<IslandName>,
  assets: AssetManifest = assetManifest,
): string[] {
  const files = new Set<string>([assets.entry.file, ...assets.entry.imports])
  for (const name of islands) {
    if (ISLAND_HYDRATION[name] !== 'load') continue
    const island = assets.islands[name]
    if (!island) continue
    files.add(island.file)
    for (const file of island.imports) files.add(file)
  }
  return [...files]
}
