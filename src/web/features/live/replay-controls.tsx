import { useId, useState } from 'react';
import { eventsPlayed, type ReplayEvent, type ReplayStep } from '#shared/live-replay.ts';
import type { LiveCar } from '#shared/live-timing.ts';
import { replaySpeeds } from './use-replay.ts';

/** h:mm:ss of the session's time at the playback's position. */
function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

const eventLabels: Record<ReplayEvent['kind'], string> = {
  start: 'Start',
  'safety-car': 'Safety car',
  'virtual-safety-car': 'Virtual safety car',
  'red-flag': 'Red flag',
  'pit-stop': 'Pit stop',
  'fastest-lap': 'Fastest lap',
};

type Props = {
  positionMs: number;
  durationMs: number;
  playing: boolean;
  speed: number;
  steps: ReplayStep[];
  /** The step the playback is in. */
  currentStep: number;
  events: ReplayEvent[];
  cars: readonly LiveCar[];
  onPlaying: (playing: boolean) => void;
  onSpeed: (speed: number) => void;
  onSeek: (offsetMs: number) => void;
};

/**
 * The player's controls, all plain form controls a keyboard reaches: play or pause, the speed, a
 * lap (or time) to jump to, the session's time as a slider, and jumps to its moments; a driver's
 * pit stops are offered once the driver is chosen. Moments are named once played, so the controls
 * tell nothing of what is still to come, unless the visitor asks to see it.
 */
export function ReplayControls(props: Props) {
  const { positionMs, durationMs, playing, speed, steps, currentStep, cars } = props;
  const id = useId();
  const [car, setCar] = useState('');
  const [showAhead, setShowAhead] = useState(false);
  const events = eventsPlayed(props.events, positionMs, durationMs, showAhead);
  const shared = events.filter((event) => event.kind !== 'pit-stop');
  const stops = events.filter((event) => event.kind === 'pit-stop' && event.car === car);
  const count = new Map<string, number>();
  return (
    <div className="replay-controls">
      <div className="replay-controls__row">
        <button
          type="button"
          className="button"
          onClick={() => props.onPlaying(!playing)}
          aria-pressed={playing}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <label htmlFor={`${id}-speed`}>Speed</label>
        <select
          id={`${id}-speed`}
          value={speed}
          onChange={(event) => props.onSpeed(Number(event.target.value))}
        >
          {replaySpeeds.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-step`}>Go to</label>
        <select
          id={`${id}-step`}
          value={currentStep}
          onChange={(event) => props.onSeek(steps[Number(event.target.value)]?.offsetMs ?? 0)}
        >
          {steps.map((step, index) => (
            <option key={step.label} value={index}>
              {step.label}
            </option>
          ))}
        </select>
      </div>
      <div className="replay-controls__row">
        <label htmlFor={`${id}-time`}>Session time</label>
        <input
          id={`${id}-time`}
          type="range"
          min={0}
          max={durationMs}
          step={1000}
          value={positionMs}
          onChange={(event) => props.onSeek(Number(event.target.value))}
          aria-valuetext={clockText(positionMs)}
        />
        <output htmlFor={`${id}-time`} className="countdown">
          {clockText(positionMs)}
        </output>
      </div>
      <fieldset className="replay-controls__jumps">
        <legend>Jump to</legend>
        <div className="replay-controls__jump-list">
          {/* In the line that scrolls, so the controls keep the room kept for them. */}
          <label className="replay-controls__ahead">
            <input
              type="checkbox"
              checked={showAhead}
              onChange={(event) => setShowAhead(event.target.checked)}
            />{' '}
            Events ahead (spoilers)
          </label>
          {shared.map((event) => {
            const nth = (count.get(event.kind) ?? 0) + 1;
            count.set(event.kind, nth);
            return (
              <button
                type="button"
                className="button button--outline"
                key={`${event.kind}-${event.offsetMs}`}
                onClick={() => props.onSeek(event.offsetMs)}
              >
                {eventLabels[event.kind]}
                {event.kind === 'start' || event.kind === 'fastest-lap' ? '' : ` ${nth}`}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="replay-controls__row">
        <label htmlFor={`${id}-car`}>Pit stops of</label>
        <select id={`${id}-car`} value={car} onChange={(event) => setCar(event.target.value)}>
          <option value="">Choose a driver</option>
          {[...cars]
            .sort((a, b) => a.code.localeCompare(b.code))
            .map((entry) => (
              <option key={entry.driverNumber} value={String(entry.driverNumber)}>
                {entry.code}
              </option>
            ))}
        </select>
        {car &&
          (stops.length === 0 ? (
            <span className="muted">{showAhead ? 'No stops in this session.' : 'No stops so far.'}</span>
          ) : (
            stops.map((stop, index) => (
              <button
                type="button"
                className="button button--outline"
                key={stop.offsetMs}
                onClick={() => props.onSeek(stop.offsetMs)}
              >
                Stop {index + 1}
              </button>
            ))
          ))}
      </div>
    </div>
  );
}
