import { messages, type ProfileUpdate, type RegistrationPayload, type User } from '@doorloopjes/shared';

/** The profile fields are the registration fields less the account ones. */
export type ProfileFormValues = Omit<RegistrationPayload, 'username' | 'email' | 'password'>;

export function profileFormValues(user: User): ProfileFormValues {
  return {
    fullName: user.fullName ?? '',
    educationRole: user.educationRole ?? '',
    educationRoleOther: user.educationRoleOther ?? '',
    educationSector: user.educationSector ?? '',
    isStudent: user.isStudent === true,
    schoolName: user.schoolName ?? '',
    city: user.city ?? '',
  };
}

/**
 * Name, role and sector are required; the other-role text is required when the
 * role is 'anders'. Returns the message to show, or null when the values are valid.
 */
export function validateProfile(values: ProfileFormValues): string | null {
  if (!values.fullName.trim() || !values.educationRole || !values.educationSector) return messages.layout.fillRequiredFields;
  if (values.educationRole === 'anders' && !values.educationRoleOther.trim()) return messages.layout.fillOtherRole;
  return null;
}

/** The PUT payload; the other-role text is sent empty unless the role is 'anders'. */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  const role = values.educationRole || null;
  return {
    fullName: values.fullName.trim(),
    educationRole: role,
    educationRoleOther: role === 'anders' ? values.educationRoleOther.trim() : '',
    educationSector: values.educationSector || null,
    isStudent: values.isStudent,
    schoolName: values.schoolName.trim(),
    city: values.city.trim(),
  };
}
