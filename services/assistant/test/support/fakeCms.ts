import Fastify from 'fastify';
import { collections, users, type CollectionName } from './fixtures.js';

export interface FakeCmsOptions {
  /** Tokens that may read content; when set, content without one of them answers 403 like Strapi. */
  contentTokens?: string[];
  /** Only these collections need a token (the real CMS serves articles publicly); default all. */
  protectedCollections?: CollectionName[];
  /** Strapi caps pageSize (maxLimit); a small cap exercises the client's pagination. */
  maxPageSize?: number;
  /** Collections whose schema lacks the populated fields: Strapi answers 400 to a populate of them. */
  noPopulate?: CollectionName[];
}

export interface FakeCms {
  url: string;
  /** How often each path was requested. */
  calls: Map<string, number>;
  /** The Authorization header of every content request, to check whose token read content. */
  contentAuthorizations: (string | undefined)[];
  /** While true, content routes answer 503, as a CMS that is still starting. */
  contentDown: boolean;
  /** Collections that answer 500 while listed here. */
  broken: Set<CollectionName>;
  /** Replace a collection, to test refreshes. */
  data: Record<CollectionName, unknown[]>;
  close(): Promise<void>;
}

const tokens = new Map<string, unknown>(Object.values(users).map((entry) => [entry.token, entry.user]));

/** A small stand-in for the Strapi content service, serving fixtures on a free port. */
export async function startFakeCms(options: FakeCmsOptions = {}): Promise<FakeCms> {
  const app = Fastify({ logger: false });
  const state: FakeCms = {
    url: '',
    calls: new Map(),
    contentAuthorizations: [],
    contentDown: false,
    broken: new Set(),
    data: { ...collections } as Record<CollectionName, unknown[]>,
    close: () => app.close(),
  };
  const count = (path: string) => state.calls.set(path, (state.calls.get(path) ?? 0) + 1);
  const bearer = (header: string | undefined) => /^Bearer (.+)$/.exec(header ?? '')?.[1];

  app.get('/api/users/me', async (request, reply) => {
    count('/api/users/me');
    const user = tokens.get(bearer(request.headers.authorization) ?? '');
    if (!user) return reply.status(401).send({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } });
    return user;
  });

  for (const name of Object.keys(collections) as CollectionName[]) {
    app.get(`/api/${name}`, async (request, reply) => {
      count(`/api/${name}`);
      state.contentAuthorizations.push(request.headers.authorization);
      if (state.broken.has(name)) return reply.status(500).send({ error: { status: 500, message: 'Internal Server Error' } });
      if (state.contentDown) return reply.status(503).send({ error: { status: 503, message: 'Service Unavailable' } });
      const token = bearer(request.headers.authorization);
      const isProtected = options.protectedCollections?.includes(name) ?? true;
      if (isProtected && options.contentTokens && !(token && options.contentTokens.includes(token))) {
        return reply.status(403).send({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } });
      }
      const query = request.query as Record<string, string | undefined>;
      if (options.noPopulate?.includes(name) && Object.keys(query).some((key) => key.startsWith('populate'))) {
        return reply.status(400).send({ error: { status: 400, name: 'ValidationError', message: 'Invalid key steps' } });
      }
      const requested = Number(query['pagination[pageSize]'] ?? 25);
      const pageSize = Math.min(requested, options.maxPageSize ?? 100);
      const page = Number(query['pagination[page]'] ?? 1);
      const all = state.data[name];
      return {
        data: all.slice((page - 1) * pageSize, page * pageSize),
        meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(all.length / pageSize)), total: all.length } },
      };
    });
  }

  state.url = await app.listen({ port: 0, host: '127.0.0.1' });
  return state;
}
