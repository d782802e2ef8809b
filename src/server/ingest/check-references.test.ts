import { describe, expect, it } from 'vitest';
import { countries, drivers } from '#server/db/schema.ts';
import { missingReferences } from './check-references.ts';
import { tableData } from './snapshot-format.ts';

const person = {
  name: 'A',
  firstName: 'A',
  lastName: 'B',
  fullName: 'A B',
  abbreviation: 'BBB',
  gender: 'MALE',
};

describe('missingReferences', () => {
  it('names each row that points at nothing, and accepts empty references', () => {
    const part = {
      name: 'reference',
      year: 0,
      tables: [
        tableData(countries, [
          { id: 'italy', alpha2Code: 'IT', alpha3Code: 'ITA', name: 'Italy', continentId: 'europe' },
        ]),
        tableData(drivers, [
          { ...person, id: 'a', nationalityCountryId: 'italy' },
          { ...person, id: 'b', nationalityCountryId: 'atlantis' },
          { ...person, id: 'c', nationalityCountryId: 'atlantis' },
          { ...person, id: 'd', nationalityCountryId: null },
        ]),
      ],
    };
    expect(missingReferences([part])).toEqual([
      'countries.continent_id = europe: no such continents',
      'drivers.nationality_country_id = atlantis: no such countries (2 rows)',
    ]);
  });
});
