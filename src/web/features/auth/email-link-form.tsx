import { Form, useNavigation } from 'react-router';
import type { EmailFormData } from '#server/auth/pages/mail-links.server.ts';
import { Field } from '#web/components/forms/field.tsx';
import { FormAlert } from '#web/components/forms/form-alert.tsx';
import { useFocusFirstError } from '#web/components/forms/use-focus-first-error.ts';

/** One email field that sends a link (password reset, confirmation again), then says so. */
export function EmailLinkForm({
  result,
  defaultEmail,
  submitLabel,
  sentText,
  action,
}: {
  result: EmailFormData | undefined;
  defaultEmail?: string;
  submitLabel: string;
  sentText: (email: string) => string;
  action?: string;
}) {
  const submitting = useNavigation().state === 'submitting';
  const formRef = useFocusFirstError(result);
  const errors = result?.errors ?? {};
  return (
    <Form method="post" action={action} className="auth-form" ref={formRef} noValidate>
      <FormAlert message={errors.form} />
      {result?.sent && (
        <p className="form-success" role="status">
          {sentText(result.email)}
        </p>
      )}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={result?.email ?? defaultEmail}
        error={errors.email}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Sending…' : submitLabel}
      </button>
    </Form>
  );
}
