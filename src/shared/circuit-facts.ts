/** A meeting page's circuit facts, from the race and the circuit's history in the data. */
export type CircuitFacts = {
  /** Lap length in km. */
  length: number;
  turns: number;
  laps: number;
  /** Race distance in km. */
  distance: number;
  direction: 'clockwise' | 'anti-clockwise';
  /** The first championship race of this Grand Prix. */
  firstGrandPrix: { year: number; name: string } | null;
  /** Races of this Grand Prix run by this meeting: the earlier ones, and this one once it is over. */
  racesHeld: number;
  /** The winners of the races `racesHeld` counts, newest first (the latest five). */
  previousWinners: PastWinner[];
};

export type PastWinner = { year: number; name: string; winner: string; team: string };

/** "5.891 km": lengths to the metre, distances to a tenth where that is all they need. */
export function formatKm(km: number, digits = 3): string {
  return `${km.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
