/**
 * A build of the browser code and where its app manifest is read (spec 2 §7 `GET builds/meta/{buildId}.json`,
 * decision 108). Every page names the build it was rendered with (`<html data-build>`); a page left open across a
 * deployment that cannot load an island's chunk asks for its own build's manifest, and a 404 tells it that build is
 * no longer served.
 */

/** A build's id: 16 hexadecimal digits of a hash of the file names it wrote (scripts/build-client.ts). */
export const BUILD_ID = /^[0-9a-f]{16}$/

/**
 * Where a build's app manifest is read.
 *
 * @example fetch(buildMetaPath(document.documentElement.dataset.build))
 */
export const buildMetaPath = (buildId: string): string => `/builds/meta/${buildId}.json`

/** A build's app manifest, as `GET /builds/meta/{buildId}.json` answers it for the build the worker serves. */
export interface AppManifest {
  id: string
  /** When the build was made, as an ISO 8601 instant. */
  timestamp: string
  entry: string
  css: string[]
  /** Each island's chunk. */
  islands: Record<string, string>
}

/** What `GET /builds/meta/{buildId}.json` answers for a build the worker no longer serves (a 404). */
export interface UnknownBuild {
  id: string
  /** The id of the build the worker serves now. */
  latest: string
}
