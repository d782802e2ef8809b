/**
 * The fun quiz's rules that both sides share: the eras a round draws from (its difficulty), the
 * seed that makes a round reproducible, and the seeded random numbers.
 */
export const quizEras = {
  modern: { from: 2000, to: null, label: 'Modern, 2000 on (easiest)' },
  classic: { from: 1970, to: 1999, label: 'Classic, 1970–1999' },
  vintage: { from: 1950, to: 1969, label: 'Vintage, 1950–1969 (hardest)' },
  all: { from: 1950, to: null, label: 'Every era' },
} as const;

export type QuizEra = keyof typeof quizEras;
export const questionsPerRound = 10;
export const optionsPerQuestion = 4;

export function parseQuizEra(value: string | null): QuizEra | undefined {
  return value !== null && Object.hasOwn(quizEras, value) ? (value as QuizEra) : undefined;
}

/** A seed as it appears in a shared URL: 1 to 32 lower-case letters, digits or hyphens. */
export function parseSeed(value: string | null): string | undefined {
  return value !== null && /^[a-z0-9-]{1,32}$/.test(value) ? value : undefined;
}

/** A fresh seed for a new round. */
export function newSeed(random: () => number = Math.random): string {
  let seed = '';
  for (let i = 0; i < 8; i++) seed += Math.floor(random() * 36).toString(36);
  return seed;
}

/** Seeded pseudo-random numbers in [0, 1) (mulberry32 over an FNV-1a hash of the text). */
export function seededRandom(text: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < text.length; i++) state = Math.imul(state ^ text.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The longest run of consecutive correct answers. */
export function longestStreak(correct: readonly boolean[]): number {
  let best = 0;
  let run = 0;
  for (const ok of correct) {
    run = ok ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}
