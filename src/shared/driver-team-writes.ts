import { z } from 'zod';
import { plainText } from './text-rules.ts';

/**
 * What the driver and team editors write (decision 023): a driver's name and nationality, and per
 * season their race number and photo; a team's name and country, and per season its colour, logo and
 * car image; either retired from a season's lists. Checked by writeDriver and writeTeam, which the
 * editor forms call on the server.
 */

const season = z.number().int().min(1950).max(2100);
const name = (what: string) =>
  plainText({ error: `Give the ${what}` })
    .trim()
    .min(1, `Give the ${what}`)
    .max(100, `Keep the ${what} under 100 characters`);

/**
 * An image: an address (checked on the server: https, reachable, an image) or a file uploaded to
 * our media store; empty for none.
 */
const image = z
  .string()
  .trim()
  .max(2000, 'Keep the address under 2000 characters')
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null);

/** `#RRGGBB`, stored in upper case. */
export const colourField = z
  .string({ error: 'Give a colour like #FF8000' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Give a colour like #FF8000')
  .transform((value) => value.toUpperCase());

/** A race number, 0 to 999; empty for the driver's permanent number. */
const raceNumber = z
  .string()
  .trim()
  .regex(/^(?:\d{1,3})?$/, 'Give a number from 0 to 999, or leave it empty')
  .transform((value) => (value === '' ? null : String(Number(value))))
  .nullish()
  .transform((value) => value ?? null);

/**
 * A country by its f1db id ("united-kingdom"), checked against the stored countries; empty or null
 * for none. Left out, the stored one stays: an edit of a season's photo does not touch the flag.
 */
const country = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?:[a-z][a-z-]{1,59})?$/, 'Choose a country from the list')
  .transform((value) => value || null)
  .nullable()
  .optional();

export const driverWrite = z.strictObject({
  season,
  firstName: name('first name'),
  lastName: name('last name'),
  /** Three letters, as timing screens show the driver; made from the last name when left out. */
  code: z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z]{3})?$/, 'Give three letters, like NOR')
    .transform((value) => value.toUpperCase() || null)
    .nullish()
    .transform((value) => value ?? null),
  /** The flag shown beside the driver, and their nationality in the Ergast API. */
  nationality: country,
  number: raceNumber,
  photoUrl: image,
  retired: z.boolean().default(false),
});
export type DriverWrite = z.input<typeof driverWrite>;
export type DriverFields = z.output<typeof driverWrite>;

export const teamWrite = z.strictObject({
  season,
  name: name('team name'),
  /** The team's country: its nationality in the Ergast API. */
  country,
  colour: colourField,
  logoUrl: image,
  carImageUrl: image,
  retired: z.boolean().default(false),
});
export type TeamWrite = z.input<typeof teamWrite>;
export type TeamFields = z.output<typeof teamWrite>;

/** Which image fields take an upload, and the most bytes one may have. */
export const imageUploadMaxBytes = 5 * 1024 * 1024;
