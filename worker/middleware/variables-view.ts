import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../types'

/**
 * `c.var` read by name, without a copy. Hono's own getter builds a new object holding every variable the request
 * has set (`Object.fromEntries` over them all) at each read, and a page reads `c.var` a few hundred times: 3–7 %
 * of a product page's CPU in the isolate. Here the request's context gets a view whose properties are `c.get`'s
 * answers, made once per request, so routes keep reading `c.var.locale` as they always did (STYLE: per-request
 * clients are read from `c.var`) at the cost of one lookup. It comes first, so every middleware after it reads
 * through the view.
 */
export function variablesView(): MiddlewareHandler<AppEnv> {
  return async function variablesView(c, next) {
    const view = new Proxy(
      {},
      { get: (_target, key) => (typeof key === 'string' ? c.get(key as never) : undefined) },
    )
    Object.defineProperty(c, 'var', { value: view })
    await next()
  }
}
