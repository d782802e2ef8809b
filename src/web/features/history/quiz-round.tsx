import { Form, Link } from 'react-router';
import type { QuizScore } from '#server/features/history/quiz-page.server.ts';
import { type QuizEra, quizEras } from '#shared/quiz.ts';

type Question = { prompt: string; options: { id: string; label: string }[] };
type Props = { round: { era: QuizEra; seed: string; questions: Question[] }; score: QuizScore | null };

/** One round: the questions as a form, or once answered, the score and every question marked. */
export function QuizRound({ round, score }: Props) {
  const link = `/fun?era=${round.era}&seed=${round.seed}`;
  return (
    <section aria-labelledby="round-title" className="quiz-round">
      <h2 id="round-title">
        Round <code>{round.seed}</code>
        <span className="quiz-round__era">{quizEras[round.era].label}</span>
      </h2>
      {score ? (
        <>
          <div className="card quiz-score" role="status">
            <p className="quiz-score__figure">
              Score <strong>{score.score}</strong> of {score.total}
            </p>
            <p>Longest streak: {score.streak} in a row</p>
            <p>
              <Link to={link} className="button button--outline">
                Play this round again
              </Link>
            </p>
          </div>
          <ol className="quiz-questions">
            {round.questions.map((question, index) => {
              const answer = score.answers[index];
              return (
                <li key={question.prompt} className="card quiz-question">
                  <p className="quiz-question__prompt">
                    <span className="quiz-question__number">Question {index + 1}</span> {question.prompt}
                  </p>
                  <p
                    className={answer?.correct ? 'quiz-mark quiz-mark--right' : 'quiz-mark quiz-mark--wrong'}
                  >
                    {answer?.correct ? '✓ Right' : answer?.chosen ? '✗ Wrong' : '✗ Not answered'}
                  </p>
                  <ul className="quiz-options">
                    {question.options.map((option) => (
                      <li
                        key={option.id}
                        className={
                          option.id === answer?.answer ? 'quiz-option quiz-option--key' : 'quiz-option'
                        }
                      >
                        {option.label}
                        {/* The spaces keep the tags apart for screen readers too. */}
                        {option.id === answer?.answer && (
                          <>
                            {' '}
                            <span className="quiz-tag">correct answer</span>
                          </>
                        )}
                        {option.id === answer?.chosen && (
                          <>
                            {' '}
                            <span className="quiz-tag quiz-tag--yours">your answer</span>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <Form method="post" action={link} className="quiz-form">
          <ol className="quiz-questions">
            {round.questions.map((question, index) => (
              <li key={question.prompt} className="card quiz-question">
                <fieldset>
                  <legend className="quiz-question__prompt">
                    <span className="quiz-question__number">Question {index + 1}</span> {question.prompt}
                  </legend>
                  {question.options.map((option) => (
                    <label key={option.id} className="quiz-choice">
                      <input type="radio" name={`q${index + 1}`} value={option.id} /> {option.label}
                    </label>
                  ))}
                </fieldset>
              </li>
            ))}
          </ol>
          <button type="submit" className="button button--primary">
            Check my answers
          </button>
        </Form>
      )}
      <p className="quiz-share">
        Share this round: <Link to={link}>{link}</Link>
      </p>
    </section>
  );
}
