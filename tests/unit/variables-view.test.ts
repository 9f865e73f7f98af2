import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { variablesView } from '../../worker/middleware/variables-view'
import type { AppEnv } from '../../worker/types'

/** An app that sets two variables, one after the other, and reports what a route reads of them. */
function appWith(view: boolean) {
  const app = new Hono<AppEnv>()
  if (view) app.use('*', variablesView())
  app.use('*', async (c, next) => {
    c.set('requestId', 'first')
    await next()
  })
  app.use('*', async (c, next) => {
    c.set('localeSource', 'path')
    await next()
  })
  app.get('/', (c) => {
    const first = c.var
    const { requestId, localeSource } = c.var
    return c.json({
      requestId,
      localeSource,
      read: c.var.requestId,
      unset: c.var.brand ?? null,
      sameObject: first === c.var,
    })
  })
  return app
}

describe('the variables view', () => {
  it('reads each variable as c.get does, set before or after it, by name or destructured', async () => {
    const answer = await (await appWith(true).request('/')).json()
    expect(answer).toEqual({
      requestId: 'first',
      localeSource: 'path',
      read: 'first',
      unset: null,
      sameObject: true,
    })
  })

  it('is one view for the request, where Hono copies every variable into a new object at each read', async () => {
    expect(await (await appWith(false).request('/')).json()).toMatchObject({ sameObject: false })
    expect(await (await appWith(true).request('/')).json()).toMatchObject({ sameObject: true })
  })
})
