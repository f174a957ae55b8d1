import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../../src/api/http'
import { benchmarks } from '../../src/features/benchmarks/record-type'
import { readListQuery, toApiParams } from '../../src/lib/list-query'

/** Never reached: the call is refused before any request. */
const noServer = {} as unknown as HttpClient

describe('a list’s parameters, written once in its endpoint’s declaration', () => {
  it('makes the URL state: «Категория» read and sent under the API’s name, the default order the contract’s', () => {
    const { schema } = benchmarks
    const state = readListQuery(new URLSearchParams('category=social&category=nope&search=ctr'), schema)
    expect(state.category).toEqual(['social'])
    expect(state.ordering).toBe('name')
    expect(toApiParams(schema, state)).toMatchObject({ category: ['social'], search: ['ctr'], ordering: ['name'] })
  })

  it('types a list call by its declaration: an undeclared parameter does not compile, nor is it sent', async () => {
    const call = () =>
      // @ts-expect-error `categories` is no parameter of the benchmarks list (its declaration says `category`).
      benchmarks.resource.list(noServer, { categories: ['social'] })
    await expect(call()).rejects.toThrow('declares no query parameter categories')
  })
})
