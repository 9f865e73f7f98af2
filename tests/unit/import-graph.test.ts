/**
 * The wiring of the code, held as it was drawn (docs/decisions/067-worker-wiring.md): no import circles, and no
 * layer importing one above it. The sources are read through Vite's `import.meta.glob` (tests run inside workerd,
 * which has no file system), their relative imports parsed, type-only ones included, since a type that loops
 * still ties two modules into one.
 */
import { describe, expect, it } from 'vitest'

const SOURCES: Record<string, string> = {
  ...import.meta.glob<string>('/worker/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('/shared/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('/client/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
}

/** Every static import and re-export, multi-line ones included: `import type { A } from '../a'`, `export * from`. */
const IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm

/** What a relative specifier names that is not a source module (the client build's manifest, the built loader of
 * the worker's language modules). */
const NOT_SOURCE = /\.(json|css)$|^(\.\.\/)+dist\/worker\/messages\.js$/

/** A module path as the glob keys it (`/worker/types.ts`), without the leading slash. */
const pathOf = (key: string) => key.slice(1)

function resolve(from: string, specifier: string): string | null {
  const parts = from.split('/').slice(0, -1)
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  const base = parts.join('/')
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((candidate) => `/${candidate}` in SOURCES) ?? null
}

/** Only the imports that bundle something: `import type` and `export type` leave nothing in a bundle. */
const VALUE_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm

/** Each module's imports of other modules, by path: every import, or only those that bundle a value. */
function graphOf(pattern: RegExp): ReadonlyMap<string, readonly string[]> {
  return new Map(
    Object.entries(SOURCES).map(([key, source]) => {
      const from = pathOf(key)
      const imports = [...source.matchAll(pattern)].flatMap(([, specifier = '']) => {
        const target = resolve(from, specifier)
        if (target) return [target]
        if (NOT_SOURCE.test(specifier)) return []
        throw new Error(`${from} imports ${specifier}, which is no module`)
      })
      return [from, imports]
    }),
  )
}

const GRAPH = graphOf(IMPORT)
const VALUE_GRAPH = graphOf(VALUE_IMPORT)

/** The strongly connected components of more than one module (Tarjan's algorithm): each is an import circle. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (module: string) => {
    index.set(module, next)
    low.set(module, next)
    next++
    stack.push(module)
    onStack.add(module)
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(module, Math.min(low.get(module) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module) ?? 0, index.get(target) ?? 0))
    }
    if (low.get(module) !== index.get(module)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== module)
    if (component.length > 1) found.push(component.sort())
  }
  for (const module of graph.keys()) if (!index.has(module)) visit(module)
  return found
}

/** Each import from a module under `from` of a module `forbidden` names, as `from -> to`. */
function importsAcross(from: string, forbidden: RegExp): string[] {
  return [...GRAPH].flatMap(([module, imports]) =>
    module.startsWith(from)
      ? imports.filter((target) => forbidden.test(target)).map((t) => `${module} -> ${t}`)
      : [],
  )
}

/**
 * The API routes that still render a page for a form posted without JavaScript. They are being moved: each such
 * form is to post to its page's own route instead (the house style: "a page owns its forms", decision 068). A file
 * leaves this list when it no longer imports a page; none joins it.
 */
const API_ROUTES_RENDERING_PAGES = new Set<string>()

describe('the import graph', () => {
  it('is read whole: every room, and the imports the worker starts from', () => {
    expect(GRAPH.size).toBeGreaterThan(400)
    expect(GRAPH.get('worker/index.ts')).toEqual(
      expect.arrayContaining(['worker/context.ts', 'worker/middleware/decisions.ts', 'worker/types.ts']),
    )
    expect(GRAPH.get('client/blocks/registry.tsx')?.length).toBeGreaterThan(10)
    expect(GRAPH.get('worker/routes/pages/checkout.tsx')).toContain('worker/routes/pages/page-route.ts')
  })

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })

  it('has no import circle but the block registry and the container blocks it renders, which recurse', () => {
    const recursiveBlocks = (circle: readonly string[]) =>
      circle.includes('client/blocks/registry.tsx') &&
      circle.every((module) => module.startsWith('client/blocks/'))
    expect(circles(GRAPH).filter((circle) => !recursiveBlocks(circle))).toEqual([])
  })
})

describe('the layers of the worker', () => {
  it('keep middleware from routes, services and upstream clients (it reads c.var, as Hono’s middleware does)', () => {
    expect(importsAcross('worker/middleware/', /^worker\/(routes|services|upstream)\//)).toEqual([])
  })

  it('keep the request’s types on leaves: shared contracts, bindings, configuration, session and client types', () => {
    const leaves =
      /^(shared\/|worker\/(config|env|metrics|preview)\.ts$|worker\/session\/|worker\/upstream\/[a-z-]+\/client\.ts$)/
    expect((GRAPH.get('worker/types.ts') ?? []).filter((target) => !leaves.test(target))).toEqual([])
  })

  it('keep upstream clients from the request: no session, context, types, log or routes', () => {
    expect(
      importsAcross(
        'worker/upstream/',
        /^worker\/((session|routes|middleware|services|loaders|render|personalization)\/|(context|types|log)\.ts$)/,
      ),
    ).toEqual([])
  })

  it('keep the cache below the upstream clients', () => {
    expect(importsAcross('worker/cache/', /^worker\/upstream\//)).toEqual([])
  })

  it('keep rendering from services', () => {
    expect(importsAcross('worker/render/', /^worker\/services\//)).toEqual([])
  })

  it('keep API routes from page routes, but for the ones being moved', () => {
    const importers = new Set(
      importsAcross('worker/routes/api/', /^worker\/routes\/pages\//).map((line) =>
        line.slice(0, line.indexOf(' -> ')),
      ),
    )
    expect([...importers].filter((module) => !API_ROUTES_RENDERING_PAGES.has(module))).toEqual([])
    expect([...API_ROUTES_RENDERING_PAGES].filter((module) => !importers.has(module))).toEqual([])
  })
})

/** Every module a module reaches through the imports of `graph` (every import, unless told), itself included. */
function reachedFrom(start: string, graph = GRAPH): Set<string> {
  const seen = new Set<string>([start])
  const queue = [start]
  for (let module = queue.pop(); module !== undefined; module = queue.pop())
    for (const target of graph.get(module) ?? [])
      if (!seen.has(target)) {
        seen.add(target)
        queue.push(target)
      }
  return seen
}

describe('the browser’s code', () => {
  it('never carries the built-in phone countries: islands get the service’s as props (decision 107)', () => {
    const table = 'shared/account/phone-countries.ts'
    expect(GRAPH.has(table)).toBe(true)
    const reaching = [...GRAPH.keys()].filter(
      (module) => module.startsWith('client/') && reachedFrom(module).has(table),
    )
    expect(reaching).toEqual([])
    expect(reachedFrom('worker/services/countries.ts').has(table)).toBe(true)
  })
})

describe('the worker’s script', () => {
  it('carries no language’s messages: each, English too, is a module loaded when needed (decisions 116, 121)', () => {
    const reached = reachedFrom('worker/index.ts', VALUE_GRAPH)
    expect(reached.has('worker/messages.ts')).toBe(true)
    expect(reached.has('shared/i18n/i18n.ts')).toBe(true)
    expect([...reached].filter((module) => /^shared\/i18n\/messages\/[a-z]{2}\.ts$/.test(module))).toEqual([])
    // Its types are everywhere: the graph of every import reaches English's catalogue, that of values does not.
    expect(reachedFrom('worker/index.ts').has('shared/i18n/messages/en.ts')).toBe(true)
  })
})
