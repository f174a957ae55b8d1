/** Separators a report may use, most likely first (ties go to the earlier one). */
export const csvSeparators = [';', ',', '\t', '|'] as const
export type CsvSeparator = (typeof csvSeparators)[number]

const separatorLabels: Record<CsvSeparator, string> = {
  ';': 'точка с запятой (;)',
  ',': 'запятая (,)',
  '\t': 'табуляция',
  '|': 'вертикальная черта (|)',
}

export function separatorLabel(separator: CsvSeparator): string {
  return separatorLabels[separator]
}

/** How many records (not lines: quoted fields may hold newlines) the guess looks at. */
const sampleRecords = 20

/**
 * The separator of CSV text: for each candidate, its count per record outside quotes over the
 * first records; the winner is the one whose most frequent nonzero count holds for the most
 * records (then the larger count). A one-column file answers the first candidate.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = countsPerRecord(text)
  let best: { separator: CsvSeparator; agreeing: number; fields: number } = { separator: csvSeparators[0], agreeing: 0, fields: 0 }
  for (const separator of csvSeparators) {
    const perRecord = counts.map((record) => record[separator])
    const { value, frequency } = mostFrequentNonZero(perRecord)
    if (frequency > best.agreeing || (frequency === best.agreeing && frequency > 0 && value > best.fields)) {
      best = { separator, agreeing: frequency, fields: value }
    }
  }
  return best.separator
}

function countsPerRecord(text: string): Record<CsvSeparator, number>[] {
  const records: Record<CsvSeparator, number>[] = []
  let current = emptyCounts()
  let inQuotes = false
  let recordHasText = false
  for (let index = 0; index < text.length && records.length < sampleRecords; index += 1) {
    const char = text[index]
    if (char === '"') {
      inQuotes = !inQuotes
    } else if (!inQuotes && (char === '\n' || char === '\r')) {
      if (recordHasText) records.push(current)
      current = emptyCounts()
      recordHasText = false
      continue
    } else if (!inQuotes && isSeparator(char)) {
      current[char] += 1
    }
    recordHasText = true
  }
  if (recordHasText && records.length < sampleRecords) records.push(current)
  return records
}

function isSeparator(char: string | undefined): char is CsvSeparator {
  return csvSeparators.some((separator) => separator === char)
}

function emptyCounts(): Record<CsvSeparator, number> {
  return { ';': 0, ',': 0, '\t': 0, '|': 0 }
}

function mostFrequentNonZero(values: readonly number[]): { value: number; frequency: number } {
  const frequencies = new Map<number, number>()
  for (const value of values) if (value > 0) frequencies.set(value, (frequencies.get(value) ?? 0) + 1)
  let best = { value: 0, frequency: 0 }
  for (const [value, frequency] of frequencies) {
    if (frequency > best.frequency || (frequency === best.frequency && value > best.value)) best = { value, frequency }
  }
  return best
}
