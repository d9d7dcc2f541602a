import type { Landingpage } from '@doorloopjes/shared';
import { useEffect, useState } from 'react';
import { fetchHomepageArticles } from '../../api/fetchHomepageArticles';
import { fetchHomepageNews } from '../../api/fetchHomepageNews';
import { fetchHomepageWebinars } from '../../api/fetchHomepageWebinars';
import { fetchLandingPage } from '../../api/fetchLandingPage';
import { fetchSiteExtras } from '../../api/fetchSiteExtras';
import type { PublicSiteExtras } from '../../api/types';
import { buildHomepageFeed, type FeedItem } from '../feed/buildHomepageFeed';

export interface LandingContent {
  loading: boolean;
  landing: Landingpage | null;
  extras: PublicSiteExtras | null;
  feed: FeedItem[];
}

/** Landing fetch failures are only logged; the part simply stays empty. */
async function orFallback<T>(load: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Fout bij ophalen van ${what}.`, error);
    return fallback;
  }
}

/** Everything the landing page shows besides the session's settings, loaded in parallel. */
export function useLandingContent(): LandingContent {
  const [content, setContent] = useState<LandingContent>({ loading: true, landing: null, extras: null, feed: [] });
  useEffect(() => {
    let active = true;
    void Promise.all([
      orFallback(fetchLandingPage, null, 'de landingspagina'),
      orFallback(fetchSiteExtras, null, 'de site-instellingen'),
      orFallback(fetchHomepageNews, [], 'het nieuws'),
      orFallback(fetchHomepageArticles, [], 'de artikelen'),
      orFallback(fetchHomepageWebinars, [], 'de webinars'),
    ]).then(([landing, extras, news, articles, webinars]) => {
      if (active) setContent({ loading: false, landing, extras, feed: buildHomepageFeed({ news, articles, webinars }) });
    });
    return () => {
      active = false;
    };
  }, []);
  return content;
}
