/**
 * Server side of an island: renders the component inside a marker that names it and carries its props as JSON,
 * and records the name so the document can preload the chunks of the islands that hydrate with the page. In the
 * browser, `client/entry.tsx` finds the marker and hydrates the same component with the same props, when the
 * island's strategy says (`names.ts`). The marker carries that strategy (`data-hydrate`, absent for `load`), so the
 * browser's entry holds no table of islands beyond its chunk loaders.
 */
import { type ComponentType, createContext, useContext } from 'react'
import { ISLAND_HYDRATION, type IslandName } from './names'

/** Collects the islands rendered into a page. */
export const IslandCollectorContext = createContext<Set<IslandName> | null>(null)

export interface IslandProps<P extends object> {
  name: IslandName
  component: ComponentType<P>
  props: P
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  useContext(IslandCollectorContext)?.add(name)
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-hydrate={ISLAND_HYDRATION[name] === 'load' ? undefined : ISLAND_HYDRATION[name]}
      className="island"
    >
      <Component {...props} />
    </div>
  )
}
