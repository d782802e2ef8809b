import { adminWrite } from '#server/auth/pages/guards.server.ts';
import { adminSeason } from '#server/features/admin/admin-season.server.ts';
import { type EditorResult, saveTeamForm } from '#server/features/admin/editors.server.ts';
import { editorCountries, editorTeams } from '#server/race-data/editors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { EditorPicker } from '#web/features/admin/editor-picker.tsx';
import { TeamForm } from '#web/features/admin/team-form.tsx';
import type { Route } from './+types/admin-team-editor';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: AdminPageHandle = {
  query: ['season', 'team', 'saved', 'unchanged'],
  title: 'Team editor',
};

export function meta() {
  return [{ title: 'Team editor · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { seasons, season } = await adminSeason(services, url);
  const [teams, countries] = [await editorTeams(services, season), await editorCountries(services)];
  const query = url.searchParams;
  const asked = query.get('team');
  const team = teams.find((row) => row.teamId === asked) ?? (asked === 'new' ? null : (teams[0] ?? null));
  const saved = query.has('saved') ? 'saved' : query.has('unchanged') ? 'unchanged' : null;
  return { seasons, season, teams, team, countries, saved } as const;
}

/** The same write as PUT /api/admin/teams/…: a new team, or an edit, audited as the admin's. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await adminWrite(context);
  return saveTeamForm(context.get(serverContext).services, user, request);
}

export default function TeamEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, teams, team, countries, saved } = loaderData;
  return (
    <>
      <p className="lead">
        Names and countries, and per season the colour, logo and car image. A retired team is left out of that
        season’s lists; the results stay. Every edit is in the dashboard’s audit log and can be reverted
        there.
      </p>
      <EditorPicker
        kind="team"
        seasons={seasons}
        season={season}
        selected={team?.teamId ?? 'new'}
        items={teams.map((row) => ({
          id: row.teamId,
          label: `${row.name}${row.retired ? ' (retired)' : ''}`,
        }))}
      />
      <TeamForm
        // A save answered by a redirect shows the stored values, not what was typed.
        key={`${season}-${JSON.stringify(team)}`}
        season={season}
        team={team}
        countries={countries}
        result={actionData as EditorResult | undefined}
        saved={actionData ? null : saved}
      />
    </>
  );
}
