// @ts-check
/**
 * The queries the benchmark sends. `lean` mirrors the platform's own queries
 * (shared/src/api/doorloopjes.ts, serialised as axios sends them): the session's list, and the
 * detail page's guide by slug; `spec` is the query of the specification as the platform sent it
 * before (every field, every image format).
 */
const LEAN_LIST =
  'fields[]=title&fields[]=slug&fields[]=description&fields[]=book&fields[]=page' +
  '&populate[theme][fields][]=title&populate[theme][fields][]=slug&populate[theme][fields][]=description' +
  '&populate[steps][fields][]=title' +
  '&populate[steps][populate][image][fields][]=formats' +
  '&imageFormats=thumbnail';
const LEAN_DETAIL =
  'fields[]=title&fields[]=slug&fields[]=description&fields[]=book&fields[]=page&fields[]=vimeo_url' +
  '&populate[theme][fields][]=title&populate[theme][fields][]=slug&populate[theme][fields][]=description' +
  '&populate[steps][fields][]=title&populate[steps][fields][]=description' +
  '&populate[steps][populate][image][fields][]=url&populate[steps][populate][image][fields][]=alternativeText' +
  '&populate[steps][populate][image][fields][]=width&populate[steps][populate][image][fields][]=height&populate[steps][populate][image][fields][]=formats' +
  '&populate[digidates][fields][]=slug&populate[digidates][fields][]=title&populate[digidates][fields][]=event_date&populate[digidates][fields][]=has_taken_place' +
  '&populate[digidates][populate][image][fields][]=url&populate[digidates][populate][image][fields][]=alternativeText&populate[digidates][populate][image][fields][]=formats' +
  '&imageFormats=thumbnail,small,medium,small_webp,medium_webp';
/** The populate of the original, unnarrowed query: what the lean variants are measured against. */
const FULL_POPULATE = 'populate[steps][populate]=image&populate[theme]=true&populate[digidates][populate]=image';
const LIST = '/api/doorloopjes?sort[]=book:asc&sort[]=page:asc&pagination[pageSize]=250';
const DETAIL = '/api/doorloopjes?filters[slug][$eq]=hardop-denkend-voordoen';

export const ENDPOINTS = [
  { name: 'list (250)', spec: `${LIST}&${FULL_POPULATE}`, lean: `${LIST}&${LEAN_LIST}` },
  { name: 'slug detail', spec: `${DETAIL}&${FULL_POPULATE}`, lean: `${DETAIL}&${LEAN_DETAIL}` },
];
