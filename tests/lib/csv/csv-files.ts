import { elamaReportColumns } from '../../../contract/schemas/finance'

/** Writes CSV files in the dialects real reports come in, for the tests to read back. */

export type TestEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1251'

export interface CsvFileOptions {
  separator: string
  encoding: TestEncoding
  /** @default '\r\n' */
  newline?: string
}

/** Windows-1251 bytes of text, from a table built by decoding every byte (no hand-written answers). */
export function encodeWindows1251(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index += 1) {
    const byte = windows1251Bytes.get(text.charAt(index))
    if (byte === undefined) throw new Error(`no Windows-1251 byte for ${text.charAt(index)}`)
    bytes[index] = byte
  }
  return bytes
}

const windows1251Bytes = new Map<string, number>()
const windows1251Decoder = new TextDecoder('windows-1251')
for (let byte = 0; byte < 256; byte += 1) windows1251Bytes.set(windows1251Decoder.decode(Uint8Array.of(byte)), byte)

export function csvText(rows: readonly (readonly string[])[], separator: string, newline = '\r\n'): string {
  const cell = (value: string) => (value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
  return rows.map((row) => row.map(cell).join(separator)).join(newline) + newline
}

export function encodeText(text: string, encoding: TestEncoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'windows-1251') return encodeWindows1251(text)
  const utf8 = new TextEncoder().encode(text)
  if (encoding === 'utf-8') return utf8
  const bytes = new Uint8Array(utf8.length + 3)
  bytes.set([0xef, 0xbb, 0xbf])
  bytes.set(utf8, 3)
  return bytes
}

export function csvFile(rows: readonly (readonly string[])[], options: CsvFileOptions): Uint8Array<ArrayBuffer> {
  return encodeText(csvText(rows, options.separator, options.newline), options.encoding)
}

/** The contract's columns of the eLama report. */
export const reportHeader = elamaReportColumns

const companies = ['ООО «Ромашка»', 'ИП Ёлкин', 'АО "Северсталь; Юг"', 'Студия, дизайн', '']

/** `count` report rows with Cyrillic, quotes, separators inside cells and empty cells. */
export function reportRows(count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [
    `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    `user${index}@example.ru`,
    companies[index % companies.length] ?? '',
    `2026-0${(index % 9) + 1}-15T10:00:00+03:00`,
    index % 2 === 0 ? 'яндекс' : 'vk',
    index % 3 === 0 ? '' : 'осень-2026',
    `${index * 10}.50`,
    `${index}.25`,
    String(index % 7),
  ])
}
