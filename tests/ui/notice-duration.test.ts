import { describe, expect, it } from 'vitest'
import { minimumNoticeMs, noticeDuration } from '../../src/ui/notice-duration'

describe('noticeDuration', () => {
  it('keeps a short notice six seconds', () => {
    expect(noticeDuration(['Норма сохранена'])).toBe(minimumNoticeMs)
    expect(noticeDuration(['Пополнение подтверждено: Иван Петров', 'Зачислено 60 000,00 ₽'])).toBe(minimumNoticeMs)
  })

  it('keeps a long notice its reading time: longer with each word', () => {
    const long = 'Не удалось сохранить норму: другой сотрудник изменил её, пока вы её правили; откройте её снова и проверьте значения'
    const twice = `${long} ${long}`
    expect(noticeDuration([long])).toBeGreaterThan(minimumNoticeMs)
    expect(noticeDuration([twice])).toBeGreaterThan(noticeDuration([long]))
  })

  it('gives a part that is not text (a link) time of its own', () => {
    expect(noticeDuration(['Удалено', { link: true }])).toBeGreaterThan(noticeDuration(['Удалено']))
  })
})
