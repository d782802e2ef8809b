import type { RouterContextProvider } from 'react-router';
import { data, redirect } from 'react-router';
import { formRefusal } from '#server/http/errors.ts';
import { adminFormLimit, readFormData } from '#server/http/read-form-data.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import type { FieldErrors } from '#shared/account-rules.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { readerOf, shieldOwner } from './request-shield.server.ts';
import { changeShield, type ShieldChange } from './spoiler-shield.server.ts';

/** /spoilers: the shield's state and the sessions it hides now. */
export async function spoilersPage(context: Readonly<RouterContextProvider>, url: URL) {
  const { user } = await shieldOwner(context);
  return {
    shield: (await readerOf(context)).shield,
    signedIn: user !== null,
    done: url.searchParams.get('done') === 'off' ? ('off' as const) : null,
  };
}

/**
 * Every shield button on the site posts here (the root middleware has checked the origin): the change,
 * then back to the page it came from, or to /spoilers. A visitor's change goes out as a cookie.
 */
export async function spoilersAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { services } = context.get(serverContext);
  const form = await readFormData(request, adminFormLimit);
  const intent = String(form.get('intent') ?? '');
  const change = (
    intent === 'watched' ? { intent, sessions: form.getAll('session').map(String) } : { intent }
  ) as ShieldChange;
  let setCookie: string | null;
  try {
    ({ setCookie } = await changeShield(services, await shieldOwner(context), change));
  } catch (error) {
    const refusal = formRefusal(error);
    if (!refusal) throw error;
    return data<{ errors: FieldErrors }>({ errors: refusal.errors }, refusal.init);
  }
  const fallback = intent === 'off' ? '/spoilers?done=off' : '/spoilers';
  const back = safeRedirect(form.get('returnTo'), fallback);
  const headers = new Headers();
  if (setCookie) headers.append('Set-Cookie', setCookie);
  throw redirect(back, { headers });
}
