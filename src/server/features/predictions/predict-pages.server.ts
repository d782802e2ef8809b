import { data, type RouterContextProvider, redirect } from 'react-router';
import { requireSignedIn, sessionOf } from '#server/auth/pages/guards.server.ts';
import { ApiError, formRefusal } from '#server/http/errors.ts';
import { adminFormLimit, BodyTooLarge, readFormData } from '#server/http/read-form-data.ts';
import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { RaceReader } from '#server/race-data/race-reader.ts';
import { seasonInFocus } from '#server/race-data/season-in-focus.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { firstPickLock, type PickKind, pickKinds } from '#shared/predictions.ts';
import {
  closeLeague,
  createLeague,
  joinLeague,
  leagueByInvite,
  leagueFor,
  leagueMembers,
  leagueRaceTable,
  leaguesOf,
  leaveLeague,
  removeMember,
  renewInvite,
  seasonTable,
} from './leagues.server.ts';
import {
  driverNames,
  fanSeason,
  hiddenScoreSessions,
  hiddenScores,
  nextPredictionMeeting,
  pickableDrivers,
  picksFor,
  picksOfFans,
  predictionMeeting,
  submitPicks,
} from './predictions.server.ts';

type Context = Readonly<RouterContextProvider>;
type FormErrors = { errors: FieldErrors };

/** A refusal as a form shows it: the message beside its field (a pick's, or the form's). */
function refused(error: unknown) {
  if (error instanceof BodyTooLarge) {
    return data<FormErrors>({ errors: { form: 'The form is larger than this page sends' } }, { status: 413 });
  }
  const refusal = formRefusal(error);
  if (refusal) return data<FormErrors>({ errors: refusal.errors }, refusal.init);
  if (error instanceof ApiError && error.status < 500) {
    const field = error.field?.replace(/^picks\./, '') ?? 'form';
    return data<FormErrors>({ errors: { [field]: error.message } }, { status: error.status });
  }
  throw error;
}

/** A positive whole number from the query, else undefined. */
const wholeNumber = (value: string | null) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

/** /predict: the next weekend's picks (a form), the fan's season race by race, and where to go next. */
export async function predictPage(context: Context, url: URL, reader: RaceReader) {
  const { services } = context.get(serverContext);
  const { user } = await sessionOf(context);
  const meeting = await nextPredictionMeeting(services);
  const season = meeting?.year ?? (await seasonInFocus(services));
  // A visitor sees the rules and a way to sign in: no form, no picks to read.
  const [drivers, picks, mine] = await Promise.all([
    meeting && user ? pickableDrivers(services, meeting) : [],
    meeting && user ? picksFor(services, user.id, meeting) : [],
    user ? fanSeason(reader, user.id, season) : null,
  ]);
  return {
    signedIn: user !== null,
    saved: url.searchParams.has('saved'),
    meeting: meeting
      ? { season: meeting.year, round: meeting.round, name: meeting.name, slug: meeting.slug }
      : null,
    drivers,
    picks,
    season,
    mine,
    hidden: hiddenScoreSessions(reader, season),
  };
}

/** The /predict form: one select per open pick, named by the pick; the same write as POST /api/predictions. */
export async function predictAction(context: Context, request: Request, url: URL) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  try {
    const form = await readFormData(request, adminFormLimit);
    const number = (name: string) => {
      const value = String(form.get(name) ?? '');
      return /^\d+$/.test(value) ? Number(value) : value;
    };
    const picks: Partial<Record<PickKind, string>> = {};
    for (const kind of pickKinds) {
      const value = form.get(kind);
      if (typeof value === 'string') picks[kind] = value;
    }
    await submitPicks(services, user.id, { season: number('season'), round: number('round'), picks });
  } catch (error) {
    return refused(error);
  }
  throw redirect('/predict?saved=1');
}

/** /predict/table: every player's season total, fifty a page, as the fan's shield allows. */
export async function seasonTablePage(context: Context, url: URL, reader: RaceReader) {
  const { services } = context.get(serverContext);
  const { user } = await sessionOf(context);
  const seasons = [...new Set((await cachedMeetings(services)).map((meeting) => meeting.year))];
  const focus = await seasonInFocus(services);
  const asked = wholeNumber(url.searchParams.get('season'));
  const season = asked !== undefined && seasons.includes(asked) ? asked : focus;
  const page = wholeNumber(url.searchParams.get('page')) ?? 1;
  const table = await seasonTable(reader, season, { page });
  return {
    season,
    page,
    table,
    userId: user?.id ?? null,
    hidden: hiddenScoreSessions(reader, season),
  };
}

/** /predict/leagues: the fan's leagues and the form that creates one. */
export async function leaguesPage(context: Context, url: URL) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  return { leagues: await leaguesOf(services, user.id), left: url.searchParams.get('done') === 'left' };
}

export async function leaguesAction(context: Context, request: Request, url: URL) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  let id: string;
  try {
    const form = await readFormData(request, adminFormLimit);
    id = await createLeague(services, user.id, { name: form.get('name') ?? '' });
  } catch (error) {
    return refused(error);
  }
  throw redirect(`/predict/leagues/${id}`);
}

/** A league that is not the fan's is a page not found, as for a league that does not exist. */
async function leagueOr404(context: Context, userId: string, leagueId: string) {
  const { services } = context.get(serverContext);
  try {
    return await leagueFor(services, userId, leagueId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/**
 * /predict/leagues/:id: the league's season table, one race's table and its members' picks (each
 * shown once it has locked), the members, and for the owner the invite link and their tools.
 */
export async function leaguePage(context: Context, url: URL, leagueId: string, reader: RaceReader) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  const league = await leagueOr404(context, user.id, leagueId);
  const meetings = await cachedMeetings(services);
  const now = services.clock.now().getTime();
  const season = await seasonInFocus(services);
  // The rounds of the season whose first pick has locked: there is something to compare.
  const rounds = meetings.filter(
    (meeting) =>
      meeting.year === season && !meeting.cancelled && (firstPickLock(meeting.sessions) ?? now + 1) <= now,
  );
  const asked = wholeNumber(url.searchParams.get('round'));
  const meeting = rounds.find((candidate) => candidate.round === asked) ?? rounds.at(-1);
  const members = await leagueMembers(services, league.id, league.ownerId);
  const [table, race] = await Promise.all([
    seasonTable(reader, season, { leagueId: league.id }),
    meeting ? leagueRace(reader, league.id, members, meeting.round, season) : null,
  ]);
  return {
    league,
    inviteUrl: league.inviteToken
      ? new URL(`/predict/join?invite=${league.inviteToken}`, services.env.PUBLIC_URL).toString()
      : null,
    members,
    userId: user.id,
    season,
    table,
    hidden: hiddenScoreSessions(reader, season),
    rounds: rounds.map(({ round, name }) => ({ round, name })),
    race,
    done: url.searchParams.get('done'),
  };
}

/** One round in a league: the race's table (unless the shield hides it) and each member's locked picks. */
async function leagueRace(
  reader: RaceReader,
  leagueId: string,
  members: { userId: string; name: string }[],
  round: number,
  season: number,
) {
  const { services } = reader;
  const meeting = await predictionMeeting(services, season, round);
  if (!meeting) return null;
  const hidden = hiddenScores(reader, meeting);
  const [names, table, picks] = await Promise.all([
    driverNames(services, meeting),
    hidden.length > 0 ? [] : leagueRaceTable(services, leagueId, meeting.raceId),
    picksOfFans(
      services,
      members.map((member) => member.userId),
      meeting,
    ),
  ]);
  return {
    round,
    name: meeting.name,
    hidden,
    table,
    // Another member's pick shows once it has locked; its points once the shield allows.
    picks: members.map((member) => ({
      ...member,
      picks: (picks.get(member.userId) ?? []).map((pick) => ({
        kind: pick.kind,
        label: pick.label,
        locksAt: pick.locksAt,
        driverName: pick.locked && pick.driverId ? (names[pick.driverId] ?? pick.driverId) : null,
        locked: pick.locked,
        points: hidden.length > 0 ? null : pick.points,
      })),
    })),
  };
}

/** The league page's buttons: renew the link, close, leave, remove a member. */
export async function leagueAction(context: Context, request: Request, url: URL, leagueId: string) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  let intent = '';
  try {
    const form = await readFormData(request, adminFormLimit);
    intent = String(form.get('intent') ?? '');
    if (intent === 'renew') await renewInvite(services, user.id, leagueId);
    else if (intent === 'close') await closeLeague(services, user.id, leagueId);
    else if (intent === 'leave') {
      await leaveLeague(services, user.id, leagueId);
      throw redirect('/predict/leagues?done=left');
    } else if (intent === 'remove')
      await removeMember(services, user.id, leagueId, String(form.get('member') ?? ''));
    else throw new ApiError(400, 'invalid_input', 'Unknown action', 'intent');
  } catch (error) {
    if (error instanceof Response) throw error;
    return refused(error);
  }
  throw redirect(`/predict/leagues/${leagueId}?done=${intent}`);
}

/** /predict/join?invite=…: the league the link names and a button to join it. Never kept in a shared cache. */
export async function joinPage(context: Context, url: URL) {
  const { services } = context.get(serverContext);
  await requireSignedIn({ context, url });
  const token = url.searchParams.get('invite') ?? '';
  try {
    return data(
      { league: await leagueByInvite(services, token), token },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return data({ league: null, token: '' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
    }
    throw error;
  }
}

export async function joinAction(context: Context, request: Request, url: URL) {
  const user = await requireSignedIn({ context, url });
  const { services } = context.get(serverContext);
  let id: string;
  try {
    const form = await readFormData(request, adminFormLimit);
    id = await joinLeague(services, user.id, String(form.get('invite') ?? ''));
  } catch (error) {
    return refused(error);
  }
  throw redirect(`/predict/leagues/${id}?done=joined`);
}
