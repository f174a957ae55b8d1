import type Database from 'better-sqlite3'

/**
 * Rebuilds the statistics tables from the rows they summarise: activity per day, distinct active
 * customers per week and month, retention cells, and money per day and operation type. The seed
 * runs it once; calls that write money keep finance_daily current themselves.
 */
export function rebuildAggregates(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      DELETE FROM stats_daily;
      DELETE FROM stats_active_buckets;
      DELETE FROM retention_cells;
      DELETE FROM finance_daily;

      INSERT INTO stats_daily (day, active_users, analyzed_images, analyzed_projects, generated_outputs,
        regenerated_outputs, generated_images, regenerated_images, regenerate_zones)
      SELECT day, COUNT(*), SUM(analyzed_images), SUM(analyzed_projects), SUM(generated_outputs),
        SUM(regenerated_outputs), SUM(generated_images), SUM(regenerated_images), SUM(regenerate_zones)
      FROM activity_daily GROUP BY day;

      INSERT INTO stats_daily (day, new_users)
      SELECT date(registered_at + 10800, 'unixepoch') AS registered_day, COUNT(*) FROM customers
      WHERE true GROUP BY registered_day
      ON CONFLICT (day) DO UPDATE SET new_users = excluded.new_users;

      INSERT INTO stats_active_buckets (period, bucket, active_users)
      SELECT 'week', date(day, 'weekday 0', '-6 days') AS monday, COUNT(DISTINCT customer_id)
      FROM activity_daily GROUP BY monday;

      INSERT INTO stats_active_buckets (period, bucket, active_users)
      SELECT 'month', substr(day, 1, 7) || '-01' AS first_day, COUNT(DISTINCT customer_id)
      FROM activity_daily GROUP BY first_day;

      INSERT INTO retention_cells (cohort, month, active_users)
      SELECT strftime('%Y-%m', c.registered_at + 10800, 'unixepoch') AS cohort, substr(a.day, 1, 7) AS active_month,
        COUNT(DISTINCT a.customer_id)
      FROM activity_daily a JOIN customers c ON c.id = a.customer_id
      GROUP BY cohort, active_month;

      INSERT INTO finance_daily (day, type, amount_cents)
      SELECT date(created_at + 10800, 'unixepoch') AS operation_day, type, SUM(amount_cents)
      FROM finance_operations GROUP BY operation_day, type;
    `)
  })()
}
