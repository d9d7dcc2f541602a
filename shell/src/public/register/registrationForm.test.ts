import { messages } from '@doorloopjes/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_ACCOUNT, EMPTY_SCHOOL, toRegistrationPayload, validateAccountStep, type AccountFields } from './registrationForm';

const valid: AccountFields = { ...EMPTY_ACCOUNT, fullName: 'A B', email: 'a@b.nl', password: 'x', educationRole: 'leraar', educationSector: 'PO' };

describe('validateAccountStep', () => {
  it.each(['fullName', 'email', 'password', 'educationRole', 'educationSector'] as const)('requires %s', (field) => {
    expect(validateAccountStep({ ...valid, [field]: '  ' })).toBe(messages.auth.fillRequiredFields);
  });

  it("requires the other role only for 'anders'", () => {
    expect(validateAccountStep({ ...valid, educationRole: 'anders' })).toBe(messages.auth.fillOtherRole);
    expect(validateAccountStep({ ...valid, educationRole: 'anders', educationRoleOther: 'IB-er' })).toBeNull();
    expect(validateAccountStep(valid)).toBeNull();
  });
});

describe('toRegistrationPayload', () => {
  it('uses the e-mail address as username and drops a stale other-role text', () => {
    const payload = toRegistrationPayload({ ...valid, email: ' a@b.nl ', educationRoleOther: 'oud' }, EMPTY_SCHOOL);
    expect(payload).toMatchObject({ username: 'a@b.nl', email: 'a@b.nl', educationRoleOther: '' });
  });
});
