import { Form } from 'react-router';
import type { DashboardResult } from '#server/features/admin/dashboard.server.ts';
import type { JobStatus } from '#server/features/admin/job-status.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { utcText } from './format.ts';
import { ResultNote } from './result-note.tsx';

function RunNow({ job, label, result }: { job: string; label: string; result: DashboardResult | undefined }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={job} />
      <button type="submit" name="intent" value="run-job" className="button button--primary">
        {label}
      </button>
      <ResultNote result={result} form={`job-${job}`} />
    </Form>
  );
}

/** The news sources and the results sync: how their last runs went, and a button to run each now. */
export function JobsSection({ jobs, result }: { jobs: JobStatus; result: DashboardResult | undefined }) {
  const { last, lastSucceeded } = jobs.resultsSync;
  return (
    <>
      <section aria-labelledby="news-heading">
        <h2 id="news-heading">News sources</h2>
        {!jobs.enabled.news && <p className="admin-status">The news job is switched off (NEWS_ENABLED).</p>}
        {jobs.newsFeeds.length > 0 && (
          <TableScroll name={{ label: 'News sources table' }} className="admin-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Source</th>
                  <th scope="col">Last fetch</th>
                  <th scope="col">Last success</th>
                  <th scope="col">Items</th>
                  <th scope="col">Last error</th>
                </tr>
              </thead>
              <tbody>
                {jobs.newsFeeds.map((feed) => (
                  <tr key={feed.source}>
                    <th scope="row">{feed.source}</th>
                    <td>{utcText(feed.lastAttemptAt)}</td>
                    <td>{utcText(feed.lastSuccessAt)}</td>
                    <td>{feed.itemCount ?? '—'}</td>
                    <td>{feed.lastError ? `${feed.lastError} (${utcText(feed.lastErrorAt)})` : 'None'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {jobs.newsFeeds.length === 0 && <p>No feed has been fetched yet.</p>}
        <RunNow job="news-feeds" label="Fetch the news now" result={result} />
      </section>
      <section aria-labelledby="sync-heading">
        <h2 id="sync-heading">Results sync</h2>
        {!jobs.enabled.resultsSync && (
          <p className="admin-status">The results sync is switched off (RESULTS_SYNC_ENABLED).</p>
        )}
        {last ? (
          <dl className="admin-facts">
            <dt>Last run</dt>
            <dd>
              {utcText(last.startedAt)} ({last.trigger}), {last.status}
            </dd>
            <dt>Last success</dt>
            <dd>{utcText(lastSucceeded?.finishedAt)}</dd>
            <dt>Next run</dt>
            <dd>{utcText(last.nextRunAt)}</dd>
            <dt>Requests</dt>
            <dd>{last.requests}</dd>
            <dt>Rounds changed</dt>
            <dd>
              {last.changes.length === 0
                ? 'None'
                : last.changes
                    .map((change) => `${change.season} R${change.round} (${change.parts.join(', ')})`)
                    .join('; ')}
            </dd>
            <dt>Error</dt>
            <dd>{last.error ?? 'None'}</dd>
          </dl>
        ) : (
          <p>The results sync has not run yet.</p>
        )}
        <RunNow job="results-sync" label="Sync results now" result={result} />
      </section>
    </>
  );
}
