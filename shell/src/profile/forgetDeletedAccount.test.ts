import { STORAGE_KEYS } from '@doorloopjes/runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceTokenFor, keepDeviceToken } from '../public/auth/deviceTokens';
import { forgetDeletedAccount } from './forgetDeletedAccount';

describe('forgetDeletedAccount', () => {
  beforeEach(() => localStorage.clear());

  it("removes the deleted account's clusters and device token, and nothing of another account", () => {
    localStorage.setItem(STORAGE_KEYS.clusterDraft(7), '{"items":[]}');
    localStorage.setItem(STORAGE_KEYS.clusterKept(7), '{"items":[]}');
    localStorage.setItem(STORAGE_KEYS.clusterDraft(8), '{"items":[]}');
    keepDeviceToken('Juf@School.nl', 'token-7');
    keepDeviceToken('meester@school.nl', 'token-8');

    forgetDeletedAccount({ id: 7, email: 'juf@school.nl' });

    expect(localStorage.getItem(STORAGE_KEYS.clusterDraft(7))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.clusterKept(7))).toBeNull();
    expect(deviceTokenFor('juf@school.nl')).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.clusterDraft(8))).toBe('{"items":[]}');
    expect(deviceTokenFor('meester@school.nl')).toBe('token-8');
  });
});
