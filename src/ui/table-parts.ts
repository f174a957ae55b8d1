import { table } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

// The table's styled parts, shared by its body and its header (one style context).
const { withProvider, withContext } = createStyleContext(table)
export const Root = withProvider('div', 'root')
export const TableElement = withContext('table', 'table')
export const Head = withContext('thead', 'head')
export const HeaderCell = withContext('th', 'headerCell')
export const SortButton = withContext('button', 'sortButton')
export const SortMark = withContext('span', 'sortIcon')
export const Body = withContext('tbody', 'body')
export const Cell = withContext('td', 'cell')
// The body's rows and cells are plain elements with the recipe's classes: a fast scroll renders a
// few hundred of them a frame, and a styled part is one more component each.
export const bodyClasses = table()
export const SpacerCell = withContext('td', 'spacer')
export const EmptyCell = withContext('td', 'empty')
export const GroupCell = withContext('th', 'group')
