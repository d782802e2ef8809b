import { historyData } from '#server/race-data/history.ts';
import type { Services } from '#server/services.ts';
import { longestStreak, type QuizEra } from '#shared/quiz.ts';
import { quizRound } from './quiz.server.ts';

/** A round as the page shows it: prompts and options, without the keys. */
export async function quizQuestions(services: Services, era: QuizEra, seed: string) {
  const round = quizRound(await historyData(services), era, seed);
  return round.map(({ prompt, options }) => ({ prompt, options }));
}

export class QuizAnswerError extends Error {
  constructor(readonly field: string) {
    super(`${field} is not one of the question's options`);
  }
}

/**
 * Scores submitted answers (`q1` … `q10`, each an option id; a missing one counts as wrong). An
 * answer that is not one of its question's options is bad input, named by its field.
 */
export async function scoreQuiz(services: Services, era: QuizEra, seed: string, form: FormData) {
  const round = quizRound(await historyData(services), era, seed);
  const answers = round.map((question, index) => {
    const field = `q${index + 1}`;
    const value = form.get(field);
    const chosen = typeof value === 'string' ? value : null;
    if (chosen !== null && !question.options.some((option) => option.id === chosen))
      throw new QuizAnswerError(field);
    return { chosen, answer: question.answer, correct: chosen === question.answer };
  });
  const correct = answers.map((answer) => answer.correct);
  return {
    answers,
    score: correct.filter(Boolean).length,
    streak: longestStreak(correct),
    total: round.length,
  };
}

export type QuizScore = Awaited<ReturnType<typeof scoreQuiz>>;
