import { fetchGlobalSettings, queryClient, setRuntimeConfig, type RuntimeConfig } from '@doorloopjes/runtime';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ConsentKnownToServer } from '../public/cookies/consentKnownToServer';
import { LANDING_QUERIES } from '../public/landing/api/landingQueries';
import type { PrerenderedLanding } from './landingState';
import { startVisitorSession } from './startVisitorSession';
import { VisitorApp } from '../visitor/VisitorApp';

function AtLandingPath({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk as Uint8Array);
  return html;
}

/** The visitor's app as the server renders it, for a visitor who chose a consent or not (null). */
async function renderVisitorApp(consent: 'accepted' | null): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ConsentKnownToServer.Provider value={consent}>
        <VisitorApp Router={AtLandingPath} />
      </ConsentKnownToServer.Provider>
    </StrictMode>,
  );
  return streamToString(prelude);
}

/**
 * Renders the landing page of a visitor (no login) to HTML, from the content service the
 * environment's config names, with the same queries and components the visitor's entry (src/visitor) hydrates. Returns the
 * markup for `#root` (`html` with the cookie banner; `htmlAfterChoice` without it, for a visitor
 * whose consent cookie the server was sent: either choice renders the same page) and the data it
 * was rendered from (for hydration). Runs in the static server (Node), never in the browser.
 */
export async function renderLanding(config: RuntimeConfig): Promise<{ html: string; htmlAfterChoice: string; state: PrerenderedLanding }> {
  setRuntimeConfig(config);
  queryClient.clear();
  const [landing, news, articles, webinars] = LANDING_QUERIES;
  const [settings] = await Promise.all([
    fetchGlobalSettings(),
    queryClient.fetchQuery(landing),
    queryClient.fetchQuery(news),
    queryClient.fetchQuery(articles),
    queryClient.fetchQuery(webinars),
  ]);
  startVisitorSession(settings);
  const html = await renderVisitorApp(null);
  const htmlAfterChoice = await renderVisitorApp('accepted');
  return { html, htmlAfterChoice, state: { queries: dehydrate(queryClient), settings, config } };
}
