import { fetchGlobalSettings, queryClient, setRuntimeConfig, type RuntimeConfig } from '@doorloopjes/runtime';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
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

/**
 * Renders the landing page of a visitor (no login) to HTML, from the content service the
 * environment's config names, with the same queries and components the visitor's entry (src/visitor) hydrates. Returns the
 * markup for `#root` and the data it was rendered from (for hydration). Runs in the static
 * server (Node), never in the browser.
 */
export async function renderLanding(config: RuntimeConfig): Promise<{ html: string; state: PrerenderedLanding }> {
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
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <VisitorApp Router={AtLandingPath} />
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  return { html, state: { queries: dehydrate(queryClient), settings, config } };
}
