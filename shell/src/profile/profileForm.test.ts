import { messages } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { isPasswordChangeValid } from './passwordForm';
import { toProfileUpdate, validateProfile, type ProfileFormValues } from './profileForm';

const valid: ProfileFormValues = {
  fullName: 'Demo Docent',
  educationRole: 'leraar',
  educationRoleOther: '',
  educationSector: 'VO',
  isStudent: false,
  schoolName: '',
  city: '',
};

describe('validateProfile', () => {
  it('accepts the required fields without school and city', () => {
    expect(validateProfile(valid)).toBeNull();
  });

  it.each(['fullName', 'educationRole', 'educationSector'] as const)('requires %s', (key) => {
    expect(validateProfile({ ...valid, [key]: key === 'fullName' ? '   ' : '' })).toBe(messages.layout.fillRequiredFields);
  });

  it('requires the other-role text for anders', () => {
    expect(validateProfile({ ...valid, educationRole: 'anders', educationRoleOther: ' ' })).toBe(messages.layout.fillOtherRole);
    expect(validateProfile({ ...valid, educationRole: 'anders', educationRoleOther: 'Ib-er' })).toBeNull();
  });
});

describe('toProfileUpdate', () => {
  it('sends the other-role text empty unless the role is anders', () => {
    expect(toProfileUpdate({ ...valid, educationRoleOther: 'blijft staan' }).educationRoleOther).toBe('');
    expect(toProfileUpdate({ ...valid, educationRole: 'anders', educationRoleOther: ' Ib-er ' }).educationRoleOther).toBe('Ib-er');
  });
});

describe('isPasswordChangeValid', () => {
  it('needs all three fields and a matching confirmation', () => {
    expect(isPasswordChangeValid({ currentPassword: 'a', password: 'b', passwordConfirmation: 'b' })).toBe(true);
    expect(isPasswordChangeValid({ currentPassword: '', password: 'b', passwordConfirmation: 'b' })).toBe(false);
    expect(isPasswordChangeValid({ currentPassword: 'a', password: '', passwordConfirmation: '' })).toBe(false);
    expect(isPasswordChangeValid({ currentPassword: 'a', password: 'b', passwordConfirmation: 'c' })).toBe(false);
  });
});
