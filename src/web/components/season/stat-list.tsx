import type { ReactNode } from 'react';

export type Stat = { label: string; value: ReactNode };

/** Figures as label/value pairs, drawn as tiles. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className={stats.length === 6 ? 'stat-list stat-list--six' : 'stat-list'} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-list__item">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
