import { Fragment } from 'react';
import { type Best, type LiveCar, type LiveTimingView, lapTimeText } from '#shared/live-timing.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

const compoundLetter: Record<string, string> = {
  SOFT: 'S',
  MEDIUM: 'M',
  HARD: 'H',
  INTERMEDIATE: 'I',
  WET: 'W',
  HYPERSOFT: 'HS',
  ULTRASOFT: 'US',
  SUPERSOFT: 'SS',
};
const letter = (compound: string) => compoundLetter[compound] ?? compound.slice(0, 1);

/** A time marked as a personal or the session's best by a symbol and words, not by colour alone. */
function Timed({ time, best }: { time: string; best: Best | undefined }) {
  if (!best) return <>{time}</>;
  return (
    <span className={`live-best live-best--${best}`}>
      {time}
      <span aria-hidden="true">{best === 'overall' ? ' ◆' : ' ●'}</span>
      <span className="visually-hidden">{best === 'overall' ? ' (fastest of all)' : ' (personal best)'}</span>
    </span>
  );
}

function placesGained(car: LiveCar): string {
  if (!car.gridPosition || !car.position) return '';
  const gained = car.gridPosition - car.position;
  return gained > 0 ? `+${gained}` : gained < 0 ? `−${-gained}` : '0';
}

function gapText(car: LiveCar, timing: LiveTimingView) {
  if (car.retired) return 'Out';
  if (car.position === 1) return timing.session?.kind === 'race' ? 'Leader' : lapTimeText(car.bestLapMs);
  return car.gap;
}

/**
 * The running order with gaps, intervals, laps, sectors, tyres and stops; narrow screens keep
 * position, driver, gap and tyre. Qualifying draws the elimination line.
 */
export function RunningOrder({ timing }: { timing: LiveTimingView }) {
  const feed = timing.session !== undefined;
  const race = timing.session?.kind === 'race';
  const cut = timing.session?.throughToNext ?? null;
  const columns = 9 + (feed ? 3 : 0) + (race ? 1 : 0);
  return (
    <>
      <TableScroll name={{ labelledBy: 'running-order-caption' }} className="live-order__scroll">
        <table className="data-table live-order">
          <caption id="running-order-caption">Running order</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Position">Pos</abbr>
              </th>
              <th scope="col">Driver</th>
              <th scope="col">{race || !feed ? 'Gap' : 'Best / gap'}</th>
              <th scope="col" className="live-order__wide">
                Interval
              </th>
              <th scope="col" className="live-order__wide">
                Lap
              </th>
              <th scope="col" className="live-order__wide">
                Last lap
              </th>
              {feed &&
                [1, 2, 3].map((sector) => (
                  <th scope="col" className="live-order__wide" key={sector}>
                    <abbr title={`Sector ${sector}`}>S{sector}</abbr>
                  </th>
                ))}
              <th scope="col" className="live-order__wide">
                Best
              </th>
              <th scope="col">Tyre</th>
              <th scope="col" className="live-order__wide">
                Stops
              </th>
              {race && (
                <th scope="col" className="live-order__wide">
                  <abbr title="Places gained since the start">+/−</abbr>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {timing.cars.map((car) => (
              <Fragment key={car.driverNumber}>
                {cut !== null && car.position === cut + 1 && (
                  <tr className="live-order__cut">
                    <td colSpan={columns}>Elimination line: the cars below would drop out now</td>
                  </tr>
                )}
                <tr data-driver={car.code} data-position={car.position ?? ''}>
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
                    {car.inPit && <span className="live-order__flag"> In pit</span>}
                    {car.knockedOut && <span className="live-order__flag"> Out</span>}
                  </th>
                  <td>{gapText(car, timing)}</td>
                  <td className="live-order__wide">{car.position === 1 ? '' : car.interval}</td>
                  <td className="live-order__wide">{car.lap ?? ''}</td>
                  <td className="live-order__wide">
                    <Timed time={lapTimeText(car.lastLapMs)} best={car.lastLapBest} />
                  </td>
                  {feed &&
                    [0, 1, 2].map((index) => {
                      const sector = car.sectors?.[index];
                      return (
                        <td className="live-order__wide" key={index}>
                          {sector ? <Timed time={sector.time} best={sector.best} /> : ''}
                        </td>
                      );
                    })}
                  <td className="live-order__wide">
                    {lapTimeText(car.bestLapMs)}
                    {car.bestLapLap ? <span className="live-order__name"> (lap {car.bestLapLap})</span> : ''}
                  </td>
                  <td>
                    {car.compound ? (
                      <abbr
                        title={[
                          `${car.compound.toLowerCase()}, ${car.tyreAge ?? 0} laps old`,
                          car.stints && car.stints.length > 1
                            ? `sets: ${car.stints.map((stint) => `${stint.compound.toLowerCase()} ${stint.laps}`).join(', ')}`
                            : '',
                        ]
                          .filter(Boolean)
                          .join('; ')}
                      >
                        {letter(car.compound)}
                        {car.tyreAge !== null ? ` ${car.tyreAge}` : ''}
                      </abbr>
                    ) : (
                      ''
                    )}
                  </td>
                  <td className="live-order__wide">
                    {car.pitStops}
                    {car.stints && car.stints.length > 1 && (
                      <span className="live-order__name">
                        {' '}
                        ({car.stints.map((stint) => letter(stint.compound)).join('–')})
                      </span>
                    )}
                  </td>
                  {race && <td className="live-order__wide">{placesGained(car)}</td>}
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {feed && (
        <p className="live-order__legend muted">
          ◆ fastest of all so far · ● the driver's personal best · tyres: S soft, M medium, H hard, I
          intermediate, W wet, with the laps on the set
        </p>
      )}
    </>
  );
}
