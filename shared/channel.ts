/**
 * The sales channel and source code of the commerce document (spec 1 §6, §9). Every upstream call names its channel
 * in `x-channel`: the shop's own (`ECOMM`), or the mobile app's when the shop is shown in the app's webview. Orders
 * carry the shop's source code.
 */
export const CHANNEL_HEADER = 'x-channel'
export const SALES_CHANNELS = { shop: 'ECOMM', app: 'MOBILEAPP' } as const
export type SalesChannel = (typeof SALES_CHANNELS)[keyof typeof SALES_CHANNELS]
export const SOURCE_CODE = 'ECOM15'
