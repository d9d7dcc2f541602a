import { contentUrl } from '@doorloopjes/runtime/testing';
import recordedSettings from '@doorloopjes/runtime/testing/content/sharedRequests.globalSettingsRequest.json';
import recordedLanding from '@doorloopjes/runtime/testing/content/landingRequests.landingPageRequest.json';
import recordedArticles from '@doorloopjes/runtime/testing/content/landingRequests.homepageArticlesRequest.json';
import recordedNews from '@doorloopjes/runtime/testing/content/landingRequests.homepageNewsRequest.json';
import recordedWebinars from '@doorloopjes/runtime/testing/content/landingRequests.homepageWebinarsRequest.json';
import { http, HttpResponse } from 'msw';

/**
 * The landing page's public reads as the seeded content service answers them: the answers its
 * contract test recorded (services/cms/tests/contract.test.ts), so a test cannot pass on an
 * answer the service would never give.
 */
export const SETTINGS = recordedSettings.data;
export const LANDING = recordedLanding.data[0]!;
export const HERO = LANDING.page_sections[0]!;
export const STEPS = LANDING.uitleg_stappen;
export const FEED = { news: recordedNews.data, articles: recordedArticles.data, webinars: recordedWebinars.data };

/** The landing page's public calls; a test may replace the hero (cases the seed lacks, said there). */
export function landingHandlers({ hero = HERO as typeof HERO | null } = {}) {
  return [
    http.get(contentUrl('/api/global-setting'), () => HttpResponse.json(recordedSettings)),
    http.get(contentUrl('/api/landingpages'), () => HttpResponse.json({ ...recordedLanding, data: [{ ...LANDING, page_sections: hero ? [hero] : [] }] })),
    http.get(contentUrl('/api/nieuws-items'), ({ request }) =>
      new URL(request.url).searchParams.get('filters[show_on_homepage][$eq]') === 'true' ? HttpResponse.json(recordedNews) : HttpResponse.error(),
    ),
    http.get(contentUrl('/api/artikels'), () => HttpResponse.json(recordedArticles)),
    http.get(contentUrl('/api/digidates'), () => HttpResponse.json(recordedWebinars)),
  ];
}
