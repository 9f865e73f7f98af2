/**
 * The size chart of a product type, in a disclosure that opens without JavaScript. Column names come from the
 * message catalogue; values are the service's.
 */
import type { MessageKey } from '../../shared/i18n/i18n'
import { useShop } from '../i18n'

export interface SizeChartData {
  unit: string
  columns: string[]
  rows: string[][]
}

export function SizeChart({
  chart,
  open = false,
  footSizesUrl,
}: {
  chart: SizeChartData
  open?: boolean
  footSizesUrl?: string
}) {
  const { t } = useShop()
  const column = (name: string) => {
    const key = `sizeChart.${name}` as MessageKey
    const text = t.t(key)
    return text === key || !text ? name : text
  }
  return (
    <details className="size-chart" open={open}>
      <summary>{t.t('sizeChart.title')}</summary>
      <table className="data-table">
        <caption>{t.t('sizeChart.caption', { unit: chart.unit })}</caption>
        <thead>
          <tr>
            {chart.columns.map((name) => (
              <th key={name} scope="col">
                {column(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={chart.columns[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={chart.columns[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {footSizesUrl ? <a href={footSizesUrl}>{t.t('footSizes.link')}</a> : null}
    </details>
  )
}
