import { useId } from 'react';
import type { FastestLapStep, StoryDriver } from '#shared/race-story.ts';

type Props = { steps: FastestLapStep[]; drivers: StoryDriver[]; context: string };

/** The laps on which the race's fastest lap fell, who set it and the time. */
export function FastestLapProgression({ steps, drivers, context }: Props) {
  const id = useId();
  const names = new Map(drivers.map((driver) => [driver.driverId, driver.name]));
  const fastest = steps.at(-1);
  return (
    <table className="data-table fastest-laps">
      <caption id={`${id}-caption`} className="visually-hidden">
        {`Fastest lap progression, ${context}`}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="data-table__num">
            Lap
          </th>
          <th scope="col">Driver</th>
          <th scope="col" className="data-table__num">
            Time
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.lap} className={step === fastest ? 'data-table__row--marked' : undefined}>
            <td className="data-table__num">{step.lap}</td>
            <th scope="row">{names.get(step.driverId) ?? step.driverId}</th>
            <td className="data-table__num">
              {step.time}
              {step === fastest && <span className="badge badge--fastest">Fastest lap</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
