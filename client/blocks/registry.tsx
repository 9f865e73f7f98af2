/** The one map from block type to component. A type missing here fails the type check, not a page. */
import type { ReactElement } from 'react'
import type { Block, BlockType } from '../../shared/content'
import { Banner } from './banner'
import { Collection } from './collection'
import { Hero } from './hero'

type Renderers = { [T in BlockType]: (block: Extract<Block, { type: T }>, index: number) => ReactElement }

const BLOCK_RENDERERS: Renderers = {
  hero: (block, index) => <Hero block={block} first={index === 0} />,
  banner: (block) => <Banner block={block} />,
  collection: (block) => <Collection block={block} />,
}

function renderBlock<T extends BlockType>(block: Extract<Block, { type: T }>, index: number): ReactElement {
  return (BLOCK_RENDERERS[block.type] as Renderers[T])(block, index)
}

export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <div key={block.id} className="block-slot" data-block-type={block.type}>
          {renderBlock(block, index)}
        </div>
      ))}
    </>
  )
}
