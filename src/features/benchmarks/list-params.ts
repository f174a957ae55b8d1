import { benchmarkCategories, benchmarkOrderingFields } from '../../../contract/schemas/benchmarks'
import { multiChoiceParam, orderingParam, pageParam, pageSizeParam, textParam } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/** «Нормы» in the URL, under the API's keys: `/benchmarks?search=…&category=banner&category=social&ordering=-updated_at`. */
export const benchmarksListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  categories: multiChoiceParam('category', benchmarkCategories),
  ordering: orderingParam('ordering', benchmarkOrderingFields, 'name'),
}
