/**
 * Every read the platform sends to the content service, as the contract test runs it. Frontend
 * reads are named by their file and export (the `api/*Requests.ts` files, which hold nothing
 * else); a read with arguments gets ones the seed has data for. The contract test fails when a
 * request file exports a read this list does not name.
 */

/** Who sends it: a visitor, a logged-in teacher, or the assistant service with its own token. */
export type Sender = 'visitor' | 'teacher' | 'assistant';

export interface ListedRead {
  /** The request file, from the repository root. */
  file: string;
  /** The export: a ContentQuery, or a function returning one (called with `args`). */
  name: string;
  args?: unknown[];
  /** The seed has data for it: the answer must not be empty. */
  nonEmpty: boolean;
}

const SHARED = 'packages/runtime/src/api/sharedRequests.ts';
const LANDING = 'shell/src/public/landing/api/landingRequests.ts';
const RICH = 'shell/src/public/rich/api/richPageRequests.ts';
const SEARCH = 'shell/src/search/api/searchRequests.ts';

/** Slugs the seed always has. */
export const SEEDED = {
  guide: 'hardop-denkend-voordoen',
  why: 'waarom-herhalen',
  how: 'hoe-maak-je-een-exit-ticket',
  artikel: 'waarom-korte-instructie-werkt',
  nieuws: 'doorloopjes-vernieuwd',
  webinar: 'feedback-die-werkt',
};

/** Published test content with parts left empty (SEED_TEST_CONTENT, src/seed/test-content.json). */
export const INCOMPLETE = {
  guide: 'test-gids-zonder-stappen',
  webinar: 'test-webinar-zonder-datum',
  artikel: 'test-artikel-met-leeg-blok',
};

export const FRONTEND_READS: ListedRead[] = [
  { file: SHARED, name: 'globalSettingsRequest', nonEmpty: true },
  { file: SHARED, name: 'meRequest', nonEmpty: true },
  { file: SHARED, name: 'doorloopjeListRequest', nonEmpty: true },
  { file: SHARED, name: 'doorloopjeBySlugRequest', args: [SEEDED.guide], nonEmpty: true },
  { file: SHARED, name: 'explainersRequest', args: ['why'], nonEmpty: true },
  { file: SHARED, name: 'explainersRequest', args: ['how'], nonEmpty: true },
  { file: SHARED, name: 'explainerBySlugRequest', args: ['why', SEEDED.why], nonEmpty: true },
  { file: SHARED, name: 'explainerBySlugRequest', args: ['how', SEEDED.how], nonEmpty: true },
  { file: LANDING, name: 'landingPageRequest', nonEmpty: true },
  { file: LANDING, name: 'homepageNewsRequest', nonEmpty: true },
  { file: LANDING, name: 'homepageArticlesRequest', nonEmpty: true },
  { file: LANDING, name: 'homepageWebinarsRequest', nonEmpty: true },
  { file: RICH, name: 'contactPageRequest', nonEmpty: true },
  { file: RICH, name: 'contactPageTeacherRequest', nonEmpty: true },
  { file: RICH, name: 'privacyStatementRequest', nonEmpty: true },
  { file: SEARCH, name: 'doorloopjeSearchRequest', args: ['lesdoel'], nonEmpty: true },
  { file: 'mf-content/src/artikel/api/artikelRequests.ts', name: 'artikelBySlugRequest', args: [SEEDED.artikel], nonEmpty: true },
  { file: 'mf-content/src/featured/api/featuredRequests.ts', name: 'featuredArtikelsRequest', nonEmpty: true },
  { file: 'mf-content/src/featured/api/featuredRequests.ts', name: 'featuredDigidatesRequest', nonEmpty: true },
  { file: 'mf-content/src/kennisbank/api/kennisbankRequests.ts', name: 'artikelsRequest', nonEmpty: true },
  { file: 'mf-content/src/nieuws/api/nieuwsRequests.ts', name: 'nieuwsItemsRequest', nonEmpty: true },
  { file: 'mf-content/src/nieuws/api/nieuwsRequests.ts', name: 'nieuwsItemBySlugRequest', args: [SEEDED.nieuws], nonEmpty: true },
  { file: 'mf-content/src/webinars/api/webinarRequests.ts', name: 'digidatesRequest', nonEmpty: true },
  { file: 'mf-content/src/webinars/api/webinarRequests.ts', name: 'digidateBySlugRequest', args: [SEEDED.webinar], nonEmpty: true },
  // Broken content never breaks a page: the detail pages' tests answer with these.
  { file: SHARED, name: 'doorloopjeBySlugRequest', args: [INCOMPLETE.guide], nonEmpty: true },
  { file: 'mf-content/src/webinars/api/webinarRequests.ts', name: 'digidateBySlugRequest', args: [INCOMPLETE.webinar], nonEmpty: true },
  { file: 'mf-content/src/artikel/api/artikelRequests.ts', name: 'artikelBySlugRequest', args: [INCOMPLETE.artikel], nonEmpty: true },
];

/** The assistant service's reads: one page of each collection it indexes (with its token), and its user check (as the teacher). */
export const ASSISTANT_COLLECTIONS = ['doorloopje', 'why', 'how', 'artikel'] as const;
