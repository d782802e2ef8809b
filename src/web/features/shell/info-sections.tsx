import { Link } from 'react-router';
import { credits, site } from './site.ts';

const features = [
  {
    title: 'Race weekends',
    text: 'Every session of the season in your own time zone, a calendar of race days and a page for each meeting.',
    links: [{ to: '/schedule', label: 'Schedule' }],
  },
  {
    title: 'Results',
    text: 'Race and qualifying results for every round from 2014 to the current season, newest first.',
    links: [
      { to: '/race-results', label: 'Race results' },
      { to: '/qualifying-results', label: 'Qualifying' },
    ],
  },
  {
    title: 'Standings',
    text: 'The drivers’ and constructors’ championships, with the gap to the leader and each team’s line-up.',
    links: [
      { to: '/drivers', label: 'Drivers' },
      { to: '/teams', label: 'Teams' },
    ],
  },
  {
    title: 'Fan zone',
    text: 'Predict each Grand Prix with friends, vote in the Fan’s Choice Awards after each race, test your start reactions, and browse F1 history.',
    links: [
      { to: '/predict', label: 'Predict' },
      { to: '/vote', label: 'Vote' },
      { to: '/reaction-game', label: 'Reaction game' },
      { to: '/f1-history', label: 'History' },
    ],
  },
] as const;

export function FeatureCards() {
  return (
    <ul className="info-features grid grid--2">
      {features.map((feature) => (
        <li key={feature.title} className="card card--accent">
          <h3>{feature.title}</h3>
          <p className="muted">{feature.text}</p>
          <p className="info-features__links">
            {feature.links.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SourcesAndCredits() {
  return (
    <dl className="info-sources grid grid--3">
      <div className="card">
        <dt>Race data</dt>
        <dd>
          Seasons, races, session times, results and standings, and the circuit drawings, come from{' '}
          <a href={credits.f1db.url}>{credits.f1db.name}</a>, the open Formula 1 database, under the{' '}
          <a href={credits.ccBy.url}>{credits.ccBy.name}</a> licence. We convert it into our own format, apply
          a short list of documented corrections, and add results as the season goes on.
        </dd>
      </div>
      <div className="card">
        <dt>Circuit outlines</dt>
        <dd>
          The track visualizer draws the outlines of{' '}
          <a href={credits.circuits.url}>{credits.circuits.name}</a> by Tomislav Bacinger, under the{' '}
          <a href={credits.mit.url}>{credits.mit.name}</a> licence.
        </dd>
      </div>
      <div className="card">
        <dt>Photos</dt>
        <dd>
          Driver, car and team images are loaded from the official F1 website and belong to their owners. When
          one cannot be loaded we draw the driver&rsquo;s number and flag, or the team&rsquo;s colours and
          name, instead.
        </dd>
      </div>
      <div className="card">
        <dt>Typeface</dt>
        <dd>
          Pages are set in Titillium Web by the Accademia di Belle Arti di Urbino, under the{' '}
          <a href="https://openfontlicense.org">SIL Open Font License 1.1</a>, served from this site.
        </dd>
      </div>
      <div className="card">
        <dt>News</dt>
        <dd>
          Headlines come from the public feeds of Formula1.com and RaceFans, and every item links to the
          original article.
        </dd>
      </div>
      <div className="card">
        <dt>Live timing</dt>
        <dd>
          During a session, the running order, gaps, sectors, tyres, flags and race control on the live page
          come from Formula 1&rsquo;s live-timing service, used unofficially: the same public feed the fan
          tools read. Nothing there asks you for an account.
        </dd>
      </div>
      <div className="card">
        <dt>Results API</dt>
        <dd>
          The same data is open to programs through an Ergast-compatible API under <code>/f1/</code> (for
          example <code>/f1/2025/results.json</code>), so existing Ergast clients work with it unchanged.
        </dd>
      </div>
      <div className="card">
        <dt>Unofficial</dt>
        <dd>
          {site.name} is a fan site and is not associated in any way with the Formula 1 companies. F1, FORMULA
          ONE, FORMULA 1, FIA FORMULA ONE WORLD CHAMPIONSHIP, GRAND PRIX and related marks are trade marks of
          Formula One Licensing B.V.
        </dd>
      </div>
    </dl>
  );
}
