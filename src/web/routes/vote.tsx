import { requireSignedIn, sessionOf } from '#server/auth/pages/guards.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import { voteAction } from '#server/features/votes/vote-action.server.ts';
import { votePageData } from '#server/features/votes/vote-pages.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { LocalTime } from '#web/components/ui/local-time.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { SignInInvite } from '#web/features/votes/sign-in-invite.tsx';
import { VoteBallot } from '#web/features/votes/vote-ballot.tsx';
import '#web/features/votes/votes.css';
import { Link } from 'react-router';
import type { Route } from './+types/vote';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['saved'] };

export function meta({ data }: Route.MetaArgs) {
  const race = data?.page?.race;
  return [
    { title: `Fan's Choice Awards${race ? ` · ${race.season} ${race.name}` : ''} · Pitwall` },
    {
      name: 'description',
      content:
        'Vote for the best point scorer, the best of the rest and the best team of the last Formula 1 race.',
    },
  ];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { user } = await sessionOf(context);
  const { page, hidden } = await votePageData(await readerOf(context), user?.id ?? null);
  return { page, hidden, signedIn: Boolean(user), saved: url.searchParams.has('saved') };
}

/** Cross-site posts are refused first; a visitor is sent to log in; then the same write as POST /api/votes. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = await requireSignedIn({ context, url });
  return voteAction(context.get(serverContext).services, user.id, request);
}

const closing: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

export default function Vote({ loaderData, actionData }: Route.ComponentProps) {
  const { page, hidden, signedIn, saved } = loaderData;
  if (!page) {
    return (
      <main className="page vote-page">
        <h1>Fan&rsquo;s Choice Awards</h1>
        <p>No race has been run yet: voting opens after the first one.</p>
      </main>
    );
  }
  const { race, ballot, status, closesAt, picks } = page;
  const pending = ballot !== null && ballot['best-team'].length === 0;
  const open = status === 'open' && !pending;
  return (
    <main className="page vote-page">
      <header className="vote-header">
        <p className="eyebrow">Fan&rsquo;s Choice Awards</p>
        <h1>
          {race.season} {race.name}
        </h1>
        <p className="vote-header__status">
          {pending ? (
            'Results pending: the candidates appear once the race result is on record.'
          ) : status === 'closed' ? (
            <strong>Voting closed when the next meeting started.</strong>
          ) : closesAt ? (
            <>
              Voting is open until the next meeting starts:{' '}
              <strong>
                <LocalTime at={closesAt} options={closing} />
              </strong>
              .
            </>
          ) : (
            'Voting is open until the next meeting starts.'
          )}{' '}
          <Link to="/vote/results">See the results</Link>
        </p>
      </header>
      {saved && open && (
        <p className="vote-saved" role="status">
          Your votes are saved. You can change them until voting closes.
        </p>
      )}
      {!signedIn && open && <SignInInvite />}
      {!ballot && <SpoilerHidden what="the candidates and their results" sessions={hidden} />}
      {ballot && !pending && (
        <VoteBallot
          race={race}
          ballot={ballot}
          picks={picks}
          canVote={signedIn && open}
          closed={status === 'closed'}
          error={actionData?.error}
        />
      )}
    </main>
  );
}
