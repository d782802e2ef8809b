import type { CSSProperties } from 'react';
import type { CategoryResult } from '#server/features/votes/votes.server.ts';

/**
 * A category's votes as horizontal bars. Each bar carries the team's three-letter code and the
 * figures in text, so the team colour is never the only way to tell the bars apart.
 */
export function VoteBars({ result, headingLevel = 2 }: { result: CategoryResult; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `vote-bars-${result.category}`;
  return (
    <section className="vote-bars card" aria-labelledby={id}>
      <Heading id={id}>{result.label}</Heading>
      <p className="vote-bars__total">
        {result.total === 0 ? 'No votes yet' : `${result.total} ${result.total === 1 ? 'vote' : 'votes'}`}
      </p>
      {result.rows.length > 0 && (
        <ol className="vote-bars__list">
          {result.rows.map((row, index) => (
            <li key={row.id} className="vote-bars__row">
              <span className="vote-bars__label">
                <span className="vote-bars__code">{row.teamCode}</span>
                <span className="vote-bars__name">{row.name}</span>
              </span>
              <span className="vote-bars__track" aria-hidden="true">
                <span
                  className="vote-bars__fill"
                  style={
                    {
                      width: `${row.percent}%`,
                      '--bar': row.colour,
                      '--safe': `var(--safe-${index % 11})`,
                    } as CSSProperties
                  }
                />
              </span>
              <span className="vote-bars__value">
                {row.percent}%{' '}
                <span className="vote-bars__count">
                  · {row.votes} {row.votes === 1 ? 'vote' : 'votes'}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
