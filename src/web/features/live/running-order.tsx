import { type LiveTimingView, lapTimeText } from '#shared/live-timing.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

const compoundLetter: Record<string, string> = {
  SOFT: 'S',
  MEDIUM: 'M',
  HARD: 'H',
  INTERMEDIATE: 'I',
  WET: 'W',
};

/** The running order with gaps, intervals, laps, tyres and stops; narrow screens keep the first four. */
export function RunningOrder({ timing }: { timing: LiveTimingView }) {
  return (
    <TableScroll name={{ labelledBy: 'running-order-caption' }} className="live-order__scroll">
      <table className="data-table live-order">
        <caption id="running-order-caption">Running order</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Position">Pos</abbr>
            </th>
            <th scope="col">Driver</th>
            <th scope="col">Gap</th>
            <th scope="col" className="live-order__wide">
              Interval
            </th>
            <th scope="col" className="live-order__wide">
              Lap
            </th>
            <th scope="col" className="live-order__wide">
              Last lap
            </th>
            <th scope="col" className="live-order__wide">
              Best
            </th>
            <th scope="col">Tyre</th>
            <th scope="col" className="live-order__wide">
              Stops
            </th>
          </tr>
        </thead>
        <tbody>
          {timing.cars.map((car) => (
            <tr key={car.driverNumber} data-driver={car.code}>
              <td>{car.position ?? '–'}</td>
              <th scope="row">
                <span
                  className="live-order__colour"
                  style={car.colour ? { backgroundColor: car.colour } : undefined}
                  aria-hidden="true"
                />
                <abbr title={`${car.name}, ${car.team}`} className="live-order__code">
                  {car.code}
                </abbr>
                <span className="live-order__name"> {car.name}</span>
              </th>
              <td>{car.position === 1 ? 'Leader' : car.gap}</td>
              <td className="live-order__wide">{car.interval}</td>
              <td className="live-order__wide">{car.lap ?? ''}</td>
              <td className="live-order__wide">{lapTimeText(car.lastLapMs)}</td>
              <td className="live-order__wide">{lapTimeText(car.bestLapMs)}</td>
              <td>
                {car.compound ? (
                  <abbr title={`${car.compound.toLowerCase()}, ${car.tyreAge ?? 0} laps old`}>
                    {compoundLetter[car.compound] ?? car.compound.slice(0, 1)}
                    {car.tyreAge !== null ? ` ${car.tyreAge}` : ''}
                  </abbr>
                ) : (
                  ''
                )}
              </td>
              <td className="live-order__wide">{car.pitStops}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
