import { data } from 'react-router';
import { seasonMeetings } from '#server/race-data/calendar.ts';
import { circuitDrawing } from '#server/race-data/circuit-drawings.ts';
import { circuitFacts } from '#server/race-data/circuits.ts';
import { classificationProvenance, resultsSyncSchedule } from '#server/race-data/provenance.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { raceStory } from '#server/race-data/race-story.ts';
import { meetingResults, oneClassification } from './meeting-results.server.ts';
import { visitorTimeZone } from './time-zone.server.ts';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * Everything the page /schedule/:year/:meeting_name shows, with one session's classification (the
 * latest, or `?results=<kind>`); unknown seasons and names are a 404.
 */
export async function meetingPage(reader: RaceReader, request: Request, yearParam: string, slug: string) {
  const { services } = reader;
  if (!/^\d{4}$/.test(yearParam)) throw notFound();
  const meetings = await seasonMeetings(services, Number(yearParam));
  const index = meetings.findIndex((meeting) => meeting.slug === slug);
  const meeting = meetings[index];
  if (!meeting) throw notFound();
  const hidden = reader.hidden({ year: meeting.year, round: meeting.round });
  const [facts, results, provenance, sync, story] = await Promise.all([
    circuitFacts(services, meeting),
    meetingResults(services, meeting, hidden),
    classificationProvenance(services, meeting),
    resultsSyncSchedule(services),
    raceStory(services, meeting),
  ]);
  const asked = new URL(request.url).searchParams.get('results');
  // Before the race has been run (by the clock), a snapshot's pit stops are not told yet.
  const raceRun = results.some((entry) => entry.kind === 'race' && entry.state !== 'upcoming');
  const link = (other: (typeof meetings)[number] | undefined) =>
    other ? { name: other.name, href: `/schedule/${other.year}/${other.slug}` } : null;
  return {
    meeting,
    facts: facts ?? null,
    results: oneClassification(results, asked),
    provenance,
    sync,
    // The race's story (who led, who pitted) is told once the race is not hidden.
    story: raceRun && !hidden.some((session) => session.kind === 'race') ? story : null,
    drawing: await circuitDrawing(services, meeting.circuitLayoutId),
    previous: link(meetings[index - 1]),
    next: link(meetings[index + 1]),
    now: services.clock.now().toISOString(),
    timeZone: visitorTimeZone(request),
  };
}
