import { data } from 'react-router';
import { enforceAdminWriteLimit } from '#server/auth/rate-limit.ts';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, RateLimited } from '#server/http/errors.ts';
import { revertAdminWrite } from '#server/race-data/writes/revert-admin-write.ts';
import type { Services } from '#server/services.ts';
import { controlCharacterMessage, hasControlCharacters } from '#shared/text-rules.ts';
import { deleteUser, setUserDisabled, setUserRole } from './admin-users.server.ts';
import { requestJobRun, runnableJobs } from './job-status.server.ts';

/** What a dashboard form did, shown beside it: `form` names which (e.g. `user-<id>`, `audit-<id>`). */
export type DashboardResult = { form: string; message: string; ok: boolean };

/**
 * The dashboard's buttons, one `intent` each: grant or remove admin, disable or enable, delete an
 * account; run a job now; revert an audited edit. Each refusal is answered beside its form, also
 * the 429 of an admin past ADMIN_RATE_LIMIT's writes.
 */
export async function dashboardAction(services: Services, user: SessionUser, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  const answer = (formName: string, message: string, status = 200) =>
    data<DashboardResult>({ form: formName, message, ok: status < 400 }, { status });
  // An id names a row in the database, which refuses a NUL: said above the section's list.
  if (hasControlCharacters(id)) {
    const section = intent === 'revert' ? 'audit' : intent === 'run-job' ? 'jobs' : 'users';
    return answer(section, `id: ${controlCharacterMessage}`, 400);
  }
  try {
    await enforceAdminWriteLimit(services, user.id);
    switch (intent) {
      case 'grant-admin':
      case 'remove-admin': {
        const row = await setUserRole(services, user.id, id, intent === 'grant-admin' ? 'admin' : 'user');
        return answer(
          `user-${id}`,
          `${row.name} is ${row.role === 'admin' ? 'now an admin' : 'no longer an admin'}`,
        );
      }
      case 'disable':
      case 'enable': {
        const row = await setUserDisabled(services, user.id, id, intent === 'disable');
        return answer(`user-${id}`, `${row.name} is ${row.disabled ? 'disabled' : 'enabled'}`);
      }
      case 'delete': {
        if (form.get('confirm') !== 'yes')
          return answer(`user-${id}`, 'Tick the box to confirm the deletion', 400);
        await deleteUser(services, user.id, id);
        return answer('users', 'The account is deleted');
      }
      case 'run-job': {
        const job = runnableJobs.find((name) => name === id);
        if (!job) return answer('jobs', 'No such job', 400);
        await requestJobRun(services, job);
        return answer(`job-${job}`, 'Asked to run now: reload in a moment to see the run');
      }
      case 'revert': {
        const auditId = Number(id);
        if (!Number.isInteger(auditId) || auditId < 1) return answer('audit', 'No such audit entry', 400);
        const result = await revertAdminWrite(services, { userId: user.id }, auditId);
        return answer(`audit-${auditId}`, result.status === 'written' ? 'Reverted' : 'Nothing to revert');
      }
      default:
        return answer('dashboard', 'Unknown action', 400);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const formName =
        intent === 'revert' ? `audit-${id}` : intent === 'run-job' ? `job-${id}` : `user-${id}`;
      if (error instanceof RateLimited) {
        return data<DashboardResult>(
          { form: formName, message: error.message, ok: false },
          { status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
        );
      }
      return answer(formName, error.message, error.status);
    }
    throw error;
  }
}
