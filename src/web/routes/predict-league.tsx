import { Form, Link } from 'react-router';
import { leagueAction, leaguePage } from '#server/features/predictions/predict-pages.server.ts';
import { readerOf } from '#server/features/spoilers/request-shield.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { SpoilerHidden } from '#web/components/ui/spoiler-hidden.tsx';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';
import { PredictionsTable } from '#web/features/predictions/predictions-table.tsx';
import '#web/features/predictions/predictions.css';
import type { Route } from './+types/predict-league';

export const handle: PageHandle = { query: ['round', 'done'] };

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `${data?.league.name ?? 'League'} · Predict the weekend · Pitwall` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return leaguePage(context, url, params.id, await readerOf(context));
}

export function action({ context, request, url, params }: Route.ActionArgs) {
  return leagueAction(context, request, url, params.id);
}

const notices: Record<string, string> = {
  joined: 'Welcome to the league.',
  renew: 'The invite link is new: the old one no longer works.',
  close: 'The league is closed: nobody can join any more, and its table stays.',
  remove: 'The member has been removed.',
};

export default function PredictLeague({ loaderData, actionData }: Route.ComponentProps) {
  const { league, inviteUrl, members, userId, season, table, hidden, rounds, race, done } = loaderData;
  const errors = actionData?.errors;
  const notice = done ? notices[done] : undefined;
  return (
    <main className="page predict-page">
      <header>
        <p className="eyebrow">Predict the weekend · league</p>
        <h1>{league.name}</h1>
        <p className="predict-page__nav">
          <Link to="/predict">Your picks</Link>
          <Link to="/predict/leagues">Your leagues</Link>
          <Link to="/predict/table">Season table</Link>
        </p>
        {league.closed && <p>This league is closed: nobody can join it any more.</p>}
      </header>
      {notice && (
        <p className="predict-saved" role="status">
          {notice}
        </p>
      )}
      <FormAlert message={errors && (Object.values(errors)[0] ?? 'That did not work.')} />
      <section aria-labelledby="league-season">
        <h2 id="league-season">{season} table</h2>
        {hidden.length > 0 && (
          <SpoilerHidden what="how the table moved after these sessions" sessions={hidden} />
        )}
        <PredictionsTable
          id="league-table"
          caption={`${members.length} ${members.length === 1 ? 'member' : 'members'}`}
          rows={table.rows}
          userId={userId}
        />
      </section>
      {rounds.length > 0 && (
        <section aria-labelledby="league-race">
          <h2 id="league-race">Race by race</h2>
          <Form method="get" className="league-round">
            <div className="field">
              <label className="field__label" htmlFor="league-round">
                Grand Prix
              </label>
              <select id="league-round" name="round" className="field__input" defaultValue={race?.round}>
                {rounds.map((round) => (
                  <option key={round.round} value={round.round}>
                    Round {round.round}: {round.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button--outline">
              Show
            </button>
          </Form>
          {race && (
            <>
              {race.hidden.length > 0 ? (
                <SpoilerHidden what={`the scores of the ${race.name}`} sessions={race.hidden} />
              ) : (
                race.table.length > 0 && (
                  <PredictionsTable
                    id="league-race-table"
                    caption={race.name}
                    rows={race.table}
                    userId={userId}
                  />
                )
              )}
              <TableScroll name={{ labelledBy: 'league-picks' }}>
                <table className="data-table">
                  <caption id="league-picks">Picks for the {race.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      {race.picks[0]?.picks.map((pick) => (
                        <th scope="col" key={pick.kind}>
                          {pick.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {race.picks.map((member) => (
                      <tr key={member.userId}>
                        <th scope="row">{member.name}</th>
                        {member.picks.map((pick) => (
                          <td key={pick.kind}>
                            {pick.locked
                              ? `${pick.driverName ?? 'No pick'}${pick.points === null ? '' : ` (${pick.points})`}`
                              : 'Shown when it locks'}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </>
          )}
        </section>
      )}
      <section aria-labelledby="league-members">
        <h2 id="league-members">Members</h2>
        <ul className="league-members">
          {members.map((member) => (
            <li key={member.userId}>
              <span>
                {member.name}
                {member.userId === league.ownerId && ' (owner)'}
                {member.userId === userId && ' (you)'}
              </span>
              {league.owner && member.userId !== userId && (
                <Form method="post">
                  <input type="hidden" name="member" value={member.userId} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="button button--outline"
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {!league.owner && (
          <Form method="post">
            <button type="submit" name="intent" value="leave" className="button button--outline">
              Leave the league
            </button>
          </Form>
        )}
      </section>
      {league.owner && !league.closed && (
        <section className="card league-invite" aria-labelledby="league-invite">
          <h2 id="league-invite">Invite friends</h2>
          {inviteUrl && (
            <div className="field">
              <label className="field__label" htmlFor="invite-link">
                Invite link
              </label>
              <p className="field__hint" id="invite-link-hint">
                Send it to friends: whoever opens it while signed in can join.
              </p>
              <input
                id="invite-link"
                className="field__input league-invite__link"
                readOnly
                value={inviteUrl}
                aria-describedby="invite-link-hint"
              />
            </div>
          )}
          <Form method="post" className="league-invite__actions">
            <button type="submit" name="intent" value="renew" className="button button--outline">
              Make a new link
            </button>
            <button type="submit" name="intent" value="close" className="button button--outline">
              Close the league
            </button>
          </Form>
          <p className="muted">
            A new link stops the old one working; members stay. Closing keeps the table but nobody can join.
          </p>
        </section>
      )}
    </main>
  );
}
