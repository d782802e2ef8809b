import { type CSSProperties, useId } from 'react';
import type { Stint, StoryDriver, StoryStop } from '#shared/race-story.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

type Props = {
  drivers: StoryDriver[];
  stops: StoryStop[];
  /** Each driver's stints, by driver id. */
  stints: Record<string, Stint[]>;
  context: string;
};

/** "22.000" → "22.0 s"; a stop with no duration on record says so. */
const duration = (time: string | null) => {
  const seconds = time === null ? Number.NaN : Number(time);
  return Number.isFinite(seconds) ? `${seconds.toFixed(1)} s` : (time ?? 'time not recorded');
};

/** Each driver's stints (laps between stops) as a bar, with the lap and duration of every stop. */
export function PitStops({ drivers, stops, stints, context }: Props) {
  const id = useId();
  const byDriver = new Map<string, StoryStop[]>();
  for (const stop of stops) byDriver.set(stop.driverId, [...(byDriver.get(stop.driverId) ?? []), stop]);
  const totalLaps = Math.max(
    1,
    ...drivers.map((driver) => driver.laps ?? 0),
    ...stops.map((stop) => stop.lap),
  );
  const rows = drivers.filter((driver) => (driver.laps ?? 0) > 0 || byDriver.has(driver.driverId));
  return (
    <TableScroll name={{ labelledBy: `${id}-caption` }}>
      <table className="data-table pit-stops">
        <caption id={`${id}-caption`} className="visually-hidden">
          {`Pit stops and stints, ${context}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Driver</th>
            <th scope="col">Stints</th>
            <th scope="col">Stops</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((driver) => {
            const own = (byDriver.get(driver.driverId) ?? []).toSorted((a, b) => a.stop - b.stop);
            const parts = stints[driver.driverId] ?? [];
            return (
              <tr key={driver.driverId} style={{ '--team-colour': driver.colour } as CSSProperties}>
                <th scope="row" className="pit-stops__driver">
                  <abbr title={driver.name}>{driver.code}</abbr>
                  <span className="data-table__sub">{driver.finish}</span>
                </th>
                <td className="pit-stops__stints">
                  <svg viewBox={`0 0 ${totalLaps} 10`} preserveAspectRatio="none" aria-hidden="true">
                    {parts.map((stint) => (
                      <rect
                        key={stint.from}
                        x={stint.from - 1 + (stint.from > 1 ? 0.4 : 0)}
                        width={Math.max(0.5, stint.to - stint.from + 1 - (stint.from > 1 ? 0.4 : 0))}
                        y={0}
                        height={10}
                        fill={driver.colour}
                      />
                    ))}
                  </svg>
                  <span className="pit-stops__laps">
                    {parts.length === 0
                      ? 'No laps'
                      : parts.map((stint) => `${stint.from}–${stint.to}`).join(', ')}
                  </span>
                </td>
                <td>
                  {own.length === 0 ? (
                    'None'
                  ) : (
                    <ol className="pit-stops__list">
                      {own.map((stop) => (
                        <li key={stop.stop}>
                          {`Lap ${stop.lap}`}
                          <span className="pit-stops__time">{` · ${duration(stop.duration)}`}</span>
                        </li>
                      ))}
                    </ol>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
