import { adminWrite } from '#server/auth/pages/guards.server.ts';
import { adminSeason } from '#server/features/admin/admin-season.server.ts';
import { changeLineUp, type LineUpResult } from '#server/features/admin/line-ups.server.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { seasonLineUpEditor } from '#server/race-data/line-up.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { roundsText } from '#shared/line-up.ts';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { LineUpForms } from '#web/features/admin/line-up-forms.tsx';
import { SeasonPicker } from '#web/features/admin/season-picker.tsx';
import type { Route } from './+types/update-teams';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: AdminPageHandle = { query: ['season'], title: 'Team line-ups' };

export function meta() {
  return [{ title: 'Team line-ups · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

/** docs/product.md §6: admins only. Each team's drivers of a season with the rounds they race. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { seasons, season } = await adminSeason(services, url);
  const rounds = (await seasonMeetings(services, season)).length;
  return { seasons, season, rounds, editor: await seasonLineUpEditor(services, season) };
}

/** One line-up change, written as the admin's audited edit; a refusal is answered beside its field. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await adminWrite(context);
  const form = await readFormData(request, adminFormLimit);
  return changeLineUp(context.get(serverContext).services, user, form, Number(form.get('season')));
}

export default function UpdateTeams({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, rounds, editor } = loaderData;
  return (
    <>
      <p className="lead">
        Which drivers race for which team, and from which round. A change shows on the team and driver
        standings and on the driver pages; it stays through data reloads until it is reverted from the
        dashboard’s audit log.
      </p>
      <SeasonPicker seasons={seasons} season={season} />
      <section aria-labelledby="change-heading">
        <h2 id="change-heading">Record a change in {season}</h2>
        {rounds > 0 && editor.teams.length > 0 ? (
          <LineUpForms
            season={season}
            rounds={rounds}
            editor={editor}
            result={actionData as LineUpResult | undefined}
          />
        ) : (
          <p>This season has no rounds or no teams entered yet.</p>
        )}
      </section>
      <section aria-labelledby="line-ups-heading">
        <h2 id="line-ups-heading">
          {season} line-ups, {rounds} {rounds === 1 ? 'round' : 'rounds'}
        </h2>
        <ul className="admin-teams">
          {editor.teams.map((team) => (
            <li key={team.teamId} aria-labelledby={`team-${team.teamId}`}>
              <h3 id={`team-${team.teamId}`}>{team.name}</h3>
              {team.source === 'admin' && <p className="admin-status">Edited by an admin</p>}
              {team.drivers.length > 0 ? (
                <ul>
                  {team.drivers.map((driver) => (
                    <li key={driver.driverId}>
                      {driver.name}: {roundsText(driver.rounds)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="admin-status">No race driver entered.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
