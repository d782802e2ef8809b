import type { TrackListItem } from '#server/features/history/track.server.ts';

type Props = { circuits: TrackListItem[]; current: string; pace: number; lapRecord: number | undefined };

const paces = [
  { seconds: 10, label: 'Fast forward (10 s a lap)' },
  { seconds: 20, label: 'Quick (20 s a lap)' },
  { seconds: 45, label: 'Steady (45 s a lap)' },
];

/** Choose a circuit and the car's pace: a GET form, so it works without JavaScript. */
export function TrackPicker({ circuits, current, pace, lapRecord }: Props) {
  const record = lapRecord ? Math.max(5, Math.round(lapRecord)) : undefined;
  const options =
    record && !paces.some((p) => p.seconds === record)
      ? [...paces, { seconds: record, label: `Lap record pace (${record} s)` }]
      : paces;
  return (
    <form method="get" action="/track-vizualizer" className="card track-picker">
      <div className="track-picker__field">
        <label htmlFor="track-circuit">Circuit</label>
        <select id="track-circuit" name="circuit" defaultValue={current}>
          {circuits.map((circuit) => (
            <option key={circuit.circuitId} value={circuit.circuitId}>
              {circuit.name}, {circuit.country}
              {circuit.drawn ? '' : ' – no outline'}
            </option>
          ))}
        </select>
      </div>
      <div className="track-picker__field">
        <label htmlFor="track-pace">Car pace</label>
        <select id="track-pace" name="pace" defaultValue={String(pace)}>
          {options.some((o) => o.seconds === pace) ? null : <option value={pace}>{pace} s a lap</option>}
          {options.map((option) => (
            <option key={option.seconds} value={option.seconds}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Show
      </button>
    </form>
  );
}
