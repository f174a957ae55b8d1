/**
 * Search text as Russian staff type it. The reference server folds both sides (`foldSearchText`,
 * `searchWords`, `phoneDigitForms`); against any backend the console sends what a plain substring
 * search finds best (`searchTextToSend`).
 */

/** Lower case, and ё as е: «Алёна» and «алена» are one text. */
export function foldSearchText(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е')
}

const phoneCharacters = /^[+\d\s()-]+$/
const phoneFormatting = /[\s()-]/
const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The digits of a Russian number as written with 7 and with 8 (both hold the ten digits alone); others as their digits. */
export function phoneDigitForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits.length === 10 ? digits : null
  return national === null ? [digits] : [`7${national}`, `8${national}`]
}

/**
 * What a list's or the palette's search sends to a backend that matches the text as a substring:
 * a phone typed with formatting or a leading 8 goes as the backend stores it, `+7XXXXXXXXXX` (a
 * part of one: `8 (999) 12` as `+799912`, `999 123-45` as `99912345`). Anything else goes as
 * typed: ё, word order, a day (2026-10-03) and a bare number may be part of an e-mail, a name or
 * a text, and changing them would find less.
 */
export function searchTextToSend(text: string): string {
  const trimmed = text.trim()
  if (!phoneCharacters.test(trimmed) || isoDay.test(trimmed)) return text
  const digits = trimmed.replace(/\D/g, '')
  // a phone begins with its code: fewer digits («7-11») are more likely a name's
  if (digits.length < 4) return text
  const formatted = phoneFormatting.test(trimmed)
  const whole = digits.length === 11 && /^[78]/.test(digits)
  if (!formatted && !(whole && digits.startsWith('8'))) return text
  const prefixed = trimmed.startsWith('+7') || /^[78]\D/.test(trimmed) || whole
  return prefixed ? `+7${digits.slice(1)}` : digits
}

/** One word of a search and the texts any of which it may be found as (a phone: as typed and as its digits). */
export interface SearchWord {
  alternatives: string[]
}

const phonePart = /^\+?[\d().-]*\d[\d().-]*$/

/**
 * The words of a search, folded, each to be found somewhere in the record (in any order). Phone
 * parts typed with spaces («8 999 123-45-67») are one word, found as typed or by their digits.
 */
export function searchWords(search: string): SearchWord[] {
  const words: SearchWord[] = []
  let phoneRun: string[] = []
  const endPhoneRun = () => {
    if (phoneRun.length === 0) return
    const typed = phoneRun.join(' ')
    const digits = typed.replace(/\D/g, '')
    const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits
    words.push({ alternatives: [...new Set([typed, national])] })
    phoneRun = []
  }
  for (const token of foldSearchText(search).split(/\s+/).filter(Boolean)) {
    if (phonePart.test(token)) {
      phoneRun.push(token)
      continue
    }
    endPhoneRun()
    words.push({ alternatives: [token] })
  }
  endPhoneRun()
  return words
}
