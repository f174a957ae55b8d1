import { afterEach, describe, expect, it } from 'vitest'
import { connectNotices, notify, notifyUndoable, type Notice, type NoticeBoard } from '../../src/lib/notices'

/** A board that keeps what it was asked to show, by id. */
function recordingBoard() {
  const shown = new Map<string, Notice>()
  const board: NoticeBoard = { show: (id, notice) => void shown.set(id, notice), dismiss: (id) => void shown.delete(id) }
  return { board, shown }
}

describe('notices', () => {
  let disconnect: () => void = () => {}
  afterEach(() => disconnect())

  it('keeps what is notified before the board is there, and shows it when it connects', () => {
    notify({ type: 'success', title: 'Норма сохранена' })
    const taken = notify({ type: 'info', title: 'Уже неважно' })
    taken()
    const { board, shown } = recordingBoard()
    disconnect = connectNotices(board)
    expect([...shown.values()].map((notice) => notice.title)).toEqual(['Норма сохранена'])
  })

  it('shows a notice under its id again in place of the earlier one, and takes it away', () => {
    const { board, shown } = recordingBoard()
    disconnect = connectNotices(board)
    notify({ id: 'session-end', type: 'warning', title: 'Сеанс скоро закончится' })
    const dismiss = notify({ id: 'session-end', type: 'warning', title: 'Сеанс не продлить' })
    expect([...shown.values()].map((notice) => notice.title)).toEqual(['Сеанс не продлить'])
    dismiss()
    expect(shown.size).toBe(0)
  })

  it('offers «Отменить» for the given time', () => {
    const { board, shown } = recordingBoard()
    disconnect = connectNotices(board)
    let undone = false
    notifyUndoable({ title: 'Вид удалён', duration: 10_000, onUndo: () => (undone = true) })
    const [notice] = shown.values()
    expect(notice).toMatchObject({ type: 'info', title: 'Вид удалён', duration: 10_000, action: { label: 'Отменить' } })
    notice?.action?.onClick()
    expect(undone).toBe(true)
  })
})
