import { Form, Link } from 'react-router';
import type { Ballot } from '#server/features/votes/ballot.server.ts';
import type { Picks } from '#server/features/votes/votes.server.ts';
import { voteCategories, voteCategoryHints, voteCategoryLabels } from '#shared/votes.ts';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { CandidateCard } from './candidate-card.tsx';

type Props = {
  race: { season: number; round: number; name: string };
  ballot: Ballot;
  picks: Picks;
  /** Whether the form takes votes: signed in and voting open. */
  canVote: boolean;
  /** Voting on this race has closed: the candidates are drawn greyed out. */
  closed: boolean;
  error?: { message: string; field?: string } | undefined;
};

/**
 * The three categories as radio groups in one plain form, so voting works without JavaScript. When
 * the visitor cannot vote (signed out, or voting closed) the same lists show, disabled; once voting has
 * closed they are greyed out too, with no team colours.
 */
export function VoteBallot({ race, ballot, picks, canVote, closed, error }: Props) {
  return (
    <Form
      method="post"
      className={closed ? 'vote-ballot vote-ballot--closed' : 'vote-ballot'}
      aria-label={`Your votes for the ${race.season} ${race.name}`}
    >
      <input type="hidden" name="season" value={race.season} />
      <input type="hidden" name="round" value={race.round} />
      <FormAlert message={error?.message} />
      <fieldset className="vote-ballot__all" disabled={!canVote}>
        {voteCategories.map((category) => (
          <fieldset key={category} className="vote-category card">
            <legend>
              <span className="vote-category__title">{voteCategoryLabels[category]}</span>
              <span className="vote-category__hint">{voteCategoryHints[category]}</span>
            </legend>
            {ballot[category].length > 0 ? (
              <div className="vote-category__choices">
                {ballot[category].map((candidate) => (
                  <CandidateCard
                    key={candidate.id}
                    category={category}
                    candidate={candidate}
                    checked={picks[category] === candidate.id}
                  />
                ))}
              </div>
            ) : (
              <p className="vote-category__empty">No one stands in this category.</p>
            )}
          </fieldset>
        ))}
      </fieldset>
      {canVote && (
        <p className="vote-ballot__actions">
          <button type="submit" className="button button--primary">
            Save my votes
          </button>
          <Link to="/vote/results">See the results</Link>
        </p>
      )}
    </Form>
  );
}
