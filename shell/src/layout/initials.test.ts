import { describe, expect, it } from 'vitest';
import { displayName, initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initials('Demo Docent')).toBe('DD');
    expect(initials('Jan van der Berg')).toBe('JB');
  });

  it('takes the first two letters of a single word', () => {
    expect(initials('Marieke')).toBe('MA');
  });

  it('is upper case and ignores extra spaces', () => {
    expect(initials('  anna   de   vries ')).toBe('AV');
  });

  it('keeps a one-letter name and an empty name short', () => {
    expect(initials('Q')).toBe('Q');
    expect(initials('   ')).toBe('');
  });

  it('does not split letters outside the basic plane', () => {
    expect(initials('Émile Zoë')).toBe('ÉZ');
  });
});

describe('displayName', () => {
  it('prefers the full name and falls back to the e-mail address', () => {
    expect(displayName({ fullName: 'Demo Docent', email: 'demo@doorloopjes.nl' })).toBe('Demo Docent');
    expect(displayName({ fullName: '  ', email: 'demo@doorloopjes.nl' })).toBe('demo@doorloopjes.nl');
    expect(displayName({ fullName: null, email: 'demo@doorloopjes.nl' })).toBe('demo@doorloopjes.nl');
  });
});
