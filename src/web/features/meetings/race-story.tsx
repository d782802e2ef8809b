import type { RaceStory as Story } from '#server/race-data/race-story.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { FastestLapProgression } from './fastest-lap-progression.tsx';
import { LapChart } from './lap-chart.tsx';
import { PitStops } from './pit-stops.tsx';
import './race-story.css';

type Props = { story: Story; context: string; now: string };

/** After the classification: the race lap by lap, its pit stops and how the fastest lap fell. */
export function RaceStory({ story, context, now }: Props) {
  return (
    <section aria-labelledby="race-story-title" className="race-story">
      <h2 id="race-story-title">The race story</h2>
      {story.chart && (
        <section aria-labelledby="lap-chart-title" className="race-story__part">
          <h3 id="lap-chart-title">Lap chart</h3>
          {story.lapsProvenance && (
            <DataSource label="Lap times" provenance={story.lapsProvenance} now={now} />
          )}
          <LapChart drivers={story.drivers} chart={story.chart} context={context} />
        </section>
      )}
      {story.stops.length > 0 && (
        <section aria-labelledby="pit-stops-title" className="race-story__part">
          <h3 id="pit-stops-title">Pit stops and stints</h3>
          {story.stopsProvenance && (
            <DataSource label="Pit stops" provenance={story.stopsProvenance} now={now} />
          )}
          <PitStops drivers={story.drivers} stops={story.stops} stints={story.stints} context={context} />
        </section>
      )}
      {story.fastestLaps.length > 0 && (
        <section aria-labelledby="fastest-laps-title" className="race-story__part">
          <h3 id="fastest-laps-title">Fastest lap progression</h3>
          <p className="race-story__note">The laps on which the race’s fastest lap was improved.</p>
          <FastestLapProgression steps={story.fastestLaps} drivers={story.drivers} context={context} />
        </section>
      )}
    </section>
  );
}
