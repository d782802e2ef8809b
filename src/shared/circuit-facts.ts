/** A meeting page's circuit facts, from the race and the circuit's history in the data. */
export type CircuitFacts = {
  /** Lap length in km. */
  length: number;
  turns: number;
  laps: number;
  /** Race distance in km. */
  distance: number;
  direction: 'clockwise' | 'anti-clockwise';
  /** The first championship Grand Prix at the circuit. */
  firstGrandPrix: { year: number; name: string } | null;
  /** Championship races held there up to and including this one. */
  racesHeld: number;
  /** The latest winners at the circuit before this race, newest first. */
  previousWinners: PastWinner[];
};

export type PastWinner = { year: number; name: string; winner: string; team: string };

/** "5.891 km": lengths to the metre, distances to a tenth where that is all they need. */
export function formatKm(km: number, digits = 3): string {
  return `${km.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
