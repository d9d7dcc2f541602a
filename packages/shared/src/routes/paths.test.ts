import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the address of every page', () => {
    expect(paths.landing()).toBe('/');
    expect(paths.resetPassword()).toBe('/reset-password');
    expect(paths.verifyEmail()).toBe('/verify-email');
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.profile()).toBe('/profile');
    expect(paths.doorloopjes()).toBe('/doorloopjes');
    expect(paths.doorloopje('breuken-vergelijken')).toBe('/doorloopjes/breuken-vergelijken');
    expect(paths.webinars()).toBe('/webinars');
    expect(paths.webinar('ai-in-de-klas')).toBe('/webinars/ai-in-de-klas');
    expect(paths.nieuws()).toBe('/nieuws');
    expect(paths.nieuwsItem('nieuwe-release')).toBe('/nieuws-item/nieuwe-release');
    expect(paths.achtergronden()).toBe('/achtergronden');
    expect(paths.artikel('leren-met-ai')).toBe('/artikel/leren-met-ai');
    expect(paths.explainer('why', 'waarom-ai')).toBe('/why/waarom-ai');
    expect(paths.explainer('how', 'hoe-prompten')).toBe('/how/hoe-prompten');
    expect(paths.clusterBuilder()).toBe('/cluster-builder-test');
  });
});
