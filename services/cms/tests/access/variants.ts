/**
 * Every spelling of one address (Strapi's router matches paths regardless of case, with or without
 * a trailing slash) and the query parameters with which Strapi's REST API would read drafts.
 * A route's literal segments are respelled; its parameters (ids) are kept as they are.
 */

export interface PathVariant {
  name: string;
  path: string;
}

const alternate = (segment: string) => [...segment].map((char, index) => (index % 2 === 0 ? char.toUpperCase() : char)).join('');
const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

/**
 * @param pattern the route as Strapi lists it (`/api/artikels/:id`)
 * @param path the same route with its parameters filled in
 */
export function pathVariants(pattern: string, path: string): PathVariant[] {
  const literal = pattern.split('/').map((segment) => !segment.startsWith(':') && !segment.includes('('));
  const respell = (change: (segment: string) => string) =>
    path
      .split('/')
      .map((segment, index) => (segment && literal[index] ? change(segment) : segment))
      .join('/');
  const rest = path.slice('/api/'.length);
  return [
    { name: 'upper case', path: respell((segment) => segment.toUpperCase()) },
    { name: 'mixed case', path: respell(alternate) },
    { name: 'trailing slash', path: `${path}/` },
    { name: 'double slash', path: `/api//${rest}` },
    { name: 'leading double slash', path: `/${path}` },
    { name: 'percent-encoded letter', path: respell((segment) => (segment === 'api' ? segment : encodeFirst(segment))) },
    { name: 'dot segment', path: `/api/./${rest}` },
  ];
}

/** Ways of asking for drafts or for documents by publication state: top level, in a populate, repeated, as arrays. */
export const DRAFT_QUERIES = [
  'status=draft',
  'status[0]=draft',
  'status=published&status=draft',
  'status=draft&status=published',
  'publicationFilter=never-published',
  'publicationFilter[0]=modified',
  'hasPublishedVersion=false',
  'hasPublishedVersion[0]=false',
  'filters[publishedAt][$null]=true',
  'populate[0]=*&status=draft',
  'populate[theme][status]=draft',
  'populate[theme][publicationFilter]=never-published',
  'populate[doorloopjes][hasPublishedVersion]=false',
  'populate[*][filters][publishedAt][$null]=true',
] as const;
