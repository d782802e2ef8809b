import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import Live from './live.tsx';

type Phase = 'before' | 'during';

/** What the /live loader answers for a qualifying session starting at `startsAt`, seen at `now`. */
function livePageData(phase: Phase, now: Date, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  const session = {
    kind: 'qualifying' as const,
    date: startsAt.toISOString().slice(0, 10),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  };
  return {
    now: now.toISOString(),
    timingConfigured: true,
    staleAfterMs: 30_000,
    phase,
    meeting: {
      raceId: 1,
      year: 2026,
      round: 22,
      name: 'Las Vegas Grand Prix',
      slug: 'las-vegas-grand-prix',
      circuitName: 'Las Vegas Strip Circuit',
    },
    session,
    sessions: [{ ...session, status: phase === 'before' ? 'upcoming' : 'live' }],
    next: null,
    classification: null,
    timing: null,
    hidden: [],
    staleAtRender: false,
  };
}

/** What the router shows while the first answer loads. */
function NothingYet() {
  return null;
}

/** The page in a router whose loader is `answer`; the count of loader calls is returned live. */
function renderLive(answer: () => ReturnType<typeof livePageData>) {
  const calls = { count: 0 };
  const Stub = createRoutesStub([
    {
      path: '/live',
      // The route module's props are the framework's; the stub hands over the same loaderData.
      Component: Live as unknown as () => React.ReactElement,
      HydrateFallback: NothingYet,
      loader: () => {
        calls.count += 1;
        return answer();
      },
    },
  ]);
  render(<Stub initialEntries={['/live']} />);
  return calls;
}

it('a page left open before a session shows the session once it starts, without a reload', async () => {
  const startsAt = new Date(Date.now() + 1_000);
  // The server's clock moves: asked again after the start, it is in the session.
  const calls = renderLive(() =>
    livePageData(Date.now() < startsAt.getTime() ? 'before' : 'during', new Date(), startsAt),
  );
  expect(await screen.findByText(/^Starts in/)).toBeTruthy();
  expect(
    await screen.findByText(/Live timing for this session has not arrived yet/, {}, { timeout: 5_000 }),
  ).toBeTruthy();
  expect(calls.count).toBe(2);
});

it('asks the server once per turn, even when its clock stands still', async () => {
  const frozen = new Date();
  const startsAt = new Date(frozen.getTime() + 500);
  // PITWALL_NOW: the server answers "before" however often it is asked.
  const calls = renderLive(() => livePageData('before', frozen, startsAt));
  await waitFor(() => expect(calls.count).toBe(2), { timeout: 5_000 });
  // Three more ticks of the page's clock ask nothing more.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(calls.count).toBe(2);
});
