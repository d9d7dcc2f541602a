import type { QueryObserverResult } from '@tanstack/react-query';
import type { Artikel, Digidate, Landingpage, NieuwsItem } from '@doorloopjes/shared';
import { homepageArticlesQuery } from './fetchHomepageArticles';
import { homepageNewsQuery } from './fetchHomepageNews';
import { homepageWebinarsQuery } from './fetchHomepageWebinars';
import { landingPageQuery } from './fetchLandingPage';
import { buildHomepageFeed, type FeedItem } from '../../feed/buildHomepageFeed';

export interface LandingContent {
  loading: boolean;
  landing: Landingpage | null;
  feed: FeedItem[];
}

/**
 * Everything the landing page shows besides the session's settings (which carry 'Powered by' and
 * the social links), loaded in parallel (for useQueries).
 */
export const LANDING_QUERIES = [landingPageQuery, homepageNewsQuery, homepageArticlesQuery, homepageWebinarsQuery] as const;

type Results = [
  QueryObserverResult<Landingpage | null>,
  QueryObserverResult<NieuwsItem[]>,
  QueryObserverResult<Artikel[]>,
  QueryObserverResult<Digidate[]>,
];

/** The page waits for all four; each call already turns its own failure into an empty part. */
export function combineLanding([landing, news, articles, webinars]: Results): LandingContent {
  if ([landing, news, articles, webinars].some((result) => result.isPending)) return { loading: true, landing: null, feed: [] };
  return {
    loading: false,
    landing: landing.data ?? null,
    feed: buildHomepageFeed({ news: news.data ?? [], articles: articles.data ?? [], webinars: webinars.data ?? [] }),
  };
}
