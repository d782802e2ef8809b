import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { qualifyingArchive, raceArchive } from '#server/features/results/results.server.ts';
import { raceReader } from '#server/race-data/race-reader.ts';
import type { Services } from '#server/services.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { openTestDatabase } from '#server/testing/test-database.ts';
import { shieldOff } from '#shared/spoiler-shield.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { fakeViewport } from '#web/testing/viewport.ts';
import { ResultsArchive } from './results-archive.tsx';

// The browser's fetches go to the real app over the loaded test database, so the rounds paged in
// are the ones /f1 serves; the first round comes from the page loader's own server code.
let database: Database;
let services: Services;
beforeAll(async () => {
  database = await openTestDatabase();
  const test = createTestApp(database, { now: '2025-12-10T12:00:00Z' });
  services = test.services;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    test.app.request(input instanceof Request ? input : String(input), init),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await database.close();
});

const viewport = fakeViewport();
beforeEach(() => viewport.reset());
afterEach(() => vi.restoreAllMocks());

async function renderRaces(before?: number, round?: number) {
  const page = await raceArchive(raceReader(services, shieldOff), 2025, { before, round });
  renderPage(<ResultsArchive kind="race" {...page} current={page.round} />, {
    path: '/race-results/:year',
    url: '/race-results/2025',
  });
  return userEvent.setup();
}

async function renderQualifying() {
  const page = await qualifyingArchive(raceReader(services, shieldOff), 2025);
  renderPage(<ResultsArchive kind="qualifying" {...page} />, {
    path: '/qualifying-results/:year',
    url: '/qualifying-results/2025',
  });
  return userEvent.setup();
}

const roundTitles = () =>
  screen.getAllByRole('article').map((round) => within(round).getByRole('heading').textContent);
// A table's caption is its name; Testing Library's name computation does not read captions yet.
const tableNames = (round: HTMLElement) =>
  within(round)
    .getAllByRole('table')
    .map((table) => (table as HTMLTableElement).caption?.textContent);
const roundArticle = (title: string) =>
  screen.getAllByRole('article').find((round) => within(round).queryByRole('heading', { name: title }));
const status = () => screen.getByRole('status');
/** The end of the list, which pages in the next round when it comes into view. */
const endOfList = () => status().parentElement as HTMLElement;

/** A slow network: requests wait until the test lets the answers through. */
function holdResponses() {
  const realFetch = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
    await gate;
    return realFetch(...args);
  });
  return release;
}

describe('the race archive’s paging', () => {
  it('starts with the latest round from the server and offers the one before it', async () => {
    await renderRaces();
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix']);
    expect(tableNames(screen.getByRole('article'))).toEqual(['Race results, Abu Dhabi Grand Prix 2025']);
    expect(status().textContent).toBe('Scroll for more results');
    // Without JavaScript the link opens a page of the earlier rounds.
    expect(screen.getByRole('link', { name: 'Show round 23' }).getAttribute('href')).toBe(
      '/race-results/2025?before=24',
    );
  });

  it('loads the previous round in place when the visitor clicks for it', async () => {
    const user = await renderRaces();
    await user.click(screen.getByRole('link', { name: 'Show round 23' }));
    expect(await screen.findByRole('link', { name: 'Show round 22' })).toBeTruthy();
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix', 'Qatar Grand Prix']);
    // Qatar was a sprint weekend: its sprint classification comes with it.
    expect(tableNames(roundArticle('Qatar Grand Prix') as HTMLElement)).toEqual([
      'Race results, Qatar Grand Prix 2025',
      'Sprint results, Qatar Grand Prix 2025',
    ]);
    expect(status().textContent).toBe('Scroll for more results');
  });

  it('loads the next round when the end of the list scrolls into view, and no further once it has gone', async () => {
    await renderRaces();
    const release = holdResponses();
    viewport.scrollIntoView(endOfList());
    expect(await screen.findByText('Loading...')).toBeTruthy();
    // The visitor scrolls back up before the round arrives.
    viewport.scrollOutOfView(endOfList());
    release();
    expect(await screen.findByRole('link', { name: 'Show round 22' })).toBeTruthy();
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix', 'Qatar Grand Prix']);
    // The fresh observer finds the end of the list off screen: nothing more loads.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix', 'Qatar Grand Prix']);
    expect(status().textContent).toBe('Scroll for more results');
  });

  it('keeps loading while the end of the list stays in view, down to round 1', async () => {
    // The page of the rounds before round 4, as the "Show round" link without JavaScript opens it.
    await renderRaces(4);
    expect(roundTitles()).toEqual(['Japanese Grand Prix']);
    viewport.scrollIntoView(endOfList());
    expect(await screen.findByText('That was the first race of 2025.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(roundTitles()).toEqual(['Japanese Grand Prix', 'Chinese Grand Prix', 'Australian Grand Prix']);
    expect(screen.queryByRole('link', { name: /Show round/ })).toBeNull();
  });

  it('says which round failed when the network does, and offers the page of earlier rounds instead', async () => {
    const user = await renderRaces();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('link', { name: 'Show round 23' }));
    expect(await screen.findByText('Round 23 could not be loaded.')).toBeTruthy();
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix']);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/race-results/2025?before=24',
    );
  });
});

describe('the race archive’s jumps, summary, links and marks', () => {
  it('lists every round as a link, opens at the round asked for and pages on from it', async () => {
    const user = await renderRaces(undefined, 5);
    const nav = screen.getByRole('navigation', { name: 'Jump to a round' });
    expect(within(nav).getAllByRole('link')).toHaveLength(24);
    const current = within(nav).getByRole('link', { name: 'Round 5, Saudi Arabian Grand Prix' });
    expect(current.getAttribute('href')).toBe('/race-results/2025/5');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(roundTitles()).toEqual(['Saudi Arabian Grand Prix']);
    await user.click(screen.getByRole('link', { name: 'Show round 4' }));
    expect(await screen.findByRole('link', { name: 'Show round 3' })).toBeTruthy();
    expect(roundTitles()).toEqual(['Saudi Arabian Grand Prix', 'Bahrain Grand Prix']);
  });

  it('sums the season up by winners, links drivers to their pages and marks the fastest lap', async () => {
    await renderRaces(undefined, 5);
    const winners = screen.getByRole('table', { name: 'Winners of 2025, round by round' });
    expect(within(winners).getAllByRole('row')).toHaveLength(25);
    expect(within(winners).getByRole('link', { name: 'Abu Dhabi Grand Prix' }).getAttribute('href')).toBe(
      '/race-results/2025/24',
    );
    const race = screen.getByRole('article').querySelector('table') as HTMLTableElement;
    expect(within(race).getByRole('link', { name: 'Lando Norris NOR' }).getAttribute('href')).toBe(
      '/drivers/NOR',
    );
    const marked = within(race).getByText('Fastest lap', { selector: '.badge' }).closest('tr') as HTMLElement;
    expect(within(marked).getByRole('rowheader').textContent).toMatch(/^Lando Norris/);
    expect(within(race).getAllByText('Fastest lap', { selector: '.badge' })).toHaveLength(1);
  });
});

describe('the qualifying archive’s paging', () => {
  it('pages back through qualifying sessions the same way', async () => {
    const user = await renderQualifying();
    expect(roundTitles()).toEqual(['Abu Dhabi Grand Prix']);
    expect(status().textContent).toBe('Scroll for more races');
    await user.click(screen.getByRole('link', { name: 'Show round 23' }));
    expect(await screen.findByRole('link', { name: 'Show round 22' })).toBeTruthy();
    expect(tableNames(roundArticle('Qatar Grand Prix') as HTMLElement)).toEqual([
      'Qualifying results, Qatar Grand Prix 2025',
    ]);
    expect(screen.getByRole('link', { name: 'Show round 22' }).getAttribute('href')).toBe(
      '/qualifying-results/2025?before=23',
    );
  });
});
