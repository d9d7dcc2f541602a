import { messages, type RegistrationPayload } from '@doorloopjes/shared';

/** Step 1: account and role data (the username is derived from the e-mail address). */
export type AccountFields = Omit<RegistrationPayload, 'username' | 'schoolName' | 'city'>;

/** Step 2: optional school data. */
export type SchoolFields = Pick<RegistrationPayload, 'schoolName' | 'city'>;

export const EMPTY_ACCOUNT: AccountFields = {
  fullName: '',
  email: '',
  password: '',
  educationRole: '',
  educationRoleOther: '',
  educationSector: '',
  isStudent: false,
};

export const EMPTY_SCHOOL: SchoolFields = { schoolName: '', city: '' };

/** Registration step 1: the first failing rule's message, or null. */
export function validateAccountStep(fields: AccountFields): string | null {
  const required = [fields.fullName, fields.email, fields.password, fields.educationRole, fields.educationSector];
  if (required.some((value) => value.trim() === '')) return messages.auth.fillRequiredFields;
  if (fields.educationRole === 'anders' && fields.educationRoleOther.trim() === '') return messages.auth.fillOtherRole;
  return null;
}

/** The registration payload: the username is the e-mail address. */
export function toRegistrationPayload(account: AccountFields, school: SchoolFields): RegistrationPayload {
  const email = account.email.trim();
  return {
    username: email,
    email,
    password: account.password,
    fullName: account.fullName.trim(),
    educationRole: account.educationRole,
    // Only meaningful for 'anders'; a leftover text from switching roles is not sent.
    educationRoleOther: account.educationRole === 'anders' ? account.educationRoleOther.trim() : '',
    educationSector: account.educationSector,
    isStudent: account.isStudent,
    schoolName: school.schoolName.trim(),
    city: school.city.trim(),
  };
}
