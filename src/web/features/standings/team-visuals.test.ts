import { describe, expect, it } from 'vitest';
import { teamInitials } from './team-visuals.tsx';

const teams2025 = [
  ['mclaren', 'McLaren', 'MCL'],
  ['mercedes', 'Mercedes', 'MER'],
  ['red-bull', 'Red Bull', 'RBR'],
  ['ferrari', 'Ferrari', 'FER'],
  ['williams', 'Williams', 'WIL'],
  ['racing-bulls', 'Racing Bulls', 'RB'],
  ['aston-martin', 'Aston Martin', 'AM'],
  ['haas', 'Haas', 'HAA'],
  ['kick-sauber', 'Kick Sauber', 'KS'],
  ['alpine', 'Alpine', 'ALP'],
] as const;

describe('teamInitials', () => {
  it.each(teams2025)('%s (%s) → %s', (teamId, name, expected) => {
    expect(teamInitials({ teamId, name })).toBe(expected);
  });

  it('gives every 2025 team its own badge', () => {
    const badges = teams2025.map(([teamId, name]) => teamInitials({ teamId, name }));
    expect(new Set(badges).size).toBe(teams2025.length);
  });
});
