import type { CSSProperties } from 'react';

/** A team's colours as a block shows them: its colour and the black or white that reads on it. */
export type Livery = { colour: string; textColour: string };

/** Neutral colours for a driver without a team this season. */
const noTeam: Livery = { colour: '#6E6E88', textColour: '#FFFFFF' };

/** Custom properties that paint a block in the team's colour with readable text on it. */
export function liveryStyle(livery: Livery | null): CSSProperties {
  const { colour, textColour } = livery ?? noTeam;
  return { '--team-colour': colour, '--team-text': textColour } as CSSProperties;
}
