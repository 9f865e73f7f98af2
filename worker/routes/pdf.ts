import type { OrderDocument } from '../../shared/bag/order-history'

/**
 * A document as the browser downloads it: a PDF attachment, the shopper's own, never kept by any cache. Answered by
 * `/api/orders` for a script and by the order's page for its plain form.
 */
export function pdf(document: OrderDocument): Response {
  return new Response(document.bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
