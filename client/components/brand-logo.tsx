import type { Brand } from '../../shared/brands'

/** The brand's mark and name, drawn inline so the header needs no image request. */
export function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <svg
      className="brand-logo"
      viewBox="0 0 160 32"
      width="160"
      height="32"
      role="img"
      aria-label={brand.name}
    >
      <path d={brand.logoPath} fill="currentColor" />
      <text x="58" y="23" fontSize="20" fontWeight="700" fill="currentColor" letterSpacing="1">
        {brand.name.toUpperCase()}
      </text>
    </svg>
  )
}
