import { Link } from 'react-router';
import type { LivePageData } from '#server/features/live/live.server.ts';
import { countdown } from '#shared/meetings.ts';
import { sessionLabels } from '#shared/sessions.ts';
import { LocalTime, sessionStart } from '#web/components/ui/local-time.tsx';

type Shown = Exclude<LivePageData, { phase: 'none' }>;

/** h:mm:ss of a duration, for elapsed and remaining time. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const pill: Record<Shown['phase'], string> = { before: 'Next session', during: 'Live', after: 'Finished' };

/** The session the page leads with: its countdown, its elapsed and remaining time, or that it ended. */
export function LiveSession({ data, now }: { data: Shown; now: number }) {
  const { meeting, session, phase } = data;
  const start = Date.parse(session.startsAt ?? `${session.date}T00:00:00Z`);
  const end = Date.parse(session.endsAt);
  // The page may stay open across the start or the end: the clock moves the phase on in place.
  const shown =
    phase === 'before' && now >= start
      ? now < end
        ? 'during'
        : 'after'
      : phase === 'during' && now >= end
        ? 'after'
        : phase;
  const left = shown === 'before' ? countdown(start, now) : undefined;
  return (
    <section className="hero-card live-session" aria-labelledby="live-title">
      <div className="hero-card__text">
        <p className="hero-card__status">
          <span className={shown === 'during' ? 'pill pill--live' : 'pill'}>{pill[shown]}</span>
          <span>
            Round {meeting.round} · {meeting.year}
          </span>
        </p>
        <h1 id="live-title" className="hero-card__title">
          {sessionLabels[session.kind]}
        </h1>
        <p className="hero-card__place">
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link> · {meeting.circuitName}
        </p>
        {session.startsAt && (
          <p className="hero-card__dates">
            <LocalTime at={session.startsAt} options={sessionStart} />
          </p>
        )}
        {shown === 'before' &&
          (left ? (
            <p className="hero-card__countdown">
              Starts in <span className="countdown">{left}</span>
            </p>
          ) : (
            <p className="hero-card__countdown">The countdown starts a day before the session.</p>
          ))}
        {shown === 'during' && (
          <dl className="live-session__clock">
            <div>
              <dt>Elapsed</dt>
              <dd className="countdown">{durationText(now - start)}</dd>
            </div>
            <div>
              <dt>Remaining</dt>
              <dd className="countdown">{durationText(end - now)}</dd>
            </div>
          </dl>
        )}
        {shown === 'after' && <p className="hero-card__countdown">The session has ended.</p>}
      </div>
    </section>
  );
}
