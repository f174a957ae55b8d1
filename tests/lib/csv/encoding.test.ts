import { describe, expect, it } from 'vitest'
import { detectEncoding, encodingLabel, StreamingDecoder } from '../../../src/lib/csv/encoding'
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

describe('StreamingDecoder', () => {
  function decodeInParts(bytes: Uint8Array, partBytes: number) {
    const decoder = new StreamingDecoder()
    let text = ''
    for (let offset = 0; offset < bytes.length; offset += partBytes) text += decoder.decode(bytes.subarray(offset, offset + partBytes))
    const end = decoder.end()
    return { text: text + end.text, encoding: end.encoding }
  }

  it.each(['utf-8', 'utf-8-bom', 'windows-1251'] as const)(
    'decodes a %s file cut anywhere to the text of the whole file, with its encoding',
    (encoding) => {
      // The first non-ASCII byte comes late: the encoding is decided parts after the start.
      const bytes = encodeText(`${'a;b\r\n'.repeat(30_000)}${'Ёлкин;«кавычки»\r\n'.repeat(20_000)}`, encoding)
      const whole = { text: new TextDecoder(detectEncoding(bytes).encoding).decode(bytes), encoding: detectEncoding(bytes) }
      expect(whole.text.endsWith('Ёлкин;«кавычки»\r\n')).toBe(true)
      for (const partBytes of [1, 3, 4097, 70_000]) expect(decodeInParts(bytes, partBytes)).toEqual(whole)
    },
  )

  it('holds the text back until the encoding is certain, then gives it part by part', () => {
    const decoder = new StreamingDecoder()
    const ascii = encodeText('a;b\r\n'.repeat(20), 'utf-8')
    expect(decoder.decode(ascii)).toBe('')
    const cyrillic = encodeText(`${'ж'.repeat(70_000)}\r\n`, 'windows-1251')
    expect(decoder.decode(cyrillic)).toBe(`${'a;b\r\n'.repeat(20)}${'ж'.repeat(70_000)}\r\n`)
    expect(decoder.decode(encodeText('ёж', 'windows-1251'))).toBe('ёж')
    expect(decoder.end()).toEqual({ text: '', encoding: { encoding: 'windows-1251', bom: false } })
  })

  it('reads an empty or pure ASCII file as UTF-8 at its end', () => {
    expect(new StreamingDecoder().end()).toEqual({ text: '', encoding: { encoding: 'utf-8', bom: false } })
    const decoder = new StreamingDecoder()
    expect(decoder.decode(encodeText('a,b\n', 'utf-8'))).toBe('')
    expect(decoder.end()).toEqual({ text: 'a,b\n', encoding: { encoding: 'utf-8', bom: false } })
  })
})
