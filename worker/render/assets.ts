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
 * Module URLs the head preloads: the entry and its imports, which every page runs. The islands' chunks are not
 * among them (decision 123): they would share a phone's bandwidth with the stylesheet and the page's lead picture
 * before the first paint, which needs no script; `islandChunks` names them for the entry to fetch instead.
 */
export function modulePreloads(assets: AssetManifest = assetManifest): string[] {
  return [...new Set<string>([assets.entry.file, ...assets.entry.imports])]
}

/**
 * The chunks of the islands on a page that hydrate with it (`load`), with their imports, less what the entry
 * already brings: the entry asks for them all at once when it starts, so an island's imports are not found one
 * after another. Islands that wait until they are seen or used are left out, so their code is not fetched with the
 * page (decision 016).
 */
export function islandChunks(islands: Iterable<IslandName>, assets: AssetManifest = assetManifest): string[] {
  const entry = new Set(modulePreloads(assets))
  const files = new Set<string>()
  for (const name of islands) {
    if (ISLAND_HYDRATION[name] !== 'load') continue
    const island = assets.islands[name]
    if (!island) continue
    for (const file of [island.file, ...island.imports]) if (!entry.has(file)) files.add(file)
  }
  return [...files]
}
