import { emptyPatch, findField, type QueryField, type QueryGrammar, type QueryValue } from './fields'
import { tokenize, unquote, type QueryToken } from './tokens'
import { readDays, readMoney, readOptions, type ValueReading } from './values'

/** What the bar does not understand, where it stands in the text, and why. */
export interface QueryProblem {
  start: number
  end: number
  message: string
}

export type QueryResult = { ok: true; patch: Record<string, QueryValue> } | { ok: false; problems: QueryProblem[] }

/** «прошлый месяц» is one value though typed as two words. */
function joinTwoWordValues(tokens: readonly QueryToken[], text: string): QueryToken[] {
  const joined: QueryToken[] = []
  for (const token of tokens) {
    const previous = joined[joined.length - 1]
    if (previous?.field !== undefined && /прошлый$/i.test(previous.value) && token.field === undefined && /^месяц$/i.test(token.value)) {
      joined[joined.length - 1] = {
        ...previous,
        end: token.end,
        text: text.slice(previous.start, token.end),
        value: `${previous.value} месяц`,
      }
    } else joined.push(token)
  }
  return joined
}

function readValue(field: QueryField, token: QueryToken, today: string): ValueReading<QueryValue> {
  const name = field.names[0]
  if (token.negated && (field.kind === 'days' || field.kind === 'money')) {
    return { problem: `Сервер не умеет исключать по полю «${name}»: уберите минус` }
  }
  switch (field.kind) {
    case 'choices':
      return readOptions(field, token.value, token.negated)
    case 'choice': {
      const reading = readOptions(field, token.value, token.negated)
      if ('problem' in reading) return reading
      if (reading.value.length === field.options.length) return { value: '' }
      const [only] = reading.value
      return reading.value.length === 1 && only !== undefined
        ? { value: only }
        : { problem: `Сервер принимает одно значение поля «${name}»: «${token.text}» даёт ${String(reading.value.length)}` }
    }
    case 'days':
      return readDays(field, token.value, today)
    case 'money':
      return readMoney(token.value)
  }
}

/**
 * The list state a query asks for (every field the grammar knows, those not named at their empty
 * value), or every token it does not understand. `today` (YYYY-MM-DD) names сегодня, неделя, ….
 */
export function parseQuery(text: string, grammar: QueryGrammar, today: string): QueryResult {
  const patch = emptyPatch(grammar)
  const problems: QueryProblem[] = []
  const words: string[] = []
  const seen = new Set<string>()
  const fieldNames = grammar.fields.map((field) => field.names[0]).join(', ')
  for (const token of joinTwoWordValues(tokenize(text), text)) {
    const problem = (message: string) => problems.push({ start: token.start, end: token.end, message })
    if (token.unclosed) {
      problem(`Не закрыта кавычка в «${token.text}»`)
      continue
    }
    if (token.field === undefined) {
      if (grammar.searchKey === undefined)
        problem(`Не понимаю «${token.text}»: в этом списке нет поиска по словам, есть поля: ${fieldNames}`)
      else if (token.negated) problem(`Сервер не умеет исключать слова из поиска: уберите минус у «${token.text}»`)
      else words.push(unquote(token.value))
      continue
    }
    const field = findField(grammar, token.field)
    if (!field) {
      problem(`Не понимаю «${token.field}»: нет такого поля${fieldNames ? `; есть: ${fieldNames}` : ''}`)
      continue
    }
    if (field.unsupported !== undefined) {
      problem(field.unsupported)
      continue
    }
    if (seen.has(field.key)) {
      problem(`Поле «${field.names[0]}» уже задано: перечислите значения через запятую`)
      continue
    }
    seen.add(field.key)
    if (token.value === '') {
      problem(`Не понимаю «${token.text}»: после двоеточия нужно значение`)
      continue
    }
    const reading = readValue(field, token, today)
    if ('problem' in reading) problem(reading.problem)
    else patch[field.key] = reading.value
  }
  if (problems.length > 0) return { ok: false, problems }
  if (grammar.searchKey !== undefined) patch[grammar.searchKey] = words.join(' ')
  return { ok: true, patch }
}
