import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createRequire } from 'node:module';
import { type Json } from './api';
import { ACCESS, expectedAnswer } from './access/access-table';
import { CALLERS, createCallers, publishedIds, type Caller, type Callers, type Session } from './access/callers';
import { DRAFT_QUERIES, pathVariants } from './access/variants';

/**
 * The access table (tests/access/access-table.ts) against the real service: every route Strapi's
 * router holds after boot (src/bootstrap/route-table.js) is in the table, and answers every kind
 * of caller as the table says, in every spelling of its address (the variant answers the same or
 * refuses, never with other data); no query asks a draft out of a read, for any caller.
 */

const { CONTENT_TYPES } = createRequire(import.meta.url)('../src/content-types.js') as { CONTENT_TYPES: { path: string }[] };

/** Parameters the sample requests fill in, besides the ids and each caller's environment. */
const SAMPLE_PARAMS: Record<string, string> = { sessionId: 'onbekend', provider: 'github', role: '1', remote: 'content', version: '0.0.0', uid: 'api::artikel.artikel' };
/** Routes that end the caller's sessions: sent after all others. */
const LAST = new Set(['POST /api/auth/logout']);
const PARALLEL = 16;
/** The admin panel's accounts: the super admin stands for them in the respellings (their tokens are alike to the content API). */
const ADMIN_ACCOUNTS: Caller[] = ['editor', 'author', 'chiefEditor', 'productOwner'];

interface Answer {
  status: number;
  body: Json;
}

let callers: Callers;
let routes: string[];
let ids: Record<string, string>;
let address = 0;

/** Sends one request as a caller, from an address of its own (the login and flood limits key on it). */
async function send(method: string, path: string, session: Session): Promise<Answer> {
  address += 1;
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': `10.58.${Math.floor(address / 250) % 250}.${(address % 250) + 1}` };
  if (session.authorization) headers.Authorization = session.authorization;
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const response = await fetch(`${inject('cmsUrl')}${path}`, { method, headers, body: method === 'GET' ? undefined : '{}', redirect: 'manual' });
  const text = await response.text();
  let body: Json = text;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // not JSON: compared as text
  }
  return { status: response.status, body };
}

/** The route's address with its parameters filled in for this caller. */
function samplePath(pattern: string, session: Session): string {
  return pattern
    .replace('(.*)', 'github')
    .replace(/:(\w+)/g, (_match, name: string) => {
      if (name !== 'id') return session.params[name] ?? SAMPLE_PARAMS[name] ?? name;
      if (pattern.startsWith('/api/users/')) return String(callers.teacherId);
      if (pattern.startsWith('/api/doorloopjes/')) return callers.previewed;
      return ids[pattern.replace('/:id', '')] || '1';
    });
}

/** Runs the tasks, `PARALLEL` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

/** Drafts in an answer: objects with a documentId and no publishedAt, other than the one allowed. */
function draftsIn(body: Json, allowed: string | null): string[] {
  if (Array.isArray(body)) return body.flatMap((item) => draftsIn(item, allowed));
  if (!body || typeof body !== 'object') return [];
  const own = body.publishedAt === null && typeof body.documentId === 'string' && body.documentId !== allowed ? [body.documentId] : [];
  return [...own, ...Object.values(body).flatMap((value) => draftsIn(value, allowed))];
}

/** An answer as compared between spellings: without the moment it was made (the export's `exportedAt`). */
const comparable = (body: Json) => JSON.stringify(body, (key, value: unknown) => (key === 'exportedAt' ? undefined : value));

const isRefusal = (status: number) => status >= 400 && status < 500;

beforeAll(async () => {
  callers = await createCallers();
  routes = JSON.parse(fs.readFileSync(inject('routeTableFile'), 'utf8')) as string[];
  const collections = routes.filter((route) => route.startsWith('GET /api/') && route.endsWith('/:id')).map((route) => route.slice(4, -'/:id'.length));
  ids = await publishedIds(collections);
});

describe('the access table', () => {
  it("lists every route of Strapi's route table, and no other", () => {
    const missing = routes.filter((route) => !(route in ACCESS));
    expect(missing, `routes without access rules in tests/access/access-table.ts`).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('gives no caller a draft, whatever the query asks for (only a preview its own entry)', async () => {
    const problems: string[] = [];
    const readers: Caller[] = ['visitor', 'teacher', 'previewThis', 'previewOther', 'assistant'];
    const own: Partial<Record<Caller, string>> = { previewThis: callers.previewed, previewOther: callers.previewedOther };
    const contentRoutes = routes.filter((route) => CONTENT_TYPES.some((type) => route === `GET /api/${type.path}` || route === `GET /api/${type.path}/:id`));
    const tasks = [...contentRoutes, 'GET /api/users/me'].flatMap((route) =>
      readers.flatMap((caller) => {
        const session = callers.sessions[caller];
        const pattern = route.slice(4);
        const path = samplePath(pattern, session);
        // Every query on the address, the first (the draft itself) on its upper-case spelling too.
        const requests = [...DRAFT_QUERIES.map((query) => `${path}?${query}`), `${pathVariants(pattern, path)[0].path}?${DRAFT_QUERIES[0]}`];
        return requests.map((request) => async () => {
          const answer = await send('GET', request, session);
          const drafts = draftsIn(answer.body, own[caller] ?? null);
          if (drafts.length > 0) problems.push(`${request} as ${caller}: ${answer.status} with drafts ${drafts.slice(0, 3).join(', ')}`);
        });
      }),
    );
    await inParallel(tasks);
    expect(problems).toEqual([]);
  }, 180_000);

  it('is how every route answers every caller, in every spelling of its address', async () => {
    const problems: string[] = [];
    /** What the routes missing from the table answered: printed as rows to review and add. */
    const unlisted = new Map<string, number[]>();
    const check = (route: string, caller: Caller) => async () => {
      const [method, pattern] = route.split(' ');
      const session = callers.sessions[caller];
      const path = samplePath(pattern, session);
      const canonical = await send(method, path, session);
      const expected = expectedAnswer(route, caller);
      if (expected === undefined) unlisted.set(route, Object.assign(unlisted.get(route) ?? [], { [CALLERS.indexOf(caller)]: canonical.status }));
      else if (canonical.status !== expected) problems.push(`${route} as ${caller} (${path}): ${canonical.status}, table says ${expected}: ${JSON.stringify(canonical.body).slice(0, 160)}`);
      if (ADMIN_ACCOUNTS.includes(caller)) return;
      for (const variant of pathVariants(pattern, path)) {
        const answer = await send(method, variant.path, session);
        if (isRefusal(answer.status)) continue;
        const same = answer.status === canonical.status && (method !== 'GET' || comparable(answer.body) === comparable(canonical.body));
        if (!same) problems.push(`${route} as ${caller}, ${variant.name} ${variant.path}: ${answer.status} where ${path} answers ${canonical.status}`);
      }
    };
    const pairs = (selected: string[]) => selected.flatMap((route) => CALLERS.map((caller) => check(route, caller)));
    const reads = routes.filter((route) => route.startsWith('GET '));
    const writes = routes.filter((route) => !route.startsWith('GET ') && !LAST.has(route));
    await inParallel(pairs(reads));
    await inParallel(pairs(writes));
    await inParallel(pairs([...LAST]));
    const rows = [...unlisted].map(([route, statuses]) => `${route.replace(' ', ' '.repeat(8 - route.indexOf(' '))).padEnd(52)}${statuses.join(' ')}`);
    expect({ problems, unlisted: rows }).toEqual({ problems: [], unlisted: [] });
  }, 180_000);

});
