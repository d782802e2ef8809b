import { Link } from 'react-router';
import { FeatureCards, SourcesAndCredits } from '#web/features/shell/info-sections.tsx';
import { site } from '#web/features/shell/site.ts';
import '#web/features/shell/info.css';

export function meta() {
  return [
    { title: 'About Pitwall · Pitwall' },
    {
      name: 'description',
      content:
        'What Pitwall offers Formula 1 fans, where its race data, circuit outlines, photos and news come from, and why an account helps.',
    },
  ];
}

export default function Info() {
  return (
    <main className="page info">
      <header className="info__intro">
        <p className="eyebrow">More info</p>
        <h1>About Pitwall</h1>
        <p className="lead">
          Pitwall is an unofficial, English-language Formula 1 fan site: the season’s schedule in your time
          zone, results and standings, fan votes, a reaction game and the history of the sport. It is free and
          made by fans.
        </p>
      </header>

      <section aria-labelledby="info-features" className="info__section">
        <h2 id="info-features">What you will find here</h2>
        <FeatureCards />
      </section>

      <section aria-labelledby="info-account" className="info__section card info__account">
        <div>
          <h2 id="info-account">Why create an account?</h2>
          <p>
            Browsing is open to everyone. With a free account you can pick a favourite driver and team (they
            get a card on the home page and a heart on the standings), vote in the Fan’s Choice Awards after
            each race, and put your reaction-game time on the leaderboard. You can sign up with an email
            address or with your Google or GitHub account.
          </p>
        </div>
        <div className="info__account-actions">
          <Link to="/signup" className="button button--primary">
            Create an account
          </Link>
          <Link to="/login" className="button button--outline">
            Log in
          </Link>
        </div>
      </section>

      <section aria-labelledby="info-sources" className="info__section">
        <h2 id="info-sources">Sources and credits</h2>
        <SourcesAndCredits />
      </section>

      <section aria-labelledby="info-support" className="info__section info__support">
        <h2 id="info-support">Support and contact</h2>
        <p>
          Pitwall has no adverts and no trackers. If you enjoy it, you can{' '}
          <a href={site.supportUrl}>buy us a coffee on Ko-fi</a>. How we handle your data is set out in the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>, and the rules of the site in the{' '}
          <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </section>
    </main>
  );
}
