import type { QueryObserverResult } from '@tanstack/react-query';
import type { Artikel, Digidate, Landingpage, NieuwsItem } from '@doorloopjes/shared';
import { homepageArticlesQuery } from '../../api/fetchHomepageArticles';
import { homepageNewsQuery } from '../../api/fetchHomepageNews';
import { homepageWebinarsQuery } from '../../api/fetchHomepageWebinars';
import { landingPageQuery } from '../../api/fetchLandingPage';
import { siteExtrasQuery } from '../../api/fetchSiteExtras';
import type { PublicSiteExtras } from '../../api/types';
import { buildHomepageFeed, type FeedItem } from '../feed/buildHomepageFeed';

export interface LandingContent {
  loading: boolean;
  landing: Landingpage | null;
  extras: PublicSiteExtras | null;
  feed: FeedItem[];
}

/** Everything the landing page shows besides the session's settings, loaded in parallel (for useQueries). */
export const LANDING_QUERIES = [landingPageQuery, siteExtrasQuery, homepageNewsQuery, homepageArticlesQuery, homepageWebinarsQuery] as const;

type Results = [
  QueryObserverResult<Landingpage | null>,
  QueryObserverResult<PublicSiteExtras | null>,
  QueryObserverResult<NieuwsItem[]>,
  QueryObserverResult<Artikel[]>,
  QueryObserverResult<Digidate[]>,
];

/** The page waits for all five; each call already turns its own failure into an empty part. */
export function combineLanding([landing, extras, news, articles, webinars]: Results): LandingContent {
  if ([landing, extras, news, articles, webinars].some((result) => result.isPending)) return { loading: true, landing: null, extras: null, feed: [] };
  return {
    loading: false,
    landing: landing.data ?? null,
    extras: extras.data ?? null,
    feed: buildHomepageFeed({ news: news.data ?? [], articles: articles.data ?? [], webinars: webinars.data ?? [] }),
  };
}
