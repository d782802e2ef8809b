import { Link } from 'react-router';
import '#web/features/shell/welcome.css';

export function meta() {
  return [
    { title: 'Welcome · Pitwall' },
    {
      name: 'description',
      content: 'Welcome to Pitwall, an unofficial Formula 1 fan site: race weekends, results and standings.',
    },
  ];
}

export default function Welcome() {
  return (
    <main className="welcome">
      <div className="welcome__content">
        <p className="eyebrow welcome__eyebrow">Lights out and away we go</p>
        <h1 className="welcome__title">Welcome to my page</h1>
        <p className="welcome__lead">
          Pitwall follows every Formula 1 weekend: the schedule in your time zone, results since 2014, the
          championship standings and a few games for the fans.
        </p>
        <div className="welcome__actions">
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
          <Link to="/schedule" className="button button--outline">
            See the schedule
          </Link>
        </div>
      </div>
    </main>
  );
}
