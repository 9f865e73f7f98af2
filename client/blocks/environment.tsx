/**
 * The block environment (see shared/content/block-environment.ts) as React context for the block components.
 */
import { createContext, useContext } from 'react'
import { type BlockEnvironment, DEFAULT_BLOCK_ENVIRONMENT } from '../../shared/content/block-environment'

export const BlockEnvironmentContext = createContext<BlockEnvironment>(DEFAULT_BLOCK_ENVIRONMENT)

export const useBlockEnvironment = () => useContext(BlockEnvironmentContext)
