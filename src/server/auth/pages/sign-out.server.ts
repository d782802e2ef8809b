import { type RouterContextProvider, redirect } from 'react-router';
import { serverContext } from '#server/react-router-context.server.ts';
import { safeRedirect } from '#shared/safe-redirect.ts';
import { callAuth, cookieHeaders } from './auth-call.server.ts';

/** Pages only a signed-in user can see; signing out there lands on the home page instead. */
const accountOnly = /^\/(profile|update-profile|admin|test|update-teams)(\/|$|\?)/;

/** Ends the session and reloads the page the visitor was on (docs/product.md §2). */
export async function signOutAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/');
  const result = await callAuth(context, request, '/sign-out', { body: {} });
  if (!result.ok && result.status !== 401) {
    context.get(serverContext).services.log.warn(`sign-out failed: ${result.status} ${result.code}`);
  }
  throw redirect(accountOnly.test(back) ? '/' : back, { headers: cookieHeaders(result.setCookies) });
}
