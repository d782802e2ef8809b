import { sessionOf } from '#server/auth/pages/guards.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { voteResultsData } from '#server/features/votes/vote-pages.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { RaceSelect } from '#web/features/votes/race-select.tsx';
import { SeasonWinnersTable } from '#web/features/votes/season-winners-table.tsx';
import { SignInInvite } from '#web/features/votes/sign-in-invite.tsx';
import { VoteBars } from '#web/features/votes/vote-bars.tsx';
import '#web/features/votes/votes.css';
import { data, Link } from 'react-router';
import type { Route } from './+types/vote-results';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['race'] };

export function meta({ data }: Route.MetaArgs) {
  const race = data?.race;
  return [
    { title: `Fan's Choice Awards results${race ? ` · ${race.season} ${race.name}` : ''} · Pitwall` },
    {
      name: 'description',
      content: 'How the fans voted: best point scorer, best of the rest and best team.',
    },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await sessionOf(context);
  const key = url.searchParams.get('race');
  const found = await voteResultsData(await readerOf(context), key);
  if (key && !found.race) throw data(null, { status: 404, statusText: 'Not Found' });
  return { ...found, signedIn: Boolean(user) };
}

export default function VoteResults({ loaderData }: Route.ComponentProps) {
  const { race, options, results, fansVsResult, season, signedIn, hidden } = loaderData;
  return (
    <main className="page vote-page">
      <header className="vote-header">
        <p className="eyebrow">Fan&rsquo;s Choice Awards</p>
        <h1>Results{race ? `: ${race.season} ${race.name}` : ''}</h1>
        {options.length > 1 && race && <RaceSelect options={options} selected={loaderData.selected ?? ''} />}
      </header>
      {!race && <p>No race has been run yet: the results follow the first one.</p>}
      {hidden.length > 0 && <SpoilerHidden what="the fans' votes on this race" sessions={hidden} />}
      {fansVsResult && (
        <p className="vote-fans-vs card">
          <strong>Fans vs result:</strong> {fansVsResult.percent}% voted {fansVsResult.name} (
          {fansVsResult.teamCode}) best point scorer; he finished P{fansVsResult.position} with{' '}
          {fansVsResult.points} {fansVsResult.points === 1 ? 'point' : 'points'}.
        </p>
      )}
      {results.length > 0 && (
        <div className="vote-results">
          {results.map((result) => (
            <VoteBars key={result.category} result={result} />
          ))}
        </div>
      )}
      {race && (
        <p>
          <Link className="button button--primary" to="/vote">
            {signedIn ? 'Vote on the last race' : 'See the candidates'}
          </Link>
        </p>
      )}
      {!signedIn && <SignInInvite />}
      {race && hidden.length === 0 && <SeasonWinnersTable season={race.season} rows={season ?? []} />}
    </main>
  );
}
