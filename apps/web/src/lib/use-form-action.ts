import { type FormEvent, useState } from 'react';
import { ApiError } from './api-client';
import { notifyApiError } from './notify';
import { type ActionAttempt, type UserActionOptions, useAction } from './use-action';

/** The first message of each field the server refused, by field name. */
export type FieldErrors = Record<string, string>;

/**
 * A form's submit as one user action (lib/use-action.ts): the previous errors are cleared, the
 * server's 422 lands on its fields (`errors.name`…) and any other failure is announced as a toast.
 * `onSubmit` goes on the <form>; `pending` on its submit button.
 */
export function useFormAction(submit: (attempt: ActionAttempt) => Promise<unknown>, options: UserActionOptions = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction(async (attempt) => {
    setErrors({});
    try {
      await submit(attempt);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      if (Object.keys(fields).length > 0) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      else notifyApiError(error);
      throw error;
    }
  }, options);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };
  return { errors, setErrors, pending: action.pending, run: action.run, onSubmit };
}
