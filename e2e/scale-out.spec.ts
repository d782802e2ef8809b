import { adminEmail, createConfirmedAccount, expect, newAccount, test } from './support/accounts.ts';
import { createScratchDatabase, postgresAnswers } from './support/postgres.ts';

// Two built servers on one PostgreSQL database, as behind a load balancer: a race-data write through
// one must show on the other (its /f1 answer, its JSON API and its server-rendered page) at once,
// because the writer's event reaches every instance through PostgreSQL NOTIFY.

type RoundBody = { race: { rows: { driverId: string; driverName: string }[] } };

test.use({ now: '2025-12-20T12:00:00Z' });

test('a race-data write on one instance shows on another within a second', async ({ startServer, inbox }) => {
  test.skip(!(await postgresAnswers()), 'needs a PostgreSQL server at PITWALL_TEST_DATABASE_URL');
  test.setTimeout(240_000);
  const database = await createScratchDatabase('pitwall_e2e_scale');
  try {
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: inbox.url,
      ADMIN_EMAILS: adminEmail,
      TRUSTED_PROXIES: '127.0.0.1',
    };
    // The first migrates and loads the snapshot; the second finds it done.
    const a = await startServer({ env, timeoutMs: 180_000 });
    const b = await startServer({ env, timeoutMs: 180_000 });

    const account = await createConfirmedAccount(a.url, inbox, newAccount({ email: adminEmail }));
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');

    // B serves (and caches) the Abu Dhabi result before the write.
    const before = (await (await fetch(`${b.url}/api/results/2025/24/race`)).json()) as RoundBody;
    const [winner] = before.race.rows;
    expect(winner?.driverName).toBe('Max Verstappen');
    expect(
      (await (await fetch(`${b.url}/race-results/2025`)).text()).indexOf('Max Verstappen'),
    ).toBeGreaterThan(0);
    const f1Before = await fetch(`${b.url}/f1/2025/24/results.json`);
    const etag = f1Before.headers.get('ETag')!;

    // An admin correction on A, through the driver editor's form: the winner's name.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      season: '2025',
      driverId: winner!.driverId,
      firstName: 'Max',
      lastName: 'Emilian',
      code: 'VER',
      nationality: 'netherlands',
      number: '1',
    })) {
      form.set(name, value);
    }
    const write = await fetch(`${a.url}/admin/driver-editor?season=2025`, {
      method: 'POST',
      headers: { origin: a.url, cookie },
      body: form,
      redirect: 'manual',
    });
    expect(write.status, await write.clone().text()).toBe(302);
    expect(write.headers.get('location')).toMatch(/saved=1$/);
    const written = performance.now();

    const newWinner = 'Max Emilian';
    const seen = async () => {
      const [api, f1, page] = await Promise.all([
        fetch(`${b.url}/api/results/2025/24/race`).then((r) => r.json() as Promise<RoundBody>),
        fetch(`${b.url}/f1/2025/24/results.json`, { headers: { 'If-None-Match': etag } }),
        fetch(`${b.url}/race-results/2025`).then((r) => r.text()),
      ]);
      const f1Winner =
        f1.status === 200
          ? (
              (await f1.json()) as {
                MRData: { RaceTable: { Races: { Results: { Driver: { familyName: string } }[] }[] } };
              }
            ).MRData.RaceTable.Races[0]?.Results[0]?.Driver.familyName
          : undefined;
      // The first row header of the race table (the driver's name, maybe a link, then the team).
      const raceTable = page.slice(page.search(/<caption[^>]*>Race</));
      const firstRow = /<th scope="row"[^>]*>(.*?)<\/th>/s.exec(raceTable)?.[1]?.replace(/<[^>]+>/g, '');
      const pageWinner = firstRow?.startsWith(newWinner) ? newWinner : firstRow;
      return { api: api.race.rows[0]?.driverName, f1: f1Winner, page: pageWinner };
    };
    await expect
      .poll(seen, { timeout: 5_000, intervals: [50] })
      .toEqual({ api: newWinner, f1: newWinner.split(' ').at(-1), page: newWinner });
    console.log(
      `Instance B showed the write ${Math.round(performance.now() - written)} ms after A answered it`,
    );
  } finally {
    await database.drop();
  }
});
