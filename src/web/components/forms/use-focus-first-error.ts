import { useEffect, useRef } from 'react';

/** After a submission comes back with errors, moves focus to the form's first invalid field. */
export function useFocusFirstError(result: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target?.matches('input, select, textarea')) target.focus();
  }, [result]);
  return formRef;
}
