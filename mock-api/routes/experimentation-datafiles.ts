/**
 * The experimentation service's hosted configuration (Optimizely's CDN, `GET /datafiles/{sdkKey}.json`): the
 * project's datafile for its SDK key, public like the real one, answered 304 to an `If-Modified-Since` that has
 * already seen this revision. Its publication time is fixed, so every development session sees the same datafile.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { DATAFILE } from '../experimentation/datafile'

export const datafileRoutes = new Hono<{ Bindings: MockEnv }>()

/** When this revision of the datafile was published. */
export const DATAFILE_PUBLISHED = new Date('2026-11-02T09:30:00Z')

datafileRoutes.get('/experimentation/datafiles/:file', (c) => {
  if (c.req.param('file') !== `${DATAFILE.sdkKey}.json`)
    return apiError(c, 403, 'ACCESS_DENIED', 'No datafile for this SDK key')
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  const headers = {
    'last-modified': DATAFILE_PUBLISHED.toUTCString(),
    'cache-control': 'public, max-age=120',
  }
  // HTTP dates have whole seconds: the revision is unchanged when it was published no later than the date asked.
  if (Number.isFinite(since) && DATAFILE_PUBLISHED.getTime() <= since) return c.body(null, 304, headers)
  return c.json(DATAFILE, 200, headers)
})
