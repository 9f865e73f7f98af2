import { Hono } from 'hono'
import { type AppManifest, BUILD_ID, type UnknownBuild } from '../../shared/build'
import { type AssetManifest, assetManifest } from '../render/assets'
import type { AppEnv } from '../types'

/** The app manifest of the build this worker serves: what `/builds/meta/{buildId}.json` answers for it. */
export function appManifestOf(assets: AssetManifest): AppManifest {
  return {
    id: assets.buildId,
    timestamp: assets.builtAt,
    entry: assets.entry.file,
    css: assets.css,
    islands: Object.fromEntries(Object.entries(assets.islands).map(([name, { file }]) => [name, file])),
  }
}

/**
 * The browser code's own files, when the static assets did not have them (decision 108).
 *
 * - `GET /builds/meta/{buildId}.json`: the app manifest of the build this worker serves, which a cache
 *   checks again before each use (a copy kept past a deployment would say the build is still served); for any other id a 404 naming the build served now, never kept, which is how
 *   a page left open across a deployment learns that its island chunks are gone.
 * - `GET /assets/*`: a hashed file of another build (static assets answer every file of this one) is a bare 404,
 *   never kept: a page that asks for a chunk that no longer exists costs no error page and no upstream call.
 */
export const buildRoutes = new Hono<AppEnv>()

buildRoutes.get('/builds/meta/:file', (c) => {
  const id = /^(.+)\.json$/.exec(c.req.param('file'))?.[1] ?? ''
  if (id === assetManifest.buildId) {
    // Checked again on every use: a copy kept past a deployment would say this build is still served.
    c.header('cache-control', 'public, no-cache')
    return c.json(appManifestOf(assetManifest))
  }
  c.header('cache-control', 'no-store')
  if (!BUILD_ID.test(id)) return c.json({ error: 'Not a build' }, 404)
  return c.json({ id, latest: assetManifest.buildId } satisfies UnknownBuild, 404)
})

buildRoutes.get('/assets/*', (c) => {
  c.header('cache-control', 'no-store')
  return c.text('Not found', 404)
})
