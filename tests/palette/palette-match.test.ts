import { describe, expect, it } from 'vitest'
import { cachedTargets, layoutVariants, matchTarget, matchTier, rankMatches, scoreMatch, tierOf } from '../../src/lib/palette-match'

const labels = (items: { item: { label: string } }[]) => items.map(({ item }) => item.label)
const targetOf = cachedTargets((item: { label: string; keywords?: string[] }) => item)

describe('the palette matcher', () => {
  it('reads a query typed in the wrong layout both ways', () => {
    expect(layoutVariants('gjgjkybnm')).toContain('пополнить')
    expect(layoutVariants('ыуфкср')).toContain('search')
    expect(layoutVariants('Ёлка')).toContain('елка')
  })

  it('ranks a whole prefix, then word starts, then inside a word, then scattered letters', () => {
    const variants = layoutVariants('нор')
    expect(tierOf(scoreMatch(variants, matchTarget('Нормы')))).toBe(matchTier.prefix)
    expect(tierOf(scoreMatch(variants, matchTarget('Перейти: Нормы')))).toBe(matchTier.wordStart)
    expect(tierOf(scoreMatch(variants, matchTarget('Минорный')))).toBe(matchTier.inside)
    expect(tierOf(scoreMatch(variants, matchTarget('Наборщик')))).toBe(matchTier.scattered)
    expect(scoreMatch(variants, matchTarget('Дэшбоард'))).toBe(0)
  })

  it('finds by keywords and by words in any order', () => {
    const items = [{ label: 'Сменить активную модель', keywords: ['heatmap'] }, { label: 'Выйти' }]
    expect(labels(rankMatches(items, 'heat', targetOf, 10))).toEqual(['Сменить активную модель'])
    expect(labels(rankMatches(items, 'модель акт', targetOf, 10))).toEqual(['Сменить активную модель'])
  })

  it('never lets scattered letters outrank a name or an e-mail that starts with the query', () => {
    const items = [
      { label: 'Go to: invoices and banking' },
      { label: 'I have an answer' },
      { label: 'Открыть: Иван Петров · ivan@example.ru' },
      { label: 'Открыть: Мария Кузнецова · ivanova.m@example.ru' },
    ]
    expect(labels(rankMatches(items, 'ivan', targetOf, 10))).toEqual([
      'Открыть: Иван Петров · ivan@example.ru',
      'Открыть: Мария Кузнецова · ivanova.m@example.ru',
      'I have an answer',
      'Go to: invoices and banking',
    ])
  })

  it('keeps the best `limit` only', () => {
    const items = Array.from({ length: 1000 }, (_, index) => ({ label: `Команда ${index}` }))
    expect(rankMatches(items, 'команда', targetOf, 50)).toHaveLength(50)
  })
})
