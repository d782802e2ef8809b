import type { UIMatch } from 'react-router';
import { adminWrite } from '#server/auth/pages/guards.server.ts';
import { adminSeason } from '#server/features/admin/admin-season.server.ts';
import { type EditorResult, saveDriverForm, saveTeamForm } from '#server/features/admin/editors.server.ts';
import { editorCountries, editorDrivers, editorTeams } from '#server/race-data/editors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { DriverForm } from '#web/features/admin/driver-form.tsx';
import { EditorPicker } from '#web/features/admin/editor-picker.tsx';
import { TeamForm } from '#web/features/admin/team-form.tsx';
import type { Route } from './+types/admin-editor';

/**
 * /admin/driver-editor and /admin/team-editor (one module, two routes): which one a path is. Paths
 * match without regard to case or a trailing slash, and so does this.
 */
function kindOf(path: string): 'driver' | 'team' {
  return /\/team-editor\/?$/i.test(path) ? 'team' : 'driver';
}

/** What the two pages say: their title, and the lead above the picker. */
const pages = {
  driver: {
    title: 'Driver editor',
    lead: 'Names and nationalities, and per season the race number and photo. A retired driver is left out of that season’s lists; the results stay. Every edit is in the dashboard’s audit log and can be reverted there.',
  },
  team: {
    title: 'Team editor',
    lead: 'Names and countries, and per season the colour, logo and car image. A retired team is left out of that season’s lists; the results stay. Every edit is in the dashboard’s audit log and can be reverted there.',
  },
} as const;

/**
 * The query these pages read; every other parameter leaves its address (#shared/page-query.ts). A
 * module has one handle, so both pages keep `driver` and `team`; each reads only its own. The
 * heading the admin layout shows is the matched page's.
 */
export const handle: AdminPageHandle = {
  query: ['season', 'driver', 'team', 'saved', 'unchanged'],
  title: (match: UIMatch) => pages[kindOf(match.pathname)].title,
};

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: `${pages[kindOf(location.pathname)].title} · Admin · Pitwall` },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The one asked for by id, else the first; none for `new` (or an empty list). */
function chosen<T>(rows: T[], idOf: (row: T) => string, asked: string | null): T | null {
  return rows.find((row) => idOf(row) === asked) ?? (asked === 'new' ? null : (rows[0] ?? null));
}

export async function loader({ context, url, pattern }: Route.LoaderArgs) {
  const kind = kindOf(pattern);
  const { services } = context.get(serverContext);
  const { seasons, season } = await adminSeason(services, url);
  const query = url.searchParams;
  const asked = query.get(kind);
  const saved = query.has('saved') ? 'saved' : query.has('unchanged') ? 'unchanged' : null;
  if (kind === 'team') {
    const [teams, countries] = [await editorTeams(services, season), await editorCountries(services)];
    const team = chosen(teams, (row) => row.teamId, asked);
    const items = teams.map((row) => ({
      id: row.teamId,
      label: `${row.name}${row.retired ? ' (retired)' : ''}`,
    }));
    return { kind, seasons, season, items, selected: team?.teamId, team, countries, saved } as const;
  }
  const [drivers, countries] = [await editorDrivers(services, season), await editorCountries(services)];
  const driver = chosen(drivers, (row) => row.driverId, asked);
  const items = drivers.map((row) => ({
    id: row.driverId,
    label: `${row.lastName}, ${row.firstName}${row.retired ? ' (retired)' : ''}`,
  }));
  return { kind, seasons, season, items, selected: driver?.driverId, driver, countries, saved } as const;
}

/**
 * `writeDriver` or `writeTeam` (through saveDriverForm, saveTeamForm): a new driver or team, or an
 * edit, audited as the admin's.
 */
export async function action({ context, request, pattern }: Route.ActionArgs) {
  const user = await adminWrite(context);
  const save = kindOf(pattern) === 'team' ? saveTeamForm : saveDriverForm;
  return save(context.get(serverContext).services, user, request);
}

export default function Editor({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, seasons, season, items, selected, countries, saved } = loaderData;
  const form = {
    season,
    countries,
    result: actionData as EditorResult | undefined,
    saved: actionData ? null : saved,
  };
  return (
    <>
      <p className="lead">{pages[kind].lead}</p>
      <EditorPicker
        kind={kind}
        seasons={seasons}
        season={season}
        selected={selected ?? 'new'}
        items={items}
      />
      {loaderData.kind === 'team' ? (
        // A save answered by a redirect shows the stored values, not what was typed.
        <TeamForm key={`${season}-${JSON.stringify(loaderData.team)}`} team={loaderData.team} {...form} />
      ) : (
        <DriverForm
          key={`${season}-${JSON.stringify(loaderData.driver)}`}
          driver={loaderData.driver}
          {...form}
        />
      )}
    </>
  );
}
