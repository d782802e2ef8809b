import { redirect } from 'react-router';
import { signOutAction } from '#server/auth/pages/sign-out.server.ts';
import type { Route } from './+types/logout';

/** Signing out is a POST (from the navbar menu or the footer); a visit here just goes home. */
export function loader() {
  return redirect('/');
}

export const action = ({ context, request }: Route.ActionArgs) => signOutAction(context, request);
