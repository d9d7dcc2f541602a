export interface PasswordFormValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/** All three are required and the confirmation equals the new password. */
export function isPasswordChangeValid(values: PasswordFormValues): boolean {
  return values.currentPassword !== '' && values.password !== '' && values.passwordConfirmation === values.password;
}
