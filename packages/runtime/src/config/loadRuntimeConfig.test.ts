import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './loadRuntimeConfig';

const valid = { contentUrl: 'https://cms.doorloopjes.nl', assistantUrl: 'https://assistent.doorloopjes.nl' };

describe('parseRuntimeConfig', () => {
  it('accepts the service addresses and names the development environment when none is given', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, environment: 'development' });
  });

  it('keeps the registry address of the environment', () => {
    const config = { ...valid, environment: 'test', registryUrl: 'https://cms.doorloopjes.nl/api/remote-registry/test' };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it.each([
    ['a content address that is no URL', { ...valid, contentUrl: 'cms' }],
    ['a missing assistant address', { contentUrl: valid.contentUrl }],
    ['a registry address that is no URL', { ...valid, registryUrl: 42 }],
  ])('refuses %s', (_case, raw) => {
    expect(() => parseRuntimeConfig(raw)).toThrow();
  });
});
