import { describe, expect, it } from 'vitest'
import { deliveryOrder } from '../../worker/upstream/commerce/reshape'

const sorted = (times: string[]) => [...times].sort((a, b) => deliveryOrder(a) - deliveryOrder(b))

describe('delivery times in the order the shopper chooses from (spec 1 §9)', () => {
  it('puts same day first, then sorts by the first number of days, a time without one last', () => {
    expect(
      sorted([
        '3-5 business days',
        'Ships in 10-14 days',
        'Same day',
        '1-2 business days',
        'Soon',
        '2-4 business days',
      ]),
    ).toEqual([
      'Same day',
      '1-2 business days',
      '2-4 business days',
      '3-5 business days',
      'Ships in 10-14 days',
      'Soon',
    ])
  })

  it('puts next day after same day and before a range of days, in each of the shop’s languages', () => {
    expect(sorted(['2-3 business days', 'Next day', 'Same day'])).toEqual([
      'Same day',
      'Next day',
      '2-3 business days',
    ])
    for (const time of [
      'Next day',
      'Am nächsten Tag',
      'Al día siguiente',
      'Le lendemain',
      'Il giorno successivo',
      'De volgende dag',
    ])
      expect(deliveryOrder(time), time).toBe(1)
  })

  it('knows same day in each of the shop’s languages', () => {
    for (const time of [
      'Same day',
      'Am selben Tag',
      'El mismo día',
      'Le jour même',
      'In giornata',
      'Dezelfde dag',
    ])
      expect(deliveryOrder(time), time).toBe(0)
  })

  it('keeps methods as fast as each other in the service’s order', () => {
    const methods = [
      { code: 'b', time: '2-3 days' },
      { code: 'a', time: '2-4 days' },
    ]
    expect(
      [...methods].sort((x, y) => deliveryOrder(x.time) - deliveryOrder(y.time)).map((method) => method.code),
    ).toEqual(['b', 'a'])
  })
})
