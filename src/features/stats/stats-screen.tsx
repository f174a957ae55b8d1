import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { css } from 'styled-system/css'
import { statsPeriods, type StatsPeriod } from '../../../contract/schemas/stats'
import { OverallFigures } from '../../entities/stats/overall-figures'
import { localDay } from '../../lib/chart-data'
import type { ListQueryState } from '../../lib/list-query'
import { useListQuery } from '../../state/lists/list-screen'
import { Button, DayRangeFields, NativeSelect, PageHeader, Switch } from '../../ui'
import { statsCharts } from './charts'
import { useFirstRegistration, type StatsView as StatsViewParams } from './queries'
import { RetentionHeatmap } from './retention-heatmap'
import { SeriesChartCard } from './series-chart-card'
import {
  autoPeriod,
  chosenPreset,
  periodLabels,
  resolveSpan,
  statsPresetLabels,
  statsPresets,
  statsScreenSchema,
  toStatsRange,
  type StatsScreenState,
} from './stats-params'
import { StatsUsersTable } from './users-table'

type Patch = Partial<ListQueryState<typeof statsScreenSchema>>

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '4' })
const presetGroup = css({ display: 'flex', flexWrap: 'wrap', gap: '1' })
const chartGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
  my: '4',
})
const sectionHeading = css({ fontSize: 'md', fontWeight: 'semibold' })
const sectionNote = css({ color: 'fg.muted', fontSize: 'sm', mb: '2' })
const stack = css({ display: 'flex', flexDir: 'column', gap: '4' })
const periodItems = statsPeriods.map((period) => ({ value: period, label: periodLabels[period] }))

/** «Статистика»: the period and step in the URL, the overall figures, a chart per endpoint family, retention and the users of the period. */
export function StatsScreen() {
  const { state, update } = useListQuery(statsScreenSchema)
  const preset = chosenPreset(state)
  return preset === 'all' ? <AllTimeStats state={state} update={update} /> : <StatsView state={state} update={update} firstDay={null} />
}

/** «Всё время» starts at the first registration: asked for only when that preset is chosen (today when there is none). */
function AllTimeStats({ state, update }: { state: StatsScreenState; update: (patch: Patch) => void }) {
  const first = useFirstRegistration()
  const firstDay = first.data ? localDay(new Date(first.data)) : first.isSuccess || first.isError ? localDay(new Date()) : null
  return <StatsView state={state} update={update} firstDay={firstDay} />
}

function StatsView({ state, update, firstDay }: { state: StatsScreenState; update: (patch: Patch) => void; firstDay: string | null }) {
  const today = localDay(new Date())
  const span = resolveSpan(state, today, firstDay)
  const compare = state.compare === 'on'
  const view: StatsViewParams | null = span ? { range: toStatsRange(span, state), compare } : null
  useScrollToChart()
  const preset = chosenPreset(state)

  return (
    <>
      <PageHeader title="Статистика" />
      <div className={toolbar} role="group" aria-label="Период и шаг">
        <div className={presetGroup} role="group" aria-label="Период">
          {statsPresets.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={preset === value ? 'solid' : 'outline'}
              aria-pressed={preset === value}
              onClick={() => update({ preset: value, days: { from: '', to: '' } })}
            >
              {statsPresetLabels[value]}
            </Button>
          ))}
        </div>
        <DayRangeFields fromLabel="С" toLabel="По" value={span ?? { from: '', to: '' }} onChange={(days) => update({ days })} />
        <NativeSelect<StatsPeriod | ''>
          label="Шаг"
          items={[
            { value: '', label: `Авто: ${periodLabels[autoPeriod(span ?? { from: today, to: today })].toLowerCase()}` },
            ...periodItems,
          ]}
          value={state.period}
          onValueChange={(period) => update({ period })}
        />
        <Switch checked={compare} onCheckedChange={(checked) => update({ compare: checked ? 'on' : '' })}>
          Сравнить с прошлым периодом
        </Switch>
      </div>
      <div className={stack}>
        {/* The API gives these for all time only: said so, whatever the period above. */}
        <section aria-labelledby="overall-figures-heading">
          <h2 id="overall-figures-heading" className={sectionHeading}>
            Общие показатели за всё время
          </h2>
          <p className={sectionNote}>Не зависят от выбранного периода</p>
          <OverallFigures tiles />
        </section>
        <div className={chartGrid}>
          {statsCharts.map((chart) => (
            <SeriesChartCard key={chart.id} chart={chart} view={view} compare={compare} span={span ?? { from: today, to: today }} />
          ))}
        </div>
        <RetentionHeatmap view={view} span={span ?? { from: today, to: today }} />
        <StatsUsersTable view={view} />
      </div>
    </>
  )
}

/** `/stats#chart-<id>` (the palette's commands): scrolls to that chart and focuses it, once the screen is drawn. */
function useScrollToChart(): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (!target) return
    target.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }, [hash, key])
}
