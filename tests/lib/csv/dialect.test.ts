import { describe, expect, it } from 'vitest'
import { detectSeparator, separatorLabel } from '../../../src/lib/csv/dialect'
import { csvText, reportHeader, reportRows } from './csv-files'

describe('detectSeparator', () => {
  it.each([';', ',', '\t'])('finds %j in a report whose cells hold the other separators', (separator) => {
    const text = csvText([[...reportHeader], ...reportRows(30)], separator)
    expect(detectSeparator(text)).toBe(separator)
  })

  it('does not count separators inside quotes, even across lines', () => {
    const text = 'name;note\r\n"a, b, c";"x,\r\ny, z"\r\n"d, e";f\r\n'
    expect(detectSeparator(text)).toBe(';')
  })

  it('prefers the separator with the steady count over decimal commas', () => {
    expect(detectSeparator('a;b;c\n1,5;2,25;x\n3;4,5;y\n')).toBe(';')
  })

  it('names the separator in Russian', () => {
    expect(separatorLabel(';')).toBe('точка с запятой (;)')
    expect(separatorLabel(',')).toBe('запятая (,)')
  })
})
