import { Link } from 'react-router';
import type { CategoryResult } from '#server/features/votes/votes.server.ts';
import { DriverImage } from '#web/components/ui/driver-image.tsx';
import { TeamLogo } from '#web/components/ui/team-image.tsx';

type Props = {
  race: { season: number; name: string };
  categories: { category: string; label: string; total: number; top: CategoryResult['rows'] }[];
};

/** The home page's Fan's Choice Awards: the top three of each category of the last race, and the way to vote. */
export function VotePreview({ race, categories }: Props) {
  return (
    <section className="vote-preview card" aria-labelledby="vote-preview-title">
      <div>
        <p className="eyebrow">
          {race.season} {race.name}
        </p>
        <h2 id="vote-preview-title">Fan&rsquo;s Choice Awards</h2>
      </div>
      <div className="vote-preview__categories">
        {categories.map((category) => (
          <section key={category.category} aria-labelledby={`vote-preview-${category.category}`}>
            <h3 id={`vote-preview-${category.category}`}>{category.label}</h3>
            {category.top.length === 0 ? (
              <p>No votes yet.</p>
            ) : (
              <ol className="vote-bars__list">
                {category.top.map((row) => (
                  <li key={row.id} className="vote-bars__row">
                    <span className="vote-bars__label">
                      {category.category === 'best-team' ? (
                        <TeamLogo className="vote-preview__image" team={row} src={row.imageUrl} />
                      ) : (
                        <DriverImage
                          className="vote-preview__image"
                          round
                          src={row.imageUrl}
                          number={row.number}
                          code={row.code}
                          countryCode={row.countryCode}
                          team={row}
                        />
                      )}
                      <span className="vote-bars__code">{row.teamCode}</span>
                      <span className="vote-bars__name">{row.name}</span>
                    </span>
                    <span className="vote-bars__track" aria-hidden="true">
                      <span
                        className="vote-bars__fill"
                        style={{ width: `${row.percent}%`, background: row.colour }}
                      />
                    </span>
                    <span className="vote-bars__value">{row.percent}%</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      <p className="vote-preview__actions">
        <Link className="button button--primary" to="/vote">
          Vote now
        </Link>{' '}
        <Link to="/vote/results">All results</Link>
      </p>
    </section>
  );
}
