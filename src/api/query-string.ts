import { searchTextToSend } from '../../contract/search-text'

export type QueryValue = string | number | boolean | null | undefined

export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>

/**
 * How array parameters are written: 'repeat' gives `type=a&type=b` (the general rule of the API),
 * 'comma' gives `status=a,b` (the customers list).
 */
export type ArrayFormat = 'repeat' | 'comma'

/**
 * The query string for `params`, with its leading '?', or '' when nothing is left.
 * null, undefined and '' are dropped (also inside arrays); an array with nothing left is dropped.
 * A `search` goes as a backend that matches a substring finds it best (a phone as +7…): every
 * list's and the palette's searches leave through here.
 */
export function buildQueryString(params: QueryParams | undefined, arrayFormat: ArrayFormat = 'repeat'): string {
  if (!params) return ''
  const pairs: string[] = []
  for (const [name, value] of Object.entries(params)) {
    const present = (Array.isArray(value) ? value : [value]).filter(isPresent).map(String)
    const values = name === 'search' ? present.map(searchTextToSend) : present
    if (values.length === 0) continue
    const key = encodeURIComponent(name)
    if (arrayFormat === 'comma' && Array.isArray(value)) {
      pairs.push(`${key}=${values.map(encodeURIComponent).join(',')}`)
    } else {
      for (const item of values) pairs.push(`${key}=${encodeURIComponent(item)}`)
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

function isPresent(value: QueryValue): value is string | number | boolean {
  return value !== null && value !== undefined && value !== ''
}
