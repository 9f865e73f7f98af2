/**
 * The worker's messages (decisions 116 and 121): each language, English too, loaded once per isolate when a request
 * first needs it, English's module standing in for one that cannot be loaded, and nothing for English's own; and
 * the modules `npm run build` writes hold the typed catalogues' messages exactly.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGE_MODULES as BUILT } from '../../dist/worker/messages.js'
import { de } from '../../shared/i18n/messages/de'
import { en, type Messages } from '../../shared/i18n/messages/en'
import { es } from '../../shared/i18n/messages/es'
import { fr } from '../../shared/i18n/messages/fr'
import { it as italian } from '../../shared/i18n/messages/it'
import { nl } from '../../shared/i18n/messages/nl'
import { type LanguageModules, type MessagesFailure, messageLoader } from '../../worker/messages'

/** Modules that count their imports; `failing` names the languages whose import throws. */
function countedModules(failing: readonly string[] = []) {
  const imports: string[] = []
  const module = (language: string, messages: Messages) => async (): Promise<{ default: Messages }> => {
    imports.push(language)
    if (failing.includes(language)) throw new Error(`No such module: messages/${language}.js`)
    return { default: messages }
  }
  const modules: LanguageModules = {
    en: module('en', en),
    fr: module('fr', fr),
    de: module('de', de),
    it: module('it', italian),
    es: module('es', es),
    nl: module('nl', nl),
  }
  return { imports, modules }
}

describe('loading a language’s messages', () => {
  it('imports a language once, when first asked, English as any other', async () => {
    const { imports, modules } = countedModules()
    const load = messageLoader(modules)
    const fail = () => expect.unreachable('no load fails')
    expect(imports).toEqual([])
    const [first, second] = await Promise.all([load('fr', fail), load('fr', fail)])
    expect(first).toBe(fr)
    expect(second).toBe(fr)
    expect(await load('fr', fail)).toBe(fr)
    expect(await load('en', fail)).toBe(en)
    expect(await load('de', fail)).toBe(de)
    expect(await load('en', fail)).toBe(en)
    expect(imports).toEqual(['fr', 'en', 'de'])
  })

  it('gives English for a language whose module cannot be loaded, reported once, and tries it no more', async () => {
    const { imports, modules } = countedModules(['it'])
    const load = messageLoader(modules)
    const failures: MessagesFailure[] = []
    expect(await load('it', (failure) => failures.push(failure))).toBe(en)
    expect(await load('it', (failure) => failures.push(failure))).toBe(en)
    expect(failures).toHaveLength(1)
    expect(failures[0]?.language).toBe('it')
    expect(String(failures[0]?.error)).toContain('messages/it.js')
    expect(imports).toEqual(['it', 'en'])
    expect(await load('es', (failure) => failures.push(failure))).toBe(es)
    expect(await load('en', (failure) => failures.push(failure))).toBe(en)
    expect(imports).toEqual(['it', 'en', 'es'])
  })

  it('gives English for a module that holds no messages', async () => {
    const { modules } = countedModules()
    const load = messageLoader({ ...modules, nl: async () => ({}) as { default: Messages } })
    const failures: MessagesFailure[] = []
    expect(await load('nl', (failure) => failures.push(failure))).toBe(en)
    expect(String(failures[0]?.error)).toContain('nl')
  })

  it('gives nothing when English cannot be loaded, for English and for a failed language, reported once', async () => {
    const { imports, modules } = countedModules(['en', 'de'])
    const load = messageLoader(modules)
    const failures: MessagesFailure[] = []
    const report = (failure: MessagesFailure) => failures.push(failure)
    expect(await load('en', report)).toBeNull()
    expect(await load('de', report)).toBeNull()
    expect(await load('en', report)).toBeNull()
    expect(failures.map((failure) => failure.language)).toEqual(['en', 'de'])
    expect(imports).toEqual(['en', 'de'])
    expect(await load('fr', report)).toBe(fr)
  })
})

describe('the built language modules (dist/worker, `npm run build`)', () => {
  it.each([
    ['en', en],
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
