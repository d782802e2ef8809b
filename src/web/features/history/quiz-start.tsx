import { type QuizEra, quizEras } from '#shared/quiz.ts';

/** Starts a new round: a plain GET form, so it works without JavaScript. */
export function QuizStart({ era, again }: { era: QuizEra; again: boolean }) {
  return (
    <form method="get" action="/fun" className="card quiz-start">
      <h2>{again ? 'Play a new round' : 'Start a round'}</h2>
      <fieldset>
        <legend>Difficulty: questions from</legend>
        {(Object.keys(quizEras) as QuizEra[]).map((id) => (
          <label key={id} className="quiz-choice">
            <input type="radio" name="era" value={id} defaultChecked={id === era} /> {quizEras[id].label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary">
        {again ? 'New round' : 'Start'}
      </button>
    </form>
  );
}
