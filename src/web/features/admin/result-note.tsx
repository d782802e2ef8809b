import type { DashboardResult } from '#server/features/admin/dashboard.server.ts';

/** The answer to a form, beside it when it is this form's. */
export function ResultNote({ result, form }: { result: DashboardResult | undefined; form: string }) {
  if (result?.form !== form) return null;
  return (
    <p className={result.ok ? 'admin-status' : 'admin-error'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </p>
  );
}
