import {
  circuitLayouts,
  circuits,
  constructors,
  continents,
  countries,
  drivers,
  engineManufacturers,
  grandsPrix,
} from '#server/db/schema.ts';
import type { F1dbReader } from './f1db-source.ts';
import { asText } from './f1db-values.ts';
import { referenceYear, type SnapshotPart, tableData } from './snapshot-format.ts';

/** f1db id → Ergast id, one map per kind (data/ergast-ids). */
export type ErgastIds = {
  drivers: Record<string, string>;
  constructors: Record<string, string>;
  circuits: Record<string, string>;
};

/** Year span of each layout: from f1db's comment, else from the races run on it. */
export type LayoutYears = Map<string, { firstYear: number | null; lastYear: number | null }>;

/** The reference tables: everything a season's rows point at. */
export function referencePart(
  reader: F1dbReader,
  ergastIds: ErgastIds,
  layoutYears: LayoutYears,
): SnapshotPart {
  const circuitRows = reader.circuits();
  return {
    name: 'reference',
    year: referenceYear,
    tables: [
      tableData(
        continents,
        reader
          .continents()
          .map((c) => ({ id: c.id, code: c.code, name: c.name, demonym: c.demonym ?? null })),
      ),
      tableData(
        countries,
        reader.countries().map((c) => ({
          id: c.id,
          alpha2Code: c.alpha2Code,
          alpha3Code: c.alpha3Code,
          name: c.name,
          demonym: c.demonym ?? null,
          continentId: c.continentId,
        })),
      ),
      tableData(
        circuits,
        circuitRows.map((c) => ({
          id: c.id,
          ergastId: ergastIds.circuits[c.id] ?? derivedErgastId(c.id),
          name: c.name,
          fullName: c.fullName,
          type: c.type,
          direction: c.direction,
          placeName: c.placeName,
          countryId: c.countryId,
          latitude: c.latitude,
          longitude: c.longitude,
          length: c.length ?? null,
          turns: c.turns ?? null,
        })),
      ),
      tableData(
        circuitLayouts,
        circuitRows.flatMap((c) =>
          (c.layouts ?? []).map((layout) => ({
            id: layout.id,
            circuitId: c.id,
            length: layout.length ?? null,
            turns: layout.turns ?? null,
            firstYear: layoutYears.get(layout.id)?.firstYear ?? null,
            lastYear: layoutYears.get(layout.id)?.lastYear ?? null,
          })),
        ),
      ),
      tableData(
        grandsPrix,
        reader.grandsPrix().map((g) => ({
          id: g.id,
          name: g.name,
          fullName: g.fullName,
          shortName: g.shortName,
          abbreviation: g.abbreviation,
          countryId: g.countryId ?? null,
        })),
      ),
      tableData(
        drivers,
        reader.drivers().map((d) => ({
          id: d.id,
          ergastId: ergastIds.drivers[d.id] ?? null,
          name: d.name,
          firstName: d.firstName,
          lastName: d.lastName,
          fullName: d.fullName,
          abbreviation: d.abbreviation,
          permanentNumber: asText(d.permanentNumber),
          gender: d.gender,
          dateOfBirth: d.dateOfBirth ?? null,
          dateOfDeath: d.dateOfDeath ?? null,
          placeOfBirth: d.placeOfBirth ?? null,
          countryOfBirthCountryId: d.countryOfBirthCountryId ?? null,
          nationalityCountryId: d.nationalityCountryId ?? null,
          secondNationalityCountryId: d.secondNationalityCountryId ?? null,
        })),
      ),
      tableData(
        constructors,
        reader.constructors().map((c) => ({
          id: c.id,
          ergastId: ergastIds.constructors[c.id] ?? null,
          name: c.name,
          fullName: c.fullName,
          countryId: c.countryId ?? null,
        })),
      ),
      tableData(
        engineManufacturers,
        reader.engineManufacturers().map((e) => ({ id: e.id, name: e.name, countryId: e.countryId ?? null })),
      ),
    ],
  };
}

/** Ergast's way for a circuit it never had: the f1db id with underscores (how `madring` was made). */
const derivedErgastId = (id: string) => id.replaceAll('-', '_');

/**
 * Layout years from f1db's comments (`- id: monza-7 # 2000-present`), filled in from the races for
 * layouts without one. A layout still in use (present, or raced in the newest season) has no last year.
 */
export function layoutYears(
  reader: F1dbReader,
  raced: Map<string, number[]>,
  newestYear: number,
): LayoutYears {
  const years: LayoutYears = new Map();
  for (const file of reader.circuitFiles()) {
    for (const line of reader.text(file).split('\n')) {
      const match = /^\s*- id: (\S+)\s*(?:#(.*))?$/.exec(line);
      if (!match?.[1]) continue;
      const id = match[1];
      const comment = match[2] ?? '';
      const noted = [...comment.matchAll(/\b(19|20)\d\d\b/g)].map((m) => Number(m[0]));
      const used = raced.get(id) ?? [];
      const span = noted.length > 0 ? noted : used;
      if (span.length === 0) {
        years.set(id, { firstYear: null, lastYear: null });
        continue;
      }
      const lastYear = Math.max(...span);
      const current = /present/i.test(comment) || (noted.length === 0 && lastYear === newestYear);
      years.set(id, { firstYear: Math.min(...span), lastYear: current ? null : lastYear });
    }
  }
  return years;
}
