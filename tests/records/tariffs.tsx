import { enums, object, string, type, type Infer } from 'superstruct'
import { noContent, ok } from '../../contract/answers'
import { choice, pageQuery } from '../../contract/codecs'
import { declareEndpoint } from '../../contract/endpoint'
import { paginated } from '../../contract/schemas/common'
import type { FeatureModule } from '../../src/lib/feature-module'
import { defineRecordType } from '../../src/records/define-record-type'
import { recordForm, RecordFormDrawer } from '../../src/records/record-drawer'
import { RecordListView, useRecordList } from '../../src/records/record-list'
import { recordTypeModule } from '../../src/records/record-module'
import type { LazyDrawerProps } from '../../src/ui'

// «Тарифы»: a record type that exists only here, declared once below and added to the list of features.
const tiers = ['basic', 'premium'] as const
const Tariff = type({ tariff_uuid: string(), name: string(), tier: enums(tiers) })
export type Tariff = Infer<typeof Tariff>
const TariffBody = object({ name: string(), tier: enums(tiers) })

export const base = '/v1/admin/tariffs/'
const endpoints = {
  list: declareEndpoint({
    method: 'get',
    path: base,
    summary: 'Тарифы',
    tag: 'tariffs',
    query: { ...pageQuery, tier: choice(tiers) },
    answers: { 200: ok(paginated(Tariff)) },
  }),
  create: declareEndpoint({
    method: 'post',
    path: `${base}create/`,
    permission: 'records.edit',
    summary: 'Новый тариф',
    tag: 'tariffs',
    body: TariffBody,
    answers: { 201: ok(Tariff) },
  }),
  edit: declareEndpoint({
    method: 'patch',
    path: `${base}{tariff_uuid}/edit/`,
    permission: 'records.edit',
    summary: 'Изменение тарифа',
    tag: 'tariffs',
    body: TariffBody,
    answers: { 200: ok(Tariff) },
  }),
  remove: declareEndpoint({
    method: 'delete',
    path: `${base}{tariff_uuid}/delete/`,
    permission: 'records.edit',
    summary: 'Удаление тарифа',
    tag: 'tariffs',
    answers: { 204: noContent },
  }),
}

const TariffIcon = () => null

const tariffs = defineRecordType({
  type: 'tariff',
  key: 'tariffs',
  endpoints,
  item: Tariff,
  idField: 'tariff_uuid',
  nameField: 'name',
  words: {
    list: 'Тарифы',
    one: 'Тариф',
    forms: { one: 'тариф', few: 'тарифа', many: 'тарифов' },
    presenceSubject: 'Тариф',
    created: 'Тариф создан',
    saved: 'Тариф сохранён',
    removed: 'Тариф удалён',
    createCommand: 'Создать тариф',
    createTitle: 'Новый тариф',
    editTitle: (tariff) => (tariff ? `Тариф «${tariff.name}»` : 'Тариф'),
    deletion: { title: 'Удалить тариф?', text: (tariff) => `Тариф «${tariff.name}» будет удалён.` },
    filtersLabel: 'Поиск и фильтры тарифов',
    searchPlaceholder: 'Название',
    empty: 'Тарифов пока нет.',
    loadError: 'Не удалось загрузить тарифы',
  },
  fields: {
    name: { label: 'Название тарифа' },
    tier: { label: 'Уровень', values: { basic: 'Базовый', premium: 'Премиум' } },
  },
  route: { path: '/tariffs', shortcut: 'g f', keywords: ['tariffs', 'тарифы'], icon: TariffIcon },
  drawer: { id: 'tariff', param: 'tariff' },
  paletteKeywords: ['tariff', 'тариф'],
})

function TariffsScreen() {
  const controller = useRecordList(tariffs, [])
  const columns = [
    { id: 'name', header: tariffs.fields.name.label, cell: (tariff: Tariff) => tariff.name },
    { id: 'tier', header: tariffs.fields.tier.label, cell: (tariff: Tariff) => tariffs.fields.tier.values?.[tariff.tier] },
  ]
  return <RecordListView type={tariffs} controller={controller} columns={columns} filters={['tier']} />
}

const form = recordForm(tariffs, {
  emptyValues: { name: '', tier: 'basic' as Tariff['tier'] },
  valuesOf: (tariff) => ({ name: tariff.name, tier: tariff.tier }),
  struct: TariffBody,
  fields: [
    { kind: 'text', name: 'name', label: tariffs.fields.name.label, required: true },
    {
      kind: 'select',
      name: 'tier',
      label: tariffs.fields.tier.label,
      options: tiers.map((tier) => ({ value: tier, label: tariffs.fields.tier.values?.[tier] ?? tier })),
    },
  ],
})

function TariffDrawer(props: LazyDrawerProps) {
  return <RecordFormDrawer {...props} type={tariffs} form={form} />
}

export const tariffsModule: FeatureModule = recordTypeModule(tariffs, {
  screen: () => Promise.resolve(TariffsScreen),
  drawer: () => Promise.resolve(TariffDrawer),
})
