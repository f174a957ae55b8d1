import { useAtom } from 'jotai'
import { undoWindowChoices, undoWindowLabel, undoWindowMsAtom } from '../state/lists/deferred-deletion'
import { NativeSelect } from '../ui'

const undoWindowItems = undoWindowChoices.map((ms) => ({ value: String(ms), label: undoWindowLabel(ms) }))

/** «Время на отмену»: how long every «Отменить» is offered (5, 20 or 60 seconds). */
export function UndoWindowSwitch() {
  const [windowMs, setWindowMs] = useAtom(undoWindowMsAtom)
  return (
    <NativeSelect
      label="Время на отмену"
      items={undoWindowItems}
      value={String(windowMs)}
      onValueChange={(value) => setWindowMs(Number(value))}
    />
  )
}
