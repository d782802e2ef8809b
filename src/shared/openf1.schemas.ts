import { z } from 'zod';

// Kept apart from live-timing.ts so the live page, which only needs the types, does not ship zod to
// the browser.

/*
 * OpenF1's records as its endpoints answer them (https://openf1.org), only the fields the live page
 * uses. Unknown fields pass; a record missing a field we need is dropped by the poller, not trusted.
 */
const key = z.number().int();
const date = z.string();

export const openF1Schemas = {
  sessions: z.object({
    session_key: key,
    meeting_key: key,
    session_name: z.string(),
    session_type: z.string().optional(),
    date_start: date,
    date_end: date.nullish(),
  }),
  drivers: z.object({
    session_key: key,
    driver_number: key,
    name_acronym: z.string().nullish(),
    full_name: z.string().nullish(),
    broadcast_name: z.string().nullish(),
    team_name: z.string().nullish(),
    team_colour: z.string().nullish(),
  }),
  position: z.object({ session_key: key, driver_number: key, date, position: key }),
  intervals: z.object({
    session_key: key,
    driver_number: key,
    date,
    // Seconds, or a text such as "+1 LAP" once a car is lapped; null for the leader's interval.
    gap_to_leader: z.union([z.number(), z.string()]).nullish(),
    interval: z.union([z.number(), z.string()]).nullish(),
  }),
  laps: z.object({
    session_key: key,
    driver_number: key,
    lap_number: key,
    date_start: date.nullish(),
    lap_duration: z.number().nullish(),
  }),
  pit: z.object({
    session_key: key,
    driver_number: key,
    date,
    lap_number: key.nullish(),
    pit_duration: z.number().nullish(),
  }),
  stints: z.object({
    session_key: key,
    driver_number: key,
    stint_number: key,
    compound: z.string().nullish(),
    lap_start: key.nullish(),
    lap_end: key.nullish(),
    tyre_age_at_start: key.nullish(),
  }),
  race_control: z.object({
    session_key: key,
    date,
    category: z.string(),
    flag: z.string().nullish(),
    message: z.string(),
    lap_number: key.nullish(),
    driver_number: key.nullish(),
  }),
} as const;

export type OpenF1Endpoint = keyof typeof openF1Schemas;
export type OpenF1Record<E extends OpenF1Endpoint> = z.infer<(typeof openF1Schemas)[E]>;
export type OpenF1Session = OpenF1Record<'sessions'>;
