import { assertSameOrigin, requireAdmin, requireAdminWrite } from '#server/auth/pages/guards.server.ts';
import { type EditorResult, editorSeason, saveDriverForm } from '#server/features/admin/editors.server.ts';
import { editorCountries, editorDrivers } from '#server/race-data/editors.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { AdminNav } from '#web/features/admin/admin-nav.tsx';
import { DriverForm } from '#web/features/admin/driver-form.tsx';
import { EditorPicker } from '#web/features/admin/editor-picker.tsx';
import '#web/features/admin/admin.css';
import type { Route } from './+types/admin-driver-editor';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['season', 'driver', 'saved', 'unchanged'] };

export function meta() {
  return [{ title: 'Driver editor · Admin · Pitwall' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ context, request, url });
  const { services } = context.get(serverContext);
  const { seasons, season } = await editorSeason(services, url);
  const [drivers, countries] = [await editorDrivers(services, season), await editorCountries(services)];
  const query = url.searchParams;
  const asked = query.get('driver');
  const driver =
    drivers.find((row) => row.driverId === asked) ?? (asked === 'new' ? null : (drivers[0] ?? null));
  const saved = query.has('saved') ? 'saved' : query.has('unchanged') ? 'unchanged' : null;
  return { seasons, season, drivers, driver, countries, saved } as const;
}

/** The same write as PUT /api/admin/drivers/…: a new driver, or an edit, audited as the admin's. */
export async function action({ context, request, url }: Route.ActionArgs) {
  assertSameOrigin(context, request);
  const user = await requireAdminWrite({ context, request, url });
  return saveDriverForm(context.get(serverContext).services, user, request);
}

export default function DriverEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { seasons, season, drivers, driver, countries, saved } = loaderData;
  return (
    <main className="page admin-page">
      <p className="eyebrow">Admin</p>
      <h1>Driver editor</h1>
      <AdminNav />
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
    </main>
  );
}
