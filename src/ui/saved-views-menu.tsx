import { Portal } from '@ark-ui/react/portal'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { FormProblem } from '../lib/form'
import { viewNameMaxLength, type SavedView, type SavedViewsController } from '../lib/list-query/saved-views'
import { notify, notifyUndoable } from '../lib/notices'
import { Button } from './button'
import { Field, Input } from './field'
import { FormDialog } from './form-drawer'
import { CheckIcon, ChevronDownIcon } from './icons'
import { Menu } from './menu'

const triggerText = css({ maxW: '16rem', truncate: true })

/** How long «Отменить» is offered after a view is deleted: nothing is sent anywhere, so it may stay a while. */
const undoDuration = 10_000

const viewValue = (view: SavedView) => `view:${view.id}`

type Naming = { mode: 'save' } | { mode: 'rename'; view: SavedView }

/** What the name dialog's «Сохранить» came to: done, refused, or a view has the name and may be replaced. */
type NameAnswer = { status: 'done' } | { status: 'refused'; message: string } | { status: 'taken'; message: string; replace: () => void }

/**
 * A list's saved views in its toolbar, as a menu button: «Виды» (or the name of the view the list
 * shows), listing the views (choosing one opens it), «Сохранить вид…» and, while a view shows,
 * «Переименовать…» and «Удалить» it (with «Отменить» in a notice).
 */
export function SavedViewsMenu({ views, current, open, save, replace, rename, remove, useNameForm }: SavedViewsController) {
  const [naming, setNaming] = useState<Naming | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  const deleteCurrent = (view: SavedView) => {
    const undo = remove(view.id)
    if (undo) notifyUndoable({ title: 'Вид удалён', description: view.name, duration: undoDuration, onUndo: undo })
  }
  const choose = (value: string) => {
    if (value === 'save') setNaming({ mode: 'save' })
    else if (value === 'rename' && current) setNaming({ mode: 'rename', view: current })
    else if (value === 'delete' && current) deleteCurrent(current)
    else {
      const chosen = views.find((view) => viewValue(view) === value)
      if (chosen) open(chosen.id)
    }
  }
  const submitName = (target: Naming, name: string): NameAnswer => {
    if (target.mode === 'rename') {
      const message = rename(target.view.id, name)
      if (message !== null) return { status: 'refused', message }
      notify({ type: 'success', title: 'Вид переименован', description: name.trim() })
      return { status: 'done' }
    }
    const outcome = save(name)
    if (outcome.status === 'refused') return outcome
    if (outcome.status === 'taken') {
      const { view } = outcome
      return {
        status: 'taken',
        message: `${outcome.message} Нажмите «Заменить», чтобы сохранить в нём то, что список показывает сейчас, или введите другое название.`,
        replace: () => {
          replace(view.id)
          notify({ type: 'success', title: 'Вид заменён', description: view.name })
        },
      }
    }
    notify({ type: 'success', title: 'Вид сохранён', description: outcome.view.name })
    return { status: 'done' }
  }

  return (
    <>
      <Menu.Root
        onSelect={({ value }) => choose(value)}
        // Ark focuses the menu a frame after each arrow key: an Enter within that frame closes the menu
        // first, the late focus lands in the leaving menu, and then on nothing. Focus goes back to the button.
        onExitComplete={() =>
          requestAnimationFrame(() => {
            if (document.activeElement === document.body) trigger.current?.focus()
          })
        }
        positioning={{ placement: 'bottom-end' }}
        loopFocus
        lazyMount
        unmountOnExit
      >
        <Menu.Trigger asChild>
          <Button ref={trigger} variant="outline">
            <span className={triggerText}>{current ? `Вид: ${current.name}` : 'Виды'}</span>
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {views.length > 0 && (
                <>
                  <Menu.RadioItemGroup value={current ? viewValue(current) : ''}>
                    <Menu.ItemGroupLabel>Сохранённые виды</Menu.ItemGroupLabel>
                    {views.map((view) => (
                      <Menu.RadioItem key={view.id} value={viewValue(view)} valueText={view.name}>
                        <Menu.ItemIndicator>
                          <CheckIcon />
                        </Menu.ItemIndicator>
                        <Menu.ItemText>{view.name}</Menu.ItemText>
                      </Menu.RadioItem>
                    ))}
                  </Menu.RadioItemGroup>
                  <Menu.Separator />
                </>
              )}
              <Menu.Item value="save">Сохранить вид…</Menu.Item>
              {current && (
                <>
                  <Menu.Item value="rename">Переименовать вид «{current.name}»…</Menu.Item>
                  <Menu.Item value="delete" data-tone="danger">
                    Удалить вид «{current.name}»
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {naming && (
        <ViewNameDialog
          key={naming.mode === 'rename' ? naming.view.id : 'save'}
          title={naming.mode === 'save' ? 'Сохранить вид' : 'Переименовать вид'}
          description={
            naming.mode === 'save'
              ? 'Фильтры, поиск, сортировка и размер страницы списка сохранятся под этим названием.'
              : `Новое название вида «${naming.view.name}».`
          }
          initialName={naming.mode === 'rename' ? naming.view.name : ''}
          onSubmit={(name) => submitName(naming, name)}
          onClose={() => setNaming(null)}
          finalFocus={() => trigger.current}
          useNameForm={useNameForm}
        />
      )}
    </>
  )
}

interface ViewNameDialogProps {
  title: string
  description: string
  initialName: string
  onSubmit: (name: string) => NameAnswer
  onClose: () => void
  finalFocus: () => HTMLElement | null
  /** The kit's form of a name (the list's saved views hand it over). */
  useNameForm: SavedViewsController['useNameForm']
}

function ViewNameDialog({ title, description, initialName, onSubmit, onClose, finalFocus, useNameForm }: ViewNameDialogProps) {
  // A view already has the name: «Сохранить» becomes «Заменить» until the name changes.
  const [replacing, setReplacing] = useState<(() => void) | null>(null)
  const form = useNameForm(initialName, (name) => {
    if (replacing) {
      replacing()
      return onClose()
    }
    const answer = onSubmit(name)
    if (answer.status === 'done') return onClose()
    if (answer.status === 'taken') setReplacing(() => answer.replace)
    // The message describes the field: a screen reader reads it with the field, which takes the focus.
    throw new FormProblem({ name: answer.message })
  })
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      form={form}
      size="sm"
      finalFocusEl={finalFocus}
      submitLabel={replacing ? 'Заменить' : 'Сохранить'}
    >
      <Field label="Название вида" error={form.errors.name} required>
        <Input
          value={form.values.name}
          maxLength={viewNameMaxLength}
          autoComplete="off"
          onChange={(event) => {
            form.setText('name', event.target.value)
            setReplacing(null)
          }}
        />
      </Field>
    </FormDialog>
  )
}
