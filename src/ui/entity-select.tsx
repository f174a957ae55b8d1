import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useContext, useEffect, useEffectEvent, useId, useMemo, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { combobox, input } from 'styled-system/recipes'
import { hasContent } from './has-content'
import { CheckIcon, ChevronDownIcon, CloseIcon } from './icons'
import { InsideOverlayContext } from './overlay-context'
import { RequiredMark } from './required-mark'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(combobox)
const Root = withProvider(ArkCombobox.Root, 'root')
const Label = withContext(ArkCombobox.Label, 'label')
const Control = withContext(ArkCombobox.Control, 'control')
const Input = withContext(ArkCombobox.Input, 'input')
const Trigger = withContext(ArkCombobox.Trigger, 'trigger')
const ClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger')
const Positioner = withContext(ArkCombobox.Positioner, 'positioner')
const Content = withContext(ArkCombobox.Content, 'content')
const Item = withContext(ArkCombobox.Item, 'item')
const ItemText = withContext(ArkCombobox.ItemText, 'itemText')
const ItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator')
const ItemDescription = withContext('span', 'itemDescription')
const Empty = withContext(ArkCombobox.Empty, 'empty')
const Status = withContext('div', 'status')
const ErrorText = withContext('span', 'errorText')

const visuallyHidden = css({ srOnly: true })

/** One record the select offers: its id, its name, and a second line that tells namesakes apart. */
export interface EntityOption {
  value: string
  label: string
  description?: string
}

export interface EntitySelectProps {
  label: string
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean
  /** The chosen record's id; '' for none. */
  value: string
  /** The chosen record's name when the options do not hold it (an edit form's record). */
  valueLabel?: string
  /** The id ('' when cleared) and the option chosen. */
  onValueChange: (value: string, option: EntityOption | null) => void
  /** What the server answered for the current search. */
  options: readonly EntityOption[]
  /** Called with the trimmed search once typing pauses; the caller loads the matching options. */
  onSearchChange: (search: string) => void
  /** The options for the current search are loading. */
  loading?: boolean
  /** The options failed to load, in Russian. */
  loadError?: string
  /** @default 'Начните вводить для поиска' */
  placeholder?: string
  /** @default 'Ничего не найдено' */
  emptyText?: string
  /** The validation message; when present the input is invalid and described by it. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  /** How long typing pauses before `onSearchChange`, in ms. @default 250 */
  delay?: number
  className?: string
}

/**
 * Picks one record of a server list (a client account, a customer) by typing: the text searches,
 * arrows move through the answers, Enter picks, Escape closes. Shows loading, failure and «nothing
 * found» in the list; a field that is not required can be cleared.
 */
export function EntitySelect({
  label,
  hideLabel = false,
  value,
  valueLabel,
  onValueChange,
  options,
  onSearchChange,
  loading = false,
  loadError,
  placeholder = 'Начните вводить для поиска',
  emptyText = 'Ничего не найдено',
  error,
  required,
  disabled,
  delay = 250,
  className,
}: EntitySelectProps) {
  const insideOverlay = useContext(InsideOverlayContext)
  const errorId = useId()
  const invalid = hasContent(error)
  // The name of the chosen record, remembered when it was picked: a later search may not hold it.
  const [picked, setPicked] = useState<EntityOption | null>(null)
  const chosenLabel =
    value === ''
      ? ''
      : (options.find((option) => option.value === value)?.label ?? (picked?.value === value ? picked.label : (valueLabel ?? '')))
  const [text, setText] = useState(chosenLabel)
  const [search, setSearch] = useState<string | null>(null)
  const [shownLabel, setShownLabel] = useState(chosenLabel)
  if (chosenLabel !== shownLabel) {
    // The choice changed from outside (a reset, the record arriving): the input follows it.
    setShownLabel(chosenLabel)
    setText(chosenLabel)
  }

  const report = useEffectEvent(onSearchChange)
  useEffect(() => {
    if (search === null) return
    const timer = setTimeout(() => report(search.trim()), delay)
    return () => clearTimeout(timer)
  }, [search, delay])

  // Typed loosely because the styled Root erases Ark's item generic; Ark reads value and label.
  const collection = useMemo(() => createListCollection<unknown>({ items: [...options] }), [options])

  return (
    <Root
      collection={collection}
      value={value === '' ? [] : [value]}
      inputValue={text}
      onInputValueChange={(details) => {
        setText(details.inputValue)
        if (details.reason === 'input-change') setSearch(details.inputValue)
      }}
      onValueChange={(details) => {
        const option = details.items.find((item): item is EntityOption => isOption(item)) ?? null
        setPicked(option)
        onValueChange(option?.value ?? '', option)
      }}
      inputBehavior="autohighlight"
      openOnClick
      invalid={invalid}
      required={required}
      disabled={disabled}
      translations={{
        triggerLabel: 'Показать варианты',
        clearTriggerLabel: 'Очистить',
      }}
      positioning={{
        sameWidth: true,
        gutter: 4,
        strategy: insideOverlay ? 'fixed' : 'absolute',
      }}
      className={className}
    >
      <Label className={hideLabel ? visuallyHidden : undefined}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <Control>
        <Input placeholder={placeholder} aria-describedby={invalid ? errorId : undefined} className={cx(input(), css({ pe: '14' }))} />
        {!required && value !== '' && (
          <ClearTrigger>
            <CloseIcon />
          </ClearTrigger>
        )}
        <Trigger>
          <ChevronDownIcon />
        </Trigger>
      </Control>
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
      {loadError && <ErrorText role="alert">{loadError}</ErrorText>}
      <Portal disabled={insideOverlay}>
        <Positioner>
          <Content aria-busy={loading || undefined}>
            {loading && options.length === 0 ? <Status>Загрузка…</Status> : <Empty>{loadError ? 'Список не загрузился' : emptyText}</Empty>}
            {options.map((option) => (
              <Item key={option.value} item={option}>
                <ItemText>
                  {option.label}
                  {option.description && <ItemDescription>{option.description}</ItemDescription>}
                </ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}

function isOption(item: unknown): item is EntityOption {
  return typeof item === 'object' && item !== null && 'value' in item && 'label' in item
}
