/**
 * The worker's messages (decision 116): English in the script, each other language loaded once per isolate when a
 * request first needs it, English standing in for one that cannot be loaded; and the modules `npm run build` writes
 * hold the typed catalogues' messages exactly.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_MODULES as BUILT } from '../../dist/worker/messages.js'
import { de } from '../../shared/i18n/messages/de'
import { en, type Messages } from '../../shared/i18n/messages/en'
import { es } from '../../shared/i18n/messages/es'
import { fr } from '../../shared/i18n/messages/fr'
import { it as italian } from '../../shared/i18n/messages/it'
import { nl } from '../../shared/i18n/messages/nl'
import { type LanguageModules, messageLoader } from '../../worker/messages'

/** Modules that count their imports; `failing` names the languages whose import throws. */
function countedModules(failing: readonly string[] = []) {
  const imports: string[] = []
  const module = (language: string, messages: Messages) => async (): Promise<{ default: Messages }> => {
    imports.push(language)
    if (failing.includes(language)) throw new Error(`No such module: messages/${language}.js`)
    return { default: messages }
  }
  const modules: LanguageModules = {
    fr: module('fr', fr),
    de: module('de', de),
    it: module('it', italian),
    es: module('es', es),
    nl: module('nl', nl),
  }
  return { imports, modules }
}

describe('loading a language’s messages', () => {
  it('gives English without importing anything, and imports another language once, when first asked', async () => {
    const { imports, modules } = countedModules()
    const load = messageLoader(modules)
    const fail = () => expect.unreachable('no load fails')
    expect(await load('en', fail)).toBe(en)
    expect(imports).toEqual([])
    const [first, second] = await Promise.all([load('fr', fail), load('fr', fail)])
    expect(first).toBe(fr)
    expect(second).toBe(fr)
    expect(await load('fr', fail)).toBe(fr)
    expect(await load('de', fail)).toBe(de)
    expect(imports).toEqual(['fr', 'de'])
  })

  it('gives English for a language whose module cannot be loaded, reported once, and tries it no more', async () => {
    const { imports, modules } = countedModules(['it'])
    const load = messageLoader(modules)
    const failures: unknown[] = []
    expect(await load('it', (error) => failures.push(error))).toBe(en)
    expect(await load('it', (error) => failures.push(error))).toBe(en)
    expect(failures).toHaveLength(1)
    expect(String(failures[0])).toContain('messages/it.js')
    expect(imports).toEqual(['it'])
    expect(await load('es', () => failures.push('es'))).toBe(es)
  })

  it('gives English for a module that holds no messages', async () => {
    const { modules } = countedModules()
    const load = messageLoader({ ...modules, nl: async () => ({}) as { default: Messages } })
    const failures: unknown[] = []
    expect(await load('nl', (error) => failures.push(error))).toBe(en)
    expect(String(failures[0])).toContain('nl')
  })
})

describe('the built language modules (dist/worker, `npm run build`)', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['it', italian],
    ['es', es],
    ['nl', nl],
  ] as const)(
    '%s holds its catalogue exactly (run `npm run build` after changing it)',
    async (language, catalogue) => {
      expect((await BUILT[language]()).default).toEqual(catalogue)
    },
  )
})
