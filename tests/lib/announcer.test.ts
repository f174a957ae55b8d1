import { describe, expect, it } from 'vitest'
import { announce, currentAnnouncements, quarterReached, subscribeToAnnouncements } from '../../src/lib/announcer'

const texts = (politeness: 'polite' | 'assertive') => currentAnnouncements()[politeness].map((announcement) => announcement.text)

describe('announcer', () => {
  it('puts a message in the polite region, a failure in the assertive one, and tells its listeners', () => {
    let heard = 0
    const stop = subscribeToAnnouncements(() => {
      heard += 1
    })
    announce('Норма сохранена')
    announce('Не удалось сохранить', { assertive: true })
    stop()
    announce('Не услышано')
    expect(heard).toBe(2)
    expect(texts('polite')).toContain('Норма сохранена')
    expect(texts('assertive').at(-1)).toBe('Не удалось сохранить')
  })

  it('says the same text twice as two messages (a new node each), keeping the last few', () => {
    announce('Найдено: 3')
    announce('Найдено: 3')
    const [first, second] = currentAnnouncements().polite.slice(-2)
    expect(first?.text).toBe('Найдено: 3')
    expect(second?.text).toBe('Найдено: 3')
    expect(first?.id).not.toBe(second?.id)
    for (let index = 0; index < 10; index += 1) announce(`Сообщение ${index}`)
    expect(texts('polite')).toEqual(['Сообщение 7', 'Сообщение 8', 'Сообщение 9'])
  })

  it('says nothing for an empty text', () => {
    const before = currentAnnouncements()
    announce('   ')
    expect(currentAnnouncements()).toBe(before)
  })

  it('counts the quarters of a progress, 4 at the end', () => {
    expect([0, 24, 25, 49, 50, 75, 99, 100].map((done) => quarterReached(done, 100))).toEqual([0, 0, 1, 1, 2, 3, 3, 4])
    expect(quarterReached(0, 0)).toBe(0)
  })
})
