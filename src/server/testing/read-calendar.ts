import ICAL from 'ical.js';

/**
 * One event as a calendar app reads it. `start` and `end` are ical.js's own rendering of the value:
 * "2025-07-06T14:00:00Z" for an instant in UTC, "2025-07-06" for an all-day date (a floating local
 * time would have no "Z").
 */
export type CalendarEvent = {
  uid: string;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  stamp: string;
  location: string;
  description: string;
  url: string | undefined;
  categories: string[];
  /** TRANSP: "TRANSPARENT" when the event does not make the subscriber busy. */
  transparency: string | undefined;
  /** STATUS, e.g. "CANCELLED". */
  status: string | undefined;
  /** SEQUENCE: how many times the event has changed; 0 when absent. */
  sequence: number;
  lastModified: string | undefined;
  /** Each VALARM's TRIGGER, as ical.js writes a duration ("-PT30M"). */
  alarms: string[];
};

export type Calendar = { version: string; prodId: string; name: string; events: CalendarEvent[] };

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

/**
 * Reads an iCalendar feed the way a calendar app would, with ical.js (Mozilla's parser), so tests
 * check the library that writes the feed with another one that reads it.
 */
export function readCalendar(ics: string): Calendar {
  const root = new ICAL.Component(ICAL.parse(ics));
  if (root.name !== 'vcalendar') throw new Error(`Not a calendar: ${root.name}`);
  return {
    version: text(root.getFirstPropertyValue('version')) ?? '',
    prodId: text(root.getFirstPropertyValue('prodid')) ?? '',
    name: text(root.getFirstPropertyValue('x-wr-calname')) ?? '',
    events: root.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        stamp: text(component.getFirstPropertyValue('dtstamp')) ?? '',
        location: event.location,
        description: event.description,
        url: text(component.getFirstPropertyValue('url')),
        categories: component
          .getAllProperties('categories')
          .flatMap((property) => property.getValues().map(String)),
        transparency: text(component.getFirstPropertyValue('transp')),
        status: text(component.getFirstPropertyValue('status')),
        sequence: Number(component.getFirstPropertyValue('sequence') ?? 0),
        lastModified: text(component.getFirstPropertyValue('last-modified')),
        alarms: component
          .getAllSubcomponents('valarm')
          .map((alarm) => text(alarm.getFirstPropertyValue('trigger')) ?? ''),
      };
    }),
  };
}
