/** A meeting page's circuit facts, from the race and the history in the data. */
export type CircuitFacts = {
  /** Lap length in km. */
  length: number;
  turns: number;
  laps: number;
  /** Race distance in km. */
  distance: number;
  direction: 'clockwise' | 'anti-clockwise';
  /** The Grands Prix run at this meeting's circuit, whatever their name. */
  circuit: RaceHistory;
  /**
   * The races of this meeting's Grand Prix, wherever they were run; null when they are the very races
   * `circuit` counts (the Grand Prix never ran elsewhere and the circuit held no other).
   */
  grandPrix: RaceHistory | null;
  /** Where the Grand Prix was last held when that was another circuit: this year it has moved. */
  movedFrom: { circuit: string; year: number } | null;
};

/** Championship races of one circuit or one Grand Prix, as far as this meeting. */
export type RaceHistory = {
  /** The first of them (this meeting's race when it is the first). */
  first: { year: number; name: string; circuit: string } | null;
  /** Those run by this meeting: the earlier ones, and this one once it is over. */
  racesHeld: number;
  /** The winners of the races `racesHeld` counts, newest first (the latest five). */
  previousWinners: PastWinner[];
};

/** A race's winner; `name` is the Grand Prix, `circuit` where it was run. */
export type PastWinner = { year: number; name: string; circuit: string; winner: string; team: string };

/** One number format per count of decimals: `toLocaleString` builds a new one at each call. */
const kmFormats = new Map<number, Intl.NumberFormat>();

/** "5.891 km": lengths to the metre, distances to a tenth where that is all they need. */
export function formatKm(km: number, digits = 3): string {
  let format = kmFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    kmFormats.set(digits, format);
  }
  return `${format.format(km)} km`;
}
