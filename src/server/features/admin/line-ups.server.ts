import { data } from 'react-router';
import type { SessionUser } from '#server/auth/session.server.ts';
import { ApiError, InvalidInput } from '#server/http/errors.ts';
import { writeLineUp } from '#server/race-data/writes/write-line-up.ts';
import type { Services } from '#server/services.ts';
import type { LineUpChange } from '#shared/line-up-writes.ts';

export const lineUpForms = ['replace', 'add', 'end'] as const;
export type LineUpForm = (typeof lineUpForms)[number];

export type LineUpResult = {
  form: LineUpForm;
  /** The fields as sent, to fill the form again after a refusal. */
  values: Record<string, string>;
  /** Each refused field's message, shown beside it. */
  errors?: Record<string, string>;
  saved?: string;
  auditId?: number;
};

const fieldsOf: Record<LineUpForm, string[]> = {
  replace: ['teamId', 'driverId', 'replacesDriverId', 'fromRound'],
  add: ['teamId', 'driverId', 'fromRound', 'toRound'],
  end: ['teamId', 'driverId', 'lastRound'],
};

/**
 * The line-up editor's three forms (a replacement, a driver joining, a stint ending), written through
 * the race-data line-up write as the admin's audited edit. A refusal names its field and is shown
 * beside it, with nothing written.
 */
export async function changeLineUp(services: Services, user: SessionUser, form: FormData, season: number) {
  const change = String(form.get('change') ?? '') as LineUpForm;
  const kind: LineUpForm = lineUpForms.includes(change) ? change : 'replace';
  const values: Record<string, string> = {};
  for (const name of fieldsOf[kind]) values[name] = String(form.get(name) ?? '').trim();
  // Empty fields go to the validator as they are, to be named; only the optional last round may be left out.
  const input = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => name !== 'toRound' || value !== ''),
  );
  const fail = (errors: Record<string, string>, status = 400) =>
    data<LineUpResult>({ form: kind, values, errors }, { status });
  try {
    const result = await writeLineUp(services, { userId: user.id }, {
      ...input,
      change,
      season,
    } as LineUpChange);
    const auditId = result.status === 'written' ? (result.auditId ?? undefined) : undefined;
    return data<LineUpResult>({ form: kind, values: {}, saved: 'Saved: the line-up is changed', auditId });
  } catch (error) {
    if (error instanceof InvalidInput) {
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fields)) {
        if (message) errors[fieldsOf[kind].includes(field) ? field : 'form'] ??= message;
      }
      return fail(Object.keys(errors).length > 0 ? errors : { form: error.message });
    }
    if (error instanceof ApiError && error.status < 500) {
      const field = error.field && fieldsOf[kind].includes(error.field) ? error.field : 'form';
      return fail({ [field]: error.message.replace(/^[\w.]+: /, '') }, error.status);
    }
    throw error;
  }
}
