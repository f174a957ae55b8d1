import { describe, expect, test } from 'vitest'
import { foldSearchText, phoneDigitForms, searchTextToSend, searchWords } from '../../contract/search-text'

describe('searchTextToSend: what a backend that matches a substring is asked for', () => {
  test.each([
    ['8 999 123-45-67', '+79991234567'],
    ['8 (999) 123-45-67', '+79991234567'],
    ['8-999-123-45-67', '+79991234567'],
    ['89991234567', '+79991234567'],
    ['+7 (999) 123-45-67', '+79991234567'],
    ['7 999 123 45 67', '+79991234567'],
    ['  8 999 123-45-67 ', '+79991234567'],
    ['8 (999) 12', '+799912'],
    ['(999) 123-45-67', '9991234567'],
    ['999 123-45', '99912345'],
    ['8 999', '+7999'],
  ])('a phone typed %j goes as %j', (typed, sent) => {
    expect(searchTextToSend(typed)).toBe(sent)
  })

  test.each([
    // a plain backend finds these as typed at least as well: the stored +79991234567 holds them
    ['+79991234567'],
    ['79991234567'],
    ['9991234567'],
    // a bare number may be part of an e-mail (ivan8999@…)
    ['8999'],
    // ё, word order and case: a plain backend compares letters, and folding would find less
    ['Алёна Петрова'],
    ['Петрова Алёна'],
    ['ivan.petrov@'],
    // a day, not a phone
    ['2026-10-03'],
    ['+'],
    ['7-11'],
  ])('%j goes as typed', (typed) => {
    expect(searchTextToSend(typed)).toBe(typed)
  })
})

describe('the reference server folding', () => {
  test('lower case and ё as е', () => {
    expect(foldSearchText('Алёна ЁЛКИНА Pётр')).toBe('алена елкина pетр')
  })

  test('a Russian number is stored by its digits with 7 and with 8; another by its digits', () => {
    expect(phoneDigitForms('+79991234567')).toEqual(['79991234567', '89991234567'])
    expect(phoneDigitForms('8 (999) 123-45-67')).toEqual(['79991234567', '89991234567'])
    expect(phoneDigitForms('+44 20 7946 0958')).toEqual(['442079460958'])
  })

  test('words keep the order typed and are each found on their own; ё folded', () => {
    expect(searchWords('Петрова  Алёна')).toEqual([{ alternatives: ['петрова'] }, { alternatives: ['алена'] }])
    expect(searchWords('Алёна Петрова')).toEqual([{ alternatives: ['алена'] }, { alternatives: ['петрова'] }])
  })

  test('a phone typed in groups is one word, found as typed or by its ten digits', () => {
    expect(searchWords('8 (999) 123-45-67')).toEqual([{ alternatives: ['8 (999) 123-45-67', '9991234567'] }])
    expect(searchWords('+7 999 12')).toEqual([{ alternatives: ['+7 999 12', '799912'] }])
    expect(searchWords('Петров 8 999')).toEqual([{ alternatives: ['петров'] }, { alternatives: ['8 999', '8999'] }])
    expect(searchWords('ivan85')).toEqual([{ alternatives: ['ivan85'] }])
  })
})
