/** An e-gift card's part of the buy box (`parts.ts`): "another amount", the recipient, and the state that checks them. */
export { CustomAmountField, CustomAmountOption } from './custom-amount'
export { RecipientFields } from './recipient-fields'
export { useGiftCard } from './use-gift-card'
