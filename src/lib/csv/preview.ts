import Papa from 'papaparse'
import { detectSeparator, type CsvSeparator } from './dialect'
import { detectEncoding, type DetectedEncoding } from './encoding'

export interface CsvPreview {
  encoding: DetectedEncoding
  separator: CsvSeparator
  header: string[]
  rows: string[][]
}

/**
 * How much of the file the first rows are read from. papaparse's own `preview` on a whole file
 * reads a 10 MiB chunk first; a small slice gives the first rows in a few milliseconds.
 */
export const previewSliceBytes = 256 * 1024

/** The header and the first `rowLimit` rows, from the start of the file only (blank lines skipped). */
export function previewCsv(bytes: Uint8Array, rowLimit: number): CsvPreview {
  const sliced = bytes.length > previewSliceBytes
  const slice = sliced ? bytes.subarray(0, previewSliceBytes) : bytes
  const encoding = detectEncoding(slice)
  // `stream`: a character cut at the end of the slice waits for bytes that never come, instead of turning into U+FFFD.
  let text = new TextDecoder(encoding.encoding).decode(slice, { stream: sliced })
  // The last line of a slice may be cut short: leave it out.
  if (sliced) text = text.slice(0, text.lastIndexOf('\n') + 1)
  const separator = detectSeparator(text)
  const records = Papa.parse<string[]>(text, { delimiter: separator, preview: rowLimit + 1, skipEmptyLines: 'greedy' }).data
  const [header = [], ...rows] = records
  return { encoding, separator, header, rows }
}
