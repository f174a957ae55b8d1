import {
  array,
  assert,
  boolean,
  date,
  enums,
  instance,
  integer,
  literal,
  max,
  min,
  nonempty,
  number,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  StructError,
  validate as superstructValidate,
  trimmed,
  union,
  type Struct,
} from 'superstruct'
import {
  email as contractEmail,
  money as contractMoney,
  month as contractMonth,
  phone as contractPhone,
} from '../../contract/schemas/common'
import {
  email,
  finite,
  isoDate,
  isoMonth,
  moneyInput,
  multipleOf,
  nullWhenBlank,
  numberInput,
  oneOf,
  phone,
  stringFormat,
  uuidString,
} from '../../src/lib/input-structs'
import { failWith, validate, validationMessages } from '../../src/lib/validation'

/** The message a form shows for its one field `field` holding `value`. */
function fieldMessage<T, S>(struct: Struct<T, S>, value: unknown): string | undefined {
  const result = validate({ field: value }, object({ field: struct }))
  if (result.ok) throw new Error(`${JSON.stringify(value)} passed`)
  expect(Object.keys(result.errors)).toEqual(['field'])
  return result.errors.field
}

/** A table row's field: the message it shows for a value. */
const field =
  <T, S>(struct: Struct<T, S>) =>
  (value: unknown) =>
    fieldMessage(struct, value)

const nbsp = '\u00a0'

describe('validate gives the Russian messages of the forms', () => {
  describe('missing value: «Обязательное поле»', () => {
    it.each([
      ['an absent string', field(string()), undefined],
      ['an absent number', field(number()), undefined],
      ['an empty text field for a required string', field(size(string(), 1, 120)), ''],
      ['a text field of spaces, trimmed', field(trimmed(size(string(), 1, 120))), '   '],
      ['a nonempty string left empty', field(nonempty(string())), ''],
      ['an e-mail left empty', field(email()), ''],
      ['a number field left empty', field(numberInput(number())), ''],
      ['an amount left empty', field(moneyInput({ max: 1_000_000 })), ' '],
      ['a select left empty', field(enums(['day', 'week'])), ''],
      ['a labelled select left empty', field(oneOf({ day: 'День', week: 'Неделя' })), ''],
    ])('%s', (_case, messageFor, value) => {
      expect(messageFor(value)).toBe('Обязательное поле')
    })
  })

  describe('wrong type: «Ожидалось {expected}, получено {received}»', () => {
    it.each([
      ['a number', field(number()), 'abc', 'Ожидалось число, получено строка'],
      ['a string', field(string()), 42, 'Ожидалось строка, получено число'],
      ['a boolean', field(boolean()), 1, 'Ожидалось логическое значение, получено число'],
      ['an integer', field(integer()), 1.5, 'Ожидалось целое число, получено число'],
      ['a number, given NaN', field(number()), Number.NaN, 'Ожидалось число, получено не число (NaN)'],
      ['an array', field(array(string())), { a: 1 }, 'Ожидалось массив, получено объект'],
      ['an object', field(object({ a: string() })), 'abc', 'Ожидалось объект, получено строка'],
      ['a string, given an array', field(string()), ['a'], 'Ожидалось строка, получено массив'],
      ['a string, given null', field(string()), null, 'Ожидалось строка, получено null'],
      ['a Date', field(date()), '2026-10-03', 'Ожидалось дата, получено строка'],
      ['a number, given a boolean', field(number()), true, 'Ожидалось число, получено логическое значение'],
      ['a string, given a Date', field(string()), new Date(0), 'Ожидалось строка, получено дата'],
      ['a typed number', field(numberInput(number())), '12 штук', 'Ожидалось число, получено строка'],
      ['a union', field(union([string(), number()])), false, 'Ожидалось строка или число, получено логическое значение'],
    ])('%s', (_case, messageFor, value, message) => {
      expect(messageFor(value)).toBe(message)
    })

    it('for the form as a whole, under the key ""', () => {
      expect(validate(null, object({ email: string() }))).toEqual({
        ok: false,
        errors: { '': 'Ожидалось объект, получено null' },
      })
    })
  })

  it.each([
    ['size', field(size(string(), 3, 20)), 'ab', 'Строка должна содержать не менее 3 символ(ов)'],
    ['size of an exact length', field(size(string(), 4)), 'abc', 'Строка должна содержать не менее 4 символ(ов)'],
    ['a trimmed size', field(trimmed(size(string(), 8, 256))), ' short ', 'Строка должна содержать не менее 8 символ(ов)'],
  ])('string shorter than N (%s): «Строка должна содержать не менее N символ(ов)»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it('string of minimum 1 left empty: «Обязательное поле», not «не менее 1 символ(ов)»', () => {
    expect(fieldMessage(size(string(), 1, 200), '')).toBe('Обязательное поле')
  })

  it.each([
    ['size', field(size(string(), 1, 5)), 'abcdef', 'Строка должна содержать не более 5 символ(ов)'],
    ['size of an exact length', field(size(string(), 4)), 'abcde', 'Строка должна содержать не более 4 символ(ов)'],
    ['a long comment', field(size(string(), 0, 500)), 'я'.repeat(501), 'Строка должна содержать не более 500 символ(ов)'],
  ])('string longer than N (%s): «Строка должна содержать не более N символ(ов)»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it.each([
    ['min', field(min(number(), 10)), 5, 'Число должно быть не менее 10'],
    ['min of an integer', field(min(integer(), 1)), 0, 'Число должно быть не менее 1'],
    ['size', field(size(number(), 1, 100)), 0, 'Число должно быть не менее 1'],
    ['a negative minimum', field(min(number(), -5)), -7, 'Число должно быть не менее -5'],
    ['a typed fraction', field(numberInput(min(number(), 0.5))), '0,2', 'Число должно быть не менее 0,5'],
    ['an amount of zero', field(moneyInput({ max: 1_000_000 })), '0', 'Число должно быть не менее 0,01'],
    ['a negative amount', field(moneyInput({ max: 1_000_000 })), '-15', 'Число должно быть не менее 0,01'],
  ])('number below N (%s): «Число должно быть не менее N»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it.each([
    ['max', field(max(number(), 100)), 150, 'Число должно быть не более 100'],
    ['size', field(size(number(), 0, 100)), 101, 'Число должно быть не более 100'],
    ['a typed number', field(numberInput(max(number(), 100))), '100,5', 'Число должно быть не более 100'],
    ['an amount', field(moneyInput({ max: 1_000_000 })), '1000000.01', `Число должно быть не более 1${nbsp}000${nbsp}000`],
  ])('number above N (%s): «Число должно быть не более N»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it.each([
    ['size', field(size(array(string()), 2, 5)), ['a'], 'Массив должен содержать не менее 2 элемент(ов)'],
    ['nonempty', field(nonempty(array(string()))), [], 'Массив должен содержать не менее 1 элемент(ов)'],
  ])('array below N (%s): «Массив должен содержать не менее N элемент(ов)»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it('array above N: «Массив должен содержать не более N элемент(ов)»', () => {
    expect(fieldMessage(size(array(string()), 0, 2), ['a', 'b', 'c'])).toBe('Массив должен содержать не более 2 элемент(ов)')
  })

  it.each([
    ['an invalid Date', field(date()), new Date('not a date')],
    ['a day that does not exist', field(isoDate()), '2026-02-30'],
    ['a month that does not exist', field(isoMonth()), '2026-13'],
  ])('invalid date (%s): «Неверная дата»', (_case, messageFor, value) => {
    expect(messageFor(value)).toBe('Неверная дата')
  })

  it.each([
    ['a refinement without a message of its own', field(refine(string(), 'even-length', (value) => value.length % 2 === 0)), 'abc'],
    ['an instance of the wrong class', field(instance(Date)), 'Date'],
    ['an exclusive bound, whose number superstruct does not report', field(min(number(), 0, { exclusive: true })), 0],
  ])('invalid input (%s): «Неверный ввод»', (_case, messageFor, value) => {
    expect(messageFor(value)).toBe('Неверный ввод')
  })

  it('invalid input: a field the form does not have', () => {
    expect(validate({ name: 'Нормы', extra: 1 }, object({ name: string() }))).toEqual({
      ok: false,
      errors: { extra: 'Неверный ввод' },
    })
  })

  it.each([
    ['a step', field(multipleOf(number(), 5)), 12, 'Число должно быть кратно 5'],
    ['a fraction', field(multipleOf(number(), 0.25)), 0.3, 'Число должно быть кратно 0,25'],
    ['an amount with fractions of a kopeck', field(moneyInput({ max: 1_000_000 })), '10,555', 'Число должно быть кратно 0,01'],
  ])('number not a multiple of N (%s): «Число должно быть кратно N»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  it('number not finite: «Число должно быть конечным»', () => {
    expect(fieldMessage(finite(number()), Number.POSITIVE_INFINITY)).toBe('Число должно быть конечным')
    expect(fieldMessage(finite(number()), Number.NEGATIVE_INFINITY)).toBe('Число должно быть конечным')
  })

  it.each([
    ['email', field(email()), 'admin@example', 'Неверный адрес электронной почты'],
    ['uuid', field(uuidString()), '123', 'Неверный UUID'],
    ['day', field(isoDate()), '03.10.2026', 'Неверный формат даты'],
    ['month', field(isoMonth()), '10.2026', 'Неверный формат месяца'],
    ['phone', field(phone()), 'позвонить', 'Неверный номер телефона'],
    ['money', field(moneyInput({ max: 1_000_000 })), '15 руб', 'Неверный формат суммы'],
    ['a format of its own', field(stringFormat('код купона', /^[A-Z]{6}$/)), 'abc', 'Неверный код купона'],
    ['a bare pattern', field(pattern(string(), /^\d+$/)), 'abc', 'Неверный формат'],
  ])('bad string format (%s): «Неверный {format}»', (_case, messageFor, value, message) => {
    expect(messageFor(value)).toBe(message)
  })

  describe('enumeration mismatch: «Ожидалось одно из значений: …»', () => {
    it.each([
      ['enums, with the raw values', field(enums(['day', 'week', 'month'])), 'year', 'Ожидалось одно из значений: day, week, month'],
      [
        'oneOf, with the Russian labels',
        field(oneOf({ banner: 'Баннер', social: 'Соцсети', outdoor: 'Наружная реклама' })),
        'video',
        'Ожидалось одно из значений: Баннер, Соцсети, Наружная реклама',
      ],
      ['a literal', field(literal('admin')), 'manager', 'Ожидалось одно из значений: admin'],
      [
        'a union of literals',
        field(union([literal('active'), literal('blocked')])),
        'deleted',
        'Ожидалось одно из значений: active, blocked',
      ],
      ['numeric enums', field(enums([10, 25, 50])), 30, 'Ожидалось одно из значений: 10, 25, 50'],
    ])('%s', (_case, messageFor, value, message) => {
      expect(messageFor(value)).toBe(message)
    })
  })
})

describe('validate on a whole form', () => {
  const accountForm = object({
    name: trimmed(size(string(), 1, 120)),
    company: size(string(), 0, 200),
    contact_email: email(),
    contact_phone: nullWhenBlank(phone()),
    is_active: boolean(),
  })

  it('reports several fields at once, one message each', () => {
    expect(validate({ name: ' ', company: '', contact_email: 'nobody', contact_phone: '12', is_active: 'yes' }, accountForm)).toEqual({
      ok: false,
      errors: {
        name: 'Обязательное поле',
        contact_email: 'Неверный адрес электронной почты',
        contact_phone: 'Неверный номер телефона',
        is_active: 'Ожидалось логическое значение, получено строка',
      },
    })
  })

  it('keys nested fields by their path joined with dots', () => {
    const orderForm = object({
      customer: object({ address: object({ city: size(string(), 1, 50) }) }),
      items: array(object({ title: size(string(), 1, 10), quantity: min(integer(), 1) })),
    })
    const result = validate(
      {
        customer: { address: { city: '' } },
        items: [
          { title: 'Баннер', quantity: 2 },
          { title: 'Очень длинное название', quantity: 0 },
        ],
      },
      orderForm,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        'customer.address.city': 'Обязательное поле',
        'items.1.title': 'Строка должна содержать не более 10 символ(ов)',
        'items.1.quantity': 'Число должно быть не менее 1',
      },
    })
  })

  it('shows the first problem of a field only', () => {
    const code = pattern(size(string(), 6, 6), /^\d+$/)
    expect(fieldMessage(code, 'abc')).toBe('Строка должна содержать не менее 6 символ(ов)')
  })

  it('explains a union by the branch whose type matched', () => {
    expect(fieldMessage(union([size(string(), 1, 3), number()]), 'abcdef')).toBe('Строка должна содержать не более 3 символ(ов)')
  })

  it('places a cross-field problem on the field named by failWith', () => {
    const benchmarkRange = refine(
      object({ min_value: numberInput(number()), max_value: numberInput(number()) }),
      'range',
      (range, context) =>
        range.min_value <= range.max_value ||
        failWith({ code: 'number-too-small', minimum: range.min_value }, [...context.path, 'max_value']),
    )
    expect(validate({ min_value: '20', max_value: '5' }, benchmarkRange)).toEqual({
      ok: false,
      errors: { max_value: 'Число должно быть не менее 20' },
    })
  })

  it('passes a valid form and hands back the coerced value', () => {
    expect(
      validate(
        { name: '  Кабинет  ', company: '', contact_email: ' team@example.com ', contact_phone: '  ', is_active: true },
        accountForm,
      ),
    ).toEqual({
      ok: true,
      value: { name: 'Кабинет', company: '', contact_email: 'team@example.com', contact_phone: null, is_active: true },
    })
  })

  it('turns typed numbers and amounts into what the API takes', () => {
    const topUpForm = object({
      amount: moneyInput({ max: 1_000_000 }),
      bonus_percent: numberInput(multipleOf(finite(number()), 0.5)),
      day: isoDate(),
      month: isoMonth(),
      account: uuidString(),
      comment: optional(size(string(), 0, 500)),
    })
    expect(
      validate(
        {
          amount: ' 1 500,5 ',
          bonus_percent: '2,5',
          day: '2026-10-03',
          month: '2026-10',
          account: '0f8fad5b-d9cb-469f-a165-70867728950e',
        },
        topUpForm,
      ),
    ).toEqual({
      ok: true,
      value: {
        amount: '1500.50',
        bonus_percent: 2.5,
        day: '2026-10-03',
        month: '2026-10',
        account: '0f8fad5b-d9cb-469f-a165-70867728950e',
      },
    })
  })
})

describe('validationMessages', () => {
  it('reads a StructError thrown by superstruct itself', () => {
    const credentials = object({ email: email(), password: size(string(), 8, 256) })
    let thrown: unknown
    try {
      assert({ email: 'admin', password: 'short' }, credentials)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(StructError)
    expect(validationMessages(thrown as StructError)).toEqual({
      email: 'Неверный адрес электронной почты',
      password: 'Строка должна содержать не менее 8 символ(ов)',
    })
  })

  it('reads a StructError returned by superstruct validate', () => {
    const [error] = superstructValidate({ period: 'year' }, object({ period: enums(['day', 'week', 'month']) }))
    expect(error && validationMessages(error)).toEqual({ period: 'Ожидалось одно из значений: day, week, month' })
  })
})

describe("the contract's structs in a form", () => {
  it.each([
    ['email', contractEmail, 'не почта', 'Неверный адрес электронной почты'],
    ['phone', contractPhone, 'звонить', 'Неверный номер телефона'],
    ['money', contractMoney, '12,5', 'Неверный формат суммы'],
    ['month', contractMonth, '2026-13', 'Неверный формат месяца'],
  ] as const)('%s reads its refinement as «Неверный …»', (_name, struct, value, message) => {
    expect(validate({ field: value }, object({ field: struct }))).toEqual({ ok: false, errors: { field: message } })
  })
})
