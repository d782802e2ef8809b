import { expect, test } from 'vitest';
import { weekendMisfit } from './meeting-writes.ts';

const race = { kind: 'race', startsAt: '2025-07-06T14:00:00Z' };
test.each([
  [[{ kind: 'fp1', startsAt: '2025-07-04T11:30:00Z' }, race], undefined],
  [[race], undefined],
  [[{ kind: 'fp1', startsAt: '2025-07-04T11:30:00Z' }], 0],
  [[{ kind: 'fp1', startsAt: '2025-07-07T11:30:00Z' }, race], 0],
  [[{ kind: 'fp1', startsAt: '2025-07-01T11:30:00Z' }, race], 0],
  [[race, { kind: 'qualifying', startsAt: '2025-07-06T14:00:00Z' }], 1],
  [[race, { kind: 'race', startsAt: '2025-07-06T14:00:00Z' }], 1],
])('%j → misfit at %s', (sessions, index) => {
  expect(weekendMisfit(sessions)?.index).toBe(index);
});
