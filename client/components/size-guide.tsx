/**
 * The size guide of a shoe's product page (decision 053): how the catalogue's sizes convert between the US, UK and
 * EU systems and foot length, in a disclosure that opens without JavaScript. The market's own system comes first
 * and heads each row, so the size a shopper picks in the buy box is the one they find here.
 */

import { type ShoeSizeSystem, shoeSizeRows, shoeSizeSystemOf } from '../../shared/catalogue/shoe-sizes'
import type { MessageKey } from '../../shared/i18n/i18n'
import { useShop } from '../i18n'

const SYSTEMS: readonly ShoeSizeSystem[] = ['us', 'uk', 'eu']

export function SizeGuide({
  productType,
  sizes,
}: {
  productType: 'shoes' | 'kids-shoes'
  sizes: readonly string[]
}) {
  const { t } = useShop()
  const ours = shoeSizeSystemOf(t.locale)
  const columns = [ours, ...SYSTEMS.filter((system) => system !== ours)]
  const system = (name: ShoeSizeSystem) => t.t(`size.system.${name}` as MessageKey)
  return (
    <details className="size-guide">
      <summary>{t.t('size.guide.title')}</summary>
      <p>{t.t('size.guide.intro', { system: system(ours) })}</p>
      <table className="data-table">
        <caption>{t.t('size.guide.caption')}</caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {system(name)}
              </th>
            ))}
            <th scope="col">{t.t('size.guide.footLength')}</th>
          </tr>
        </thead>
        <tbody>
          {shoeSizeRows(productType, sizes).map((row) => (
            <tr key={row.us}>
              <th scope="row">{row[ours]}</th>
              {columns.slice(1).map((name) => (
                <td key={name}>{row[name]}</td>
              ))}
              <td>{t.number(Number(row.cm))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <a href={`/${t.locale.code}/foot-sizes`}>{t.t('footSizes.link')}</a>
    </details>
  )
}
