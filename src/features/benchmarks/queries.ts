import { benchmarksResource } from '../../api/benchmarks'
import { createResourceAtoms } from '../../state/domain/resource'

/** «Нормы»: the list the screen shows, the record a drawer edits, and create / edit / remove. */
export const benchmarkAtoms = createResourceAtoms(benchmarksResource, { auditTargetType: 'benchmark' })
