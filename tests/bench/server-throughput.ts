import type { MeasurementGroup } from './bench-context'
import { exactFigure } from './figures'
import { measureServerLoad } from './server-load'

/** The reference server's own figures (tests/bench/server-load.ts): seeding, and the customers list under load. */
export const serverThroughput: MeasurementGroup = {
  name: 'server-load',
  async measure(context) {
    const load = await measureServerLoad({ customers: context.customers })
    const label = (what: string) => `server: ${what} (${load.customers.toLocaleString('en')} customers)`
    if (load.non2xx > 0 || load.errors > 0) {
      context.log(`server load: ${load.non2xx} answers other than 2xx and ${load.errors} errors of ${load.requests}`)
    }
    return {
      figures: [
        exactFigure({ name: 'server.seed_s', label: label('create and seed the database'), unit: 's' }, load.seedSeconds100k),
        exactFigure(
          { name: 'server.customers_list_rps', label: label(`customers list, ${load.connections} connections`), unit: 'req/s' },
          load.customersListRps,
        ),
        exactFigure({ name: 'server.customers_list_p50_ms', label: label('customers list p50'), unit: 'ms' }, load.customersListP50Ms),
        exactFigure({ name: 'server.customers_list_p95_ms', label: label('customers list p95'), unit: 'ms' }, load.customersListP95Ms),
        exactFigure({ name: 'server.customers_list_p99_ms', label: label('customers list p99'), unit: 'ms' }, load.customersListP99Ms),
        exactFigure(
          {
            name: 'server.customers_list_failed',
            label: label('customers list answers not 2xx, or failed'),
            unit: 'requests',
            budget: { max: 0 },
          },
          load.non2xx + load.errors,
        ),
      ],
      unmeasured: [],
    }
  },
}
