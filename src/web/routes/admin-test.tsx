import { diagnostics } from '#server/features/admin/diagnostics.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { utcText } from '#web/features/admin/format.ts';
import type { Route } from './+types/admin-test';

export const handle: AdminPageHandle = { title: 'Diagnostics' };

export function meta() {
  return [{ title: 'Diagnostics · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** /test and /admin/test (one module, two routes): what an admin checks first when something looks off. */
export async function loader({ context }: Route.LoaderArgs) {
  return diagnostics(context.get(serverContext).services);
}

const megabytes = (bytes: number | null) =>
  bytes === null ? 'unknown' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export default function Diagnostics({ loaderData: d }: Route.ComponentProps) {
  const sync = d.jobs.resultsSync.last;
  return (
    <>
      <section aria-labelledby="instance-heading">
        <h2 id="instance-heading">This instance</h2>
        <dl className="admin-facts">
          <dt>Version</dt>
          <dd>{d.version}</dd>
          <dt>Node.js</dt>
          <dd>{d.node}</dd>
          <dt>Instance id</dt>
          <dd>{d.instanceId}</dd>
          <dt>Started</dt>
          <dd>{utcText(d.startedAt)}</dd>
          <dt>Site clock</dt>
          <dd>{d.clock.now}</dd>
          <dt>System clock</dt>
          <dd>{d.clock.system}</dd>
        </dl>
      </section>
      <section aria-labelledby="database-heading">
        <h2 id="database-heading">Database</h2>
        <dl className="admin-facts">
          <dt>Kind</dt>
          <dd>{d.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}</dd>
          <dt>Size</dt>
          <dd>{megabytes(d.database.sizeBytes)}</dd>
          <dt>Migrations applied</dt>
          <dd>{d.database.migrations.applied}</dd>
          <dt>Latest migration</dt>
          <dd>{utcText(d.database.migrations.latestAt)}</dd>
        </dl>
      </section>
      <section aria-labelledby="jobs-heading">
        <h2 id="jobs-heading">Jobs</h2>
        <dl className="admin-facts">
          <dt>News</dt>
          <dd>
            {d.jobs.enabled.news ? 'on' : 'off'};{' '}
            {d.jobs.newsFeeds
              .map(
                (feed) =>
                  `${feed.source}: ${utcText(feed.lastSuccessAt)}${feed.lastError ? ` (error: ${feed.lastError})` : ''}`,
              )
              .join('; ') || 'never fetched'}
          </dd>
          <dt>Results sync</dt>
          <dd>
            {d.jobs.enabled.resultsSync ? 'on' : 'off'};{' '}
            {sync
              ? `last ${utcText(sync.startedAt)} ${sync.status}, next ${utcText(sync.nextRunAt)}`
              : 'never run'}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="caches-heading">
        <h2 id="caches-heading">Caches</h2>
        <TableScroll name={{ label: 'Caches table' }} className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Cache</th>
                <th scope="col">Entries</th>
                <th scope="col">Limit</th>
                <th scope="col">Time to live</th>
              </tr>
            </thead>
            <tbody>
              {d.caches.map((cache) => (
                <tr key={cache.name}>
                  <th scope="row">{cache.name}</th>
                  <td>{cache.entries}</td>
                  <td>{cache.maxEntries}</td>
                  <td>{Math.round(cache.ttlMs / 1000)} s</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
