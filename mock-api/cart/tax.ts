/**
 * Where the tax engine places an address. Sales tax in the US is owed to the place a ZIP code lies in, found by
 * its first three digits (the sectional centre); a ZIP code whose sectional centre the postal service never
 * assigned lies nowhere, so the engine cannot work out the tax on a delivery there and the cart service refuses
 * the address with TAX309. Elsewhere the tax follows the country and province alone.
 */

/**
 * US sectional centres (a ZIP code's first three digits) the postal service has never assigned: 000–004 and the
 * gaps of its list. A ZIP code of one of them passes the five-digit format but names no place.
 */
const UNASSIGNED_US_CENTRES = new Set(
  [
    '000 001 002 003 004 099 213 269 343 345 348 353 419 428 429 517 518 519 529 533 536 552 568 578 579',
    '589 621 632 642 643 659 663 682 694 695 696 697 698 699 702 709 715 732 742 771 817 818 819 839 848',
    '849 851 854 858 861 862 866 867 868 869 876 886 887 888 892 896 899 909 929 987',
  ]
    .join(' ')
    .split(' '),
)

/** Whether the tax engine can place a delivery address to work out its tax. */
export function taxEnginePlaces(address: { countryCode: string; postalCode: string }): boolean {
  if (address.countryCode !== 'US') return true
  return !UNASSIGNED_US_CENTRES.has(address.postalCode.trim().slice(0, 3))
}
