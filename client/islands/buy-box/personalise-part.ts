/** A personalisable product's part of the buy box (`parts.ts`): "Personalise it" and the state that checks it. */
export { PersonaliseOption } from './personalise-option'
export { usePersonalisation } from './use-personalisation'
