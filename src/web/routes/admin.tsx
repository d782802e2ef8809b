import { adminOf } from '#server/auth/pages/guards.server.ts';
import { accountAuditActions } from '#server/db/schema.ts';
import { listAccountAudit, listUsers } from '#server/features/admin/admin-users.server.ts';
import { dashboardAction } from '#server/features/admin/dashboard.server.ts';
import { jobStatus } from '#server/features/admin/job-status.server.ts';
import { auditLogWithAuthors } from '#server/features/admin/race-data-audit.queries.ts';
import { selectVotesPerRace } from '#server/features/admin/votes-per-race.queries.ts';
import { predictionsDashboard } from '#server/features/predictions/predictions.server.ts';
import { rescoreRace } from '#server/features/predictions/predictions-admin.server.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { AccountLogSection } from '#web/features/admin/account-log-section.tsx';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { AuditSection } from '#web/features/admin/audit-section.tsx';
import { JobsSection } from '#web/features/admin/jobs-section.tsx';
import { UsersSection } from '#web/features/admin/users-section.tsx';
import { VotesSection } from '#web/features/admin/votes-section.tsx';
import { PredictionsSection } from '#web/features/predictions/predictions-admin-section.tsx';
import type { Route } from './+types/admin';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: AdminPageHandle = {
  query: ['q', 'season', 'round', 'accountAction'],
  title: 'Dashboard',
};

export function meta() {
  return [{ title: 'Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** A whole number in a range from a query parameter, or undefined. */
const whole = (value: string | null, min: number, max: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** docs/product.md §6: admins only; the guard answers everyone else with the spec's alerts. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = adminOf(context);
  const { services } = context.get(serverContext);
  const params = url.searchParams;
  const query = (params.get('q') ?? '').slice(0, 100);
  const filter = { season: params.get('season') ?? '', round: params.get('round') ?? '' };
  const asked = params.get('accountAction');
  const accountAction = accountAuditActions.find((action) => action === asked);
  const season = await seasonInFocus(services);
  const [accounts, accountLog, jobs, votes, predictions, audit] = [
    await listUsers(services, { query }),
    await listAccountAudit(services, { action: accountAction }),
    await jobStatus(services),
    await selectVotesPerRace(services.db, season),
    await predictionsDashboard(services, season),
    await auditLogWithAuthors(services.db, {
      season: whole(filter.season, 1950, 2100),
      round: whole(filter.round, 1, 40),
    }),
  ];
  return {
    selfId: user.id,
    name: user.name,
    query,
    accounts,
    accountLog,
    accountAction: accountAction ?? '',
    jobs,
    season,
    votes,
    predictions,
    audit,
    filter,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = adminOf(context);
  const { services } = context.get(serverContext);
  const form = await readFormData(request, adminFormLimit);
  // Predictions keep their own scoring; the dashboard's other buttons are the admin feature's.
  if (form.get('intent') === 'rescore') return rescoreRace(services, user, form.get('id'));
  return dashboardAction(services, user, form);
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const {
    accounts,
    accountLog,
    accountAction,
    jobs,
    season,
    votes,
    predictions,
    audit,
    query,
    filter,
    selfId,
    name,
  } = loaderData;
  return (
    <>
      <p className="lead">Signed in as {name}, with the admin role.</p>
      <UsersSection
        total={accounts.total}
        users={accounts.users}
        query={query}
        selfId={selfId}
        result={actionData}
      />
      <AccountLogSection entries={accountLog} action={accountAction} />
      <JobsSection jobs={jobs} result={actionData} />
      <VotesSection season={season} races={votes} />
      <PredictionsSection
        season={season}
        players={predictions.players}
        races={predictions.races}
        result={actionData}
      />
      <AuditSection entries={audit} filter={filter} result={actionData} />
    </>
  );
}
