/** Russian plural forms: «1 норму», «3 нормы», «12 норм». */
export interface PluralForms {
  one: string
  few: string
  many: string
}

const pluralRules = new Intl.PluralRules('ru')

/** The form of `forms` that goes with `count`. */
export function pluralize(count: number, forms: PluralForms): string {
  const category = pluralRules.select(count)
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many
}
