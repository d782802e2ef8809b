import { adminWrite } from '#server/auth/pages/guards.server.ts';
import { adminSeason } from '#server/features/admin/admin-season.server.ts';
import { type EditorResult, saveDriverForm } from '#server/features/admin/editors.server.ts';
import { editorCountries, editorDrivers } from '#server/race-data/editors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { AdminPageHandle } from '#web/features/admin/admin-nav.tsx';
import { DriverForm } from '#web/features/admin/driver-form.tsx';
import { EditorPicker } from '#web/features/admin/editor-picker.tsx';
import type { Route } from './+types/admin-driver-editor';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: AdminPageHandle = {
  query: ['season', 'driver', 'saved', 'unchanged'],
  title: 'Driver editor',
};

export function meta() {
  return [{ title: 'Driver editor · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const { seasons, season } = await adminSeason(services, url);
  const [drivers, countries] = [await editorDrivers(services, season), await editorCountries(services)];
  const query = url.searchParams;
  const asked = query.get('driver');
  const driver =
    drivers.find((row) => row.driverId === asked) ?? (asked === 'new' ? null : (drivers[0] ?? null));
  const saved = query.has('saved') ? 'saved' : query.has('unchanged') ? 'unchanged' : null;
  return { seasons, season, drivers, driver, countries, saved } as const;
}

/** The same write as PUT /api/admin/drivers/…: a new driver, or an edit, audited as the admin's. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await adminWrite(context);
  return saveDriverForm(context.get(serverContext).services, user, request);
}

export default function DriverEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, drivers, driver, countries, saved } = loaderData;
  return (
    <>
      <p className="lead">
        Names and nationalities, and per season the race number and photo. A retired driver is left out of
        that season’s lists; the results stay. Every edit is in the dashboard’s audit log and can be reverted
        there.
      </p>
      <EditorPicker
        kind="driver"
        seasons={seasons}
        season={season}
        selected={driver?.driverId ?? 'new'}
        items={drivers.map((row) => ({
          id: row.driverId,
          label: `${row.lastName}, ${row.firstName}${row.retired ? ' (retired)' : ''}`,
        }))}
      />
      <DriverForm
        // A save answered by a redirect shows the stored values, not what was typed.
        key={`${season}-${JSON.stringify(driver)}`}
        season={season}
        driver={driver}
        countries={countries}
        result={actionData as EditorResult | undefined}
        saved={actionData ? null : saved}
      />
    </>
  );
}
