import { type Brand, logoLayout } from '../../shared/brands'

/**
 * The brand's mark and name, drawn inline so the header needs no image request. The box is as wide as the name
 * needs (`logoLayout`), and the name is drawn to an exact length whatever the font, so no width cuts it: the
 * header scales the whole logo down instead (decision 056).
 */
export function BrandLogo({ brand }: { brand: Brand }) {
  const layout = logoLayout(brand)
  return (
    <svg
      className="brand-logo"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={brand.name}
    >
      <path d={brand.logoPath} fill="currentColor" />
      <text
        className="brand-logo__name"
        x={layout.textX}
        y="23"
        fontSize={layout.fontSize}
        fontWeight="700"
        fill="currentColor"
        textLength={layout.textLength}
        lengthAdjust="spacingAndGlyphs"
      >
        {brand.name.toUpperCase()}
      </text>
    </svg>
  )
}
