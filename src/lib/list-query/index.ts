// List state in the URL: the schema and its reading and writing, the codecs, the ordering.
export {
  correctListQuery,
  hasActiveFilters,
  isFilter,
  lastPage,
  readListQuery,
  resetListQuery,
  sentAs,
  toApiParams,
  urlOnly,
  withoutPaging,
  writeListQuery,
  type ListApiParams,
  type ListParam,
  type ListQuerySchema,
  type ListQueryState,
} from './schema'
export {
  choiceParam,
  dayRangeParam,
  isIsoDay,
  multiChoiceParam,
  pageParam,
  pageSizeParam,
  patternParam,
  textParam,
  type DayRange,
} from './codecs'
export { formatOrdering, orderingParam, parseOrdering, toggleOrdering, type Sort, type SortDirection } from './ordering'
