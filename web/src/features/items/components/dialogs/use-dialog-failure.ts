import { useState } from 'react';
import { isAccessRefusal } from '../../../../components/access-notice';
import { useErrorToast } from '../../../../components/use-error-toast';
import { isApiError } from '../../../../lib/api-client';

type FieldErrors = Record<string, string>;

/**
 * How every item dialog answers a refused call: field errors on their fields, a role or plan refusal
 * as the notice, a concurrent change as "reload and try again", anything else as the error toast.
 */
export function useDialogFailure() {
  const errorToast = useErrorToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [concurrent, setConcurrent] = useState(false);
  const fail = (error: unknown, fieldOf: Partial<Record<string, string>> = {}) => {
    if (isApiError(error, 'ValidationError') && Object.keys(error.fieldErrors).length > 0) return setErrors(error.fieldErrors);
    for (const [name, field] of Object.entries(fieldOf)) {
      if (field && isApiError(error, name as never)) return setErrors({ [field]: name });
    }
    if (isApiError(error, 'ConcurrentChange')) return setConcurrent(true);
    if (isAccessRefusal(error)) return setRefusal(error);
    errorToast(error);
  };
  const reset = () => {
    setErrors({});
    setRefusal(null);
    setConcurrent(false);
  };
  return { errors, setErrors, refusal, concurrent, fail, reset };
}

export type DialogFailure = ReturnType<typeof useDialogFailure>;
