import { describe, expect, it } from 'vitest'
import { fileNameFromContentDisposition } from '../../src/lib/content-disposition'

describe('fileNameFromContentDisposition', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="elama-report-2026-09.csv"')).toBe('elama-report-2026-09.csv')
  })

  it('reads a token file name and ignores the case of the parameter', () => {
    expect(fileNameFromContentDisposition('attachment; FileName=report.csv; size=10')).toBe('report.csv')
  })

  it('prefers the RFC 5987 filename* with a Cyrillic name over filename, in either order', () => {
    const encoded = encodeURIComponent('отчёт за сентябрь.csv')
    expect(fileNameFromContentDisposition(`attachment; filename="report.csv"; filename*=UTF-8''${encoded}`)).toBe('отчёт за сентябрь.csv')
    expect(fileNameFromContentDisposition(`attachment; filename*=utf-8'ru'${encoded}; filename="report.csv"`)).toBe('отчёт за сентябрь.csv')
  })

  it('reads an ISO-8859-1 filename*', () => {
    expect(fileNameFromContentDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.csv")).toBe('£ rates.csv')
  })

  it('falls back to filename when filename* is broken or in an unknown charset', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'%D0%ZZ')).toBe('a.csv')
    expect(fileNameFromContentDisposition('attachment; filename="a.csv"; filename*=koi8-r\'\'%F0')).toBe('a.csv')
  })

  it('keeps separators and escaped quotes inside a quoted name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a; b \\"c\\".csv"; x=1')).toBe('a; b "c".csv')
  })

  it('reads raw UTF-8 in filename (as headers reach JavaScript, byte per char) as Cyrillic', () => {
    const latin1 = String.fromCharCode(...new TextEncoder().encode('отчёт.csv'))
    expect(fileNameFromContentDisposition(`attachment; filename="${latin1}"`)).toBe('отчёт.csv')
  })

  it('keeps only the last path segment, without control characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/pass\twd"')).toBe('passwd')
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\a.zip"')).toBe('a.zip')
  })

  it('answers null when no name is given', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull()
    expect(fileNameFromContentDisposition('attachment')).toBeNull()
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeNull()
    expect(fileNameFromContentDisposition('inline; filename=".."')).toBeNull()
  })
})
