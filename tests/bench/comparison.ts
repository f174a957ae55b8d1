import { textTable, type Figure } from './figures'

const round = (value: number): number => Math.round(value * 100) / 100

/** Pairs of the same figure from this build and the other (BENCH_AGAINST), in this build's order. */
function pairs(
  these: readonly Figure[],
  others: readonly Figure[],
): { name: string; label: string; unit: string; value: number; other: number }[] {
  return these.flatMap((figure) => {
    const other = others.find((candidate) => candidate.name === figure.name)
    return other ? [{ name: figure.name, label: figure.label, unit: figure.unit, value: figure.median, other: other.median }] : []
  })
}

/** This build's median over the other build's, per figure both measured (1.5: this one is half as much again). */
export function comparisonRatios(these: readonly Figure[], others: readonly Figure[]): Record<string, number | null> {
  return Object.fromEntries(pairs(these, others).map((pair) => [pair.name, pair.other === 0 ? null : round(pair.value / pair.other)]))
}

/** A fixed-width table: each figure of this build beside the other build's, and their ratio. */
export function formatComparison(these: readonly Figure[], others: readonly Figure[], otherName: string): string {
  const rows = pairs(these, others).map((pair) => [
    pair.name,
    `${round(pair.value)} ${pair.unit}`,
    `${round(pair.other)} ${pair.unit}`,
    pair.other === 0 ? '—' : `×${round(pair.value / pair.other)}`,
  ])
  const header = ['figure', 'this build', otherName, 'ratio']
  return textTable(header, rows)
}
