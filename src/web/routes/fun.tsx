import { data, isRouteErrorResponse, redirect } from 'react-router';
import { QuizAnswerError, quizQuestions, scoreQuiz } from '#server/features/history/quiz-page.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { PageHandle } from '#shared/page-query.ts';
import { newSeed, parseQuizEra, parseSeed } from '#shared/quiz.ts';
import { QuizRound } from '#web/features/history/quiz-round.tsx';
import { QuizStart } from '#web/features/history/quiz-start.tsx';
import '#web/features/history/quiz.css';
import type { Route } from './+types/fun';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['era', 'seed'] };

export function meta() {
  return [
    { title: 'F1 quiz · Pitwall' },
    {
      name: 'description',
      content:
        'Ten Formula 1 trivia questions from every season since 1950: winners, poles, circuits, teams, champions and team-mates. Share a round by its link.',
    },
  ];
}

type BadInput = { field: string; message: string };
const badInput = (field: string, message: string) => data<BadInput>({ field, message }, { status: 400 });

/** The round a URL names: `?era=…&seed=…`; without a seed a new round is started under a fresh one. */
function roundOf(url: URL) {
  const params = url.searchParams;
  if (!params.has('era') && !params.has('seed')) return undefined;
  const era = parseQuizEra(params.get('era') ?? 'all');
  if (!era) throw badInput('era', 'Pick one of the eras offered.');
  if (!params.has('seed')) throw redirect(`/fun?era=${era}&seed=${newSeed()}`);
  const seed = parseSeed(params.get('seed'));
  if (!seed) throw badInput('seed', 'A round’s seed is 1 to 32 lower-case letters, digits or hyphens.');
  return { era, seed };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const round = roundOf(url);
  if (!round) return { round: null };
  const questions = await quizQuestions(context.get(serverContext).services, round.era, round.seed);
  return { round: { ...round, questions } };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const round = roundOf(url);
  if (!round) throw badInput('seed', 'Answers need the round’s era and seed.');
  const { services } = context.get(serverContext);
  try {
    return await scoreQuiz(services, round.era, round.seed, await request.formData());
  } catch (error) {
    if (error instanceof QuizAnswerError) throw badInput(error.field, error.message);
    throw error;
  }
}

export default function Fun({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="page quiz-page">
      <header>
        <p className="eyebrow">Fun</p>
        <h1>F1 quiz</h1>
        <p className="lead">
          Ten questions from the race data, four options each. Every round has its own link: send it to a
          friend and they get the same questions.
        </p>
      </header>
      {loaderData.round ? <QuizRound round={loaderData.round} score={actionData ?? null} /> : null}
      <QuizStart era={loaderData.round?.era ?? 'modern'} again={loaderData.round !== null} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const bad = isRouteErrorResponse(error) && error.status === 400 ? (error.data as BadInput) : null;
  return (
    <main className="page quiz-page">
      <title>F1 quiz · Pitwall</title>
      <h1>F1 quiz</h1>
      <div className="card" role="alert">
        <p>
          {bad ? `That round’s ${bad.field} is not valid. ${bad.message}` : 'The quiz could not be shown.'}
        </p>
      </div>
      <QuizStart era="modern" again={false} />
    </main>
  );
}
