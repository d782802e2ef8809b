import { z } from 'zod';
import { weekendSessionKinds } from './sessions.ts';
import { plainText } from './text-rules.ts';

/**
 * What the race-data writes accept (decision 012): a session's classification and a session's start
 * time. Shared by the admin forms and the results sync, which all go through the same service
 * functions on the server.
 */

export const raceClassificationKinds = ['race', 'sprint'] as const;
export const qualifyingClassificationKinds = [
  'qualifying',
  'sprint_qualifying',
  'qualifying_1',
  'qualifying_2',
] as const;
export const practiceClassificationKinds = [
  'fp1',
  'fp2',
  'fp3',
  'fp4',
  'warming_up',
  'pre_qualifying',
] as const;
export const classificationKinds = [
  ...raceClassificationKinds,
  ...qualifyingClassificationKinds,
  ...practiceClassificationKinds,
] as const;
export type ClassificationKind = (typeof classificationKinds)[number];

/** Codes in place of a position, as f1db writes them. */
export const positionCodes = ['DNF', 'DNS', 'DSQ', 'DNQ', 'DNPQ', 'DNP', 'NC', 'EX'] as const;

export const seasonField = z.coerce.number<string>().int().min(1950).max(2100);
export const roundField = z.coerce.number<string>().int().min(1).max(40);

const id = plainText().trim().min(1, 'Give an id').max(100);
/** "1:42:06.304", "1:15.096", "+0.895", "-0.012", "+1 lap", "+3 laps". */
const timeText = z
  .string()
  .trim()
  .regex(/^(?:[+-]?(?:\d+:){0,2}\d+(?:\.\d+)?|\+\d+ laps?)$/, 'Use a time like 1:42:06.304 or +0.895')
  .nullish();
const laps = z.number().int().min(0).max(500).nullish();

const classifiedRow = {
  /** The classified position, or a code (DNF, DSQ …). */
  position: z.union([z.number().int().min(1).max(99), z.enum(positionCodes)], {
    error: `Give a position from 1 or one of ${positionCodes.join(', ')}`,
  }),
  driverId: id,
  constructorId: id,
  /** Optional when the season's entry list gives the team one engine. */
  engineManufacturerId: id.optional(),
  driverNumber: z
    .union([z.number().int().min(0).max(999).transform(String), z.string().regex(/^\d{1,3}$/)])
    .nullish(),
};

export const raceClassificationRow = z.strictObject({
  ...classifiedRow,
  laps,
  time: timeText,
  gap: timeText,
  interval: timeText,
  timePenalty: plainText().trim().max(50).nullish(),
  reasonRetired: plainText().trim().max(100).nullish(),
  /** Points the car scored (race, fastest lap); none or 0 for none. */
  points: z.number().min(0).max(100).nullish(),
  /** Starting position, or PL for a pit-lane start. */
  grid: z.union([z.number().int().min(1).max(99), z.literal('PL')]).nullish(),
});

export const qualifyingClassificationRow = z.strictObject({
  ...classifiedRow,
  time: timeText,
  q1: timeText,
  q2: timeText,
  q3: timeText,
  gap: timeText,
  interval: timeText,
  laps,
});

export const practiceClassificationRow = z.strictObject({
  ...classifiedRow,
  time: timeText,
  gap: timeText,
  interval: timeText,
  laps,
});

type Classified = { position: number | string; driverId: string };

/**
 * A classification lists each driver once, and its positions never go down the table (codes such as
 * DNF may stand anywhere; equal positions are dead heats).
 */
function checkClassification(rows: Classified[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  let last = 0;
  for (const [index, row] of rows.entries()) {
    if (seen.has(row.driverId)) {
      ctx.addIssue({ code: 'custom', path: [index, 'driverId'], message: `${row.driverId} is listed twice` });
    }
    seen.add(row.driverId);
    if (typeof row.position !== 'number') continue;
    if (row.position < last || row.position > rows.length) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'position'],
        message: `Position ${row.position} does not fit here: positions run from 1 down the table`,
      });
    }
    last = row.position;
  }
}

const rowsOf = <Row extends z.ZodType<Classified>>(row: Row) =>
  z.array(row).min(1, 'A classification has at least one row').max(60).superRefine(checkClassification);

/** One session's whole classification, in classification order. */
export const classificationWrite = z.discriminatedUnion('kind', [
  z.strictObject({
    season: z.number().int().min(1950).max(2100),
    round: z.number().int().min(1).max(40),
    kind: z.enum(raceClassificationKinds),
    rows: rowsOf(raceClassificationRow),
  }),
  z.strictObject({
    season: z.number().int().min(1950).max(2100),
    round: z.number().int().min(1).max(40),
    kind: z.enum(qualifyingClassificationKinds),
    rows: rowsOf(qualifyingClassificationRow),
  }),
  z.strictObject({
    season: z.number().int().min(1950).max(2100),
    round: z.number().int().min(1).max(40),
    kind: z.enum(practiceClassificationKinds),
    rows: rowsOf(practiceClassificationRow),
  }),
]);
export type ClassificationWrite = z.input<typeof classificationWrite>;
export type ClassificationRow =
  | z.output<typeof raceClassificationRow>
  | z.output<typeof qualifyingClassificationRow>
  | z.output<typeof practiceClassificationRow>;

/** A weekend session's (or the race's) new start. */
export const sessionTimeWrite = z.strictObject({
  season: z.number().int().min(1950).max(2100),
  round: z.number().int().min(1).max(40),
  kind: z.enum(weekendSessionKinds),
  startsAt: z.iso.datetime({ offset: true, error: 'Give an ISO instant like 2025-07-06T14:00:00Z' }),
});
export type SessionTimeWrite = z.input<typeof sessionTimeWrite>;
