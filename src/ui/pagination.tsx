import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { pagination } from 'styled-system/recipes'
import { formatNumber } from '../lib/format'
import { DEFAULT_PAGE_SIZES } from '../lib/list-query'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { NativeSelect } from './native-select'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(pagination)
const Root = withProvider('div', 'root')
const Summary = withContext('p', 'summary')
const Pages = withContext(ArkPagination.Root, 'pages')
const PrevTrigger = withContext(ArkPagination.PrevTrigger, 'prevTrigger')
const NextTrigger = withContext(ArkPagination.NextTrigger, 'nextTrigger')
const Item = withContext(ArkPagination.Item, 'item')
const Ellipsis = withContext(ArkPagination.Ellipsis, 'ellipsis')
const PageSize = withContext('div', 'pageSize')

export { DEFAULT_PAGE_SIZES }

export interface PaginationProps {
  /** The current page, from 1. */
  page: number
  pageSize: number
  /** How many records there are in all (the list's `count`). */
  count: number
  onPageChange: (page: number) => void
  /** Shows the «Строк на странице» select; the caller usually goes back to page 1 too. */
  onPageSizeChange?: (pageSize: number) => void
  /** @default [25, 50, 100, 500] */
  pageSizes?: readonly number[]
  className?: string
}

/** «1–25 из 2 000»: the records on this page and the total. */
export function describeRange(page: number, pageSize: number, count: number): string {
  if (count === 0) return '0 из 0'
  const first = Math.min((page - 1) * pageSize + 1, count)
  const last = Math.min(page * pageSize, count)
  return `${formatNumber(first)}–${formatNumber(last)} из ${formatNumber(count)}`
}

export function Pagination({
  page,
  pageSize,
  count,
  onPageChange,
  onPageSizeChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  className,
}: PaginationProps) {
  const sizeItems = pageSizes.map((size) => ({ value: String(size), label: String(size) }))
  return (
    <Root className={className}>
      <Summary>{describeRange(page, pageSize, count)}</Summary>
      <Pages
        count={count}
        page={page}
        pageSize={pageSize}
        siblingCount={1}
        onPageChange={(details: { page: number }) => onPageChange(details.page)}
        translations={{
          rootLabel: 'Страницы',
          prevTriggerLabel: 'Назад',
          nextTriggerLabel: 'Вперёд',
          itemLabel: ({ page: item, totalPages }) => `Страница ${item} из ${totalPages}`,
        }}
      >
        <PrevTrigger>
          <ChevronLeftIcon />
          Назад
        </PrevTrigger>
        <ArkPagination.Context>
          {(api) =>
            api.pages.map((item, index) =>
              item.type === 'page' ? (
                <Item key={item.value} {...item}>
                  {formatNumber(item.value)}
                </Item>
              ) : (
                <Ellipsis key={`ellipsis-${index}`} index={index}>
                  …
                </Ellipsis>
              ),
            )
          }
        </ArkPagination.Context>
        <NextTrigger>
          Вперёд
          <ChevronRightIcon />
        </NextTrigger>
      </Pages>
      {onPageSizeChange && (
        <PageSize>
          <NativeSelect
            label="Строк на странице"
            items={sizeItems}
            value={String(pageSize)}
            onValueChange={(value) => {
              const next = Number(value)
              if (Number.isInteger(next) && next !== pageSize) onPageSizeChange(next)
            }}
          />
        </PageSize>
      )}
    </Root>
  )
}
