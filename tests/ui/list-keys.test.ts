import { afterEach, describe, expect, it } from 'vitest'
import { focusPageRow } from '../../src/ui/list-keys'

/** A grid as the Table renders it: its label, and a body whose current row is in the Tab order. */
const grid = (label: string, firstRow: string) =>
  `<table role="grid" aria-label="${label}"><tbody><tr tabindex="0" data-row="${firstRow}"><td>${firstRow}</td></tr><tr tabindex="-1"><td>…</td></tr></tbody></table>`

afterEach(() => {
  document.body.innerHTML = ''
})

describe('j/k pressed from nowhere', () => {
  it('goes to the table the screen names, past a table above it', () => {
    document.body.innerHTML = grid('Последние операции', 'operation') + grid('Лента', 'event')
    expect(focusPageRow('Лента')).toBe(true)
    expect(document.activeElement).toHaveAttribute('data-row', 'event')
  })

  it('goes to the first table when the screen names none, or names one not shown', () => {
    document.body.innerHTML = grid('Последние операции', 'operation') + grid('Лента', 'event')
    expect(focusPageRow()).toBe(true)
    expect(document.activeElement).toHaveAttribute('data-row', 'operation')
    document.body.innerHTML = grid('Последние операции', 'operation')
    expect(focusPageRow('Лента')).toBe(true)
    expect(document.activeElement).toHaveAttribute('data-row', 'operation')
  })

  it('leaves a table inside a dialog alone', () => {
    document.body.innerHTML = `<div role="dialog">${grid('Лента', 'in-dialog')}</div>`
    expect(focusPageRow('Лента')).toBe(false)
  })
})
