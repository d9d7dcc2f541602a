import { currentGlobalSettings, DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, queryClient, setRuntimeConfig, useSessionStore } from '@doorloopjes/runtime';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_STATE_ID } from '@doorloopjes/static-server/page-names';
import type { PrerenderedLanding } from './landingState';
import { takePrerenderedLanding } from './takePrerenderedLanding';

const SERVER_CONFIG = { contentUrl: 'https://cms.school.example', assistantUrl: 'https://assistent.school.example', environment: 'production' };
const SETTINGS = { id: 1, siteTitle: 'Doorloopjes' } as NonNullable<PrerenderedLanding['settings']>;

function serverState(): PrerenderedLanding {
  const server = new QueryClient();
  server.setQueryData(['landing-test'], { title: 'Korte doorloopjes voor sterk onderwijs' });
  return { queries: dehydrate(server), settings: SETTINGS, config: SERVER_CONFIG };
}

function sendAlong(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LANDING_STATE_ID;
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById(LANDING_STATE_ID)?.remove();
  queryClient.clear();
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
});

describe('takePrerenderedLanding', () => {
  it("a visitor on '/': the server's data fills the query cache and the session, and the block is gone", () => {
    sendAlong(JSON.stringify(serverState()));
    expect(takePrerenderedLanding('/', false)).toBe(true);
    expect(queryClient.getQueryData(['landing-test'])).toEqual({ title: 'Korte doorloopjes voor sterk onderwijs' });
    expect(currentGlobalSettings()).toEqual(SETTINGS);
    // Later requests (a refetch, the login) go to the services the server rendered from.
    expect(getRuntimeConfig()).toEqual(SERVER_CONFIG);
    expect(useSessionStore.getState()).toMatchObject({ initialised: true });
    // What React reads while hydrating (zustand's server snapshot) is that same session.
    expect(useSessionStore.getInitialState()).toMatchObject({ initialised: true });
    expect(document.getElementById(LANDING_STATE_ID)).toBeNull();
  });

  it('a logged-in user or another path is rendered afresh and the data is not used', () => {
    sendAlong(JSON.stringify(serverState()));
    expect(takePrerenderedLanding('/', true)).toBe(false);
    expect(queryClient.getQueryData(['landing-test'])).toBeUndefined();
    sendAlong(JSON.stringify(serverState()));
    expect(takePrerenderedLanding('/profile', false)).toBe(false);
    expect(document.getElementById(LANDING_STATE_ID)).toBeNull();
  });

  it('without the block, or with an unreadable one, the page is rendered afresh', () => {
    expect(takePrerenderedLanding('/', false)).toBe(false);
    sendAlong('{ kapot');
    expect(takePrerenderedLanding('/', false)).toBe(false);
  });
});
