import { limits } from '../../../../shared/limits';

/**
 * Spec: a password is required and at least 4 characters; the repeat must equal it, else
 * "passwords not match". Checked by hand so that these screens do without zod; the codes are the
 * ones the shared passwordField answers with.
 */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'required_field';
  if (password.length < limits.passwordMinLength) return 'invalid_rule_password';
  if (password.length > limits.passwordMaxLength) return 'invalid_rule_max_length';
  return undefined;
}

export function repeatPasswordError(password: string, repeat: string): string | undefined {
  if (!repeat) return 'required_field';
  return repeat === password ? undefined : 'passwords_not_match';
}

/** The submit button waits until both are valid and equal. */
export const isNewPasswordReady = (password: string, repeat: string): boolean =>
  !newPasswordError(password) && !repeatPasswordError(password, repeat);
