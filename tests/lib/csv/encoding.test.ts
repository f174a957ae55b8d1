import { describe, expect, it } from 'vitest'
import { detectEncoding, encodingLabel } from '../../../src/lib/csv/encoding'
import { encodeText } from './csv-files'

describe('detectEncoding', () => {
  it('reads a byte-order mark as UTF-8 with BOM', () => {
    const detected = detectEncoding(encodeText('имя;почта\r\n', 'utf-8-bom'))
    expect(detected).toEqual({ encoding: 'utf-8', bom: true })
    expect(encodingLabel(detected)).toBe('UTF-8 с BOM')
  })

  it('reads valid UTF-8 without a mark as UTF-8', () => {
    const detected = detectEncoding(encodeText('email;компания\r\nx@y.ru;ООО «Ёж»\r\n', 'utf-8'))
    expect(detected).toEqual({ encoding: 'utf-8', bom: false })
    expect(encodingLabel(detected)).toBe('UTF-8 без BOM')
  })

  it('reads Cyrillic that is not UTF-8 as Windows-1251', () => {
    const detected = detectEncoding(encodeText('email;компания\r\nx@y.ru;ООО «Ёж»\r\n', 'windows-1251'))
    expect(detected).toEqual({ encoding: 'windows-1251', bom: false })
    expect(encodingLabel(detected)).toBe('Windows-1251')
  })

  it('looks past a long ASCII start to the first non-ASCII byte', () => {
    const ascii = 'a;b\r\n'.repeat(40_000)
    expect(detectEncoding(encodeText(`${ascii}Ёлка;1\r\n`, 'windows-1251')).encoding).toBe('windows-1251')
    expect(detectEncoding(encodeText(`${ascii}Ёлка;1\r\n`, 'utf-8')).encoding).toBe('utf-8')
  })

  it('takes a UTF-8 file cut in the middle of a character (the first part of a file) for UTF-8', () => {
    const bytes = encodeText('ж'.repeat(10), 'utf-8')
    expect(detectEncoding(bytes.subarray(0, 7)).encoding).toBe('utf-8')
    const threeByte = encodeText('€€', 'utf-8')
    expect(detectEncoding(threeByte.subarray(0, 5)).encoding).toBe('utf-8')
  })

  it('reads pure ASCII as UTF-8', () => {
    expect(detectEncoding(encodeText('a,b\n1,2\n', 'utf-8'))).toEqual({ encoding: 'utf-8', bom: false })
  })
})
