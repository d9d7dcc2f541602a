import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strapiQuery, type StrapiQuery } from '@doorloopjes/strapi-query';
import { ENDPOINTS } from '../scripts/lib/bench-queries.mjs';
import { DEMO, api, arr, createConfirmedUser, login, obj, type ApiResponse, type Json, type JsonObject } from './api';
import { ASSISTANT_COLLECTIONS, FRONTEND_READS, type ListedRead, type Sender } from './contract/frontendQueries';
import { SCHEMA_BY_PATH } from '@doorloopjes/content-types/generated/contentSchemas';
import { fixtureFile, readRecorded, record, recordable, RECORDING, shapeOf } from './contract/recordedAnswers';

/**
 * The contract between the platform and the content service: every read the shell, the remotes,
 * the assistant service and the benchmark send, run against the real seeded service as the one
 * who sends it. Each must answer 200, with data where the seed has some, in the shape the query
 * asks for (every field it names, every relation it populates), valid for the schema generated
 * from the content types (packages/content-types/src/generated), and the shape of the answer the
 * frontends' component tests were recorded with (contract/recordedAnswers.ts). A request file
 * exporting a read not listed in contract/frontendQueries.ts fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const FRONTEND_ROOTS = ['packages/runtime/src', 'packages/shared/src', 'shell/src', 'mf-doorloopjes/src', 'mf-content/src', 'mf-assistant/src', 'mf-cluster/src'];

interface Read {
  path: string;
  params?: StrapiQuery;
  role?: string;
}

const isRead = (value: unknown): value is Read =>
  typeof value === 'object' && value !== null && typeof (value as Read).path === 'string' && (value as Read).path.startsWith('/api/');

/** Every `api/*Requests.ts` file of the frontends, from the repository root. */
function requestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (/\/api\/[A-Za-z]+Requests\.ts$/.test(relative)) found.push(relative);
    }
  };
  FRONTEND_ROOTS.filter((dir) => fs.existsSync(path.join(ROOT, dir))).forEach(walk);
  return found.sort();
}

const modules = new Map<string, Record<string, unknown>>();
const tokens: Record<Sender, string | undefined> = { visitor: undefined, teacher: undefined, assistant: undefined };
/** The benchmark logs in as the demo teacher. */
let demoToken = '';

beforeAll(async () => {
  for (const file of requestFiles()) modules.set(file, (await import(path.join(ROOT, file))) as Record<string, unknown>);
  // A teacher of its own: what other test files do to the demo accounts never changes the recorded shape.
  tokens.teacher = (await createConfirmedUser('contract')).jwt;
  demoToken = (await login(DEMO.email, DEMO.password)).jwt;
  tokens.assistant = fs.readFileSync(path.join(inject('tmpDir'), 'assistant-content-token'), 'utf8').trim();
});

function resolveRead(listed: ListedRead): Read {
  const value = modules.get(listed.file)?.[listed.name];
  const read: unknown = typeof value === 'function' ? (value as (...args: unknown[]) => unknown)(...(listed.args ?? [])) : value;
  if (!isRead(read)) throw new Error(`${listed.file} ${listed.name} is not a content read`);
  return read;
}

async function send(read: Read, sender: Sender): Promise<ApiResponse> {
  const query = read.params ? strapiQuery(read.params) : '';
  return api(query ? `${read.path}?${query}` : read.path, { token: tokens[sender] });
}

/** The records of an answer: a list's entries, a single type's one, or the body itself (/users/me). */
function records(body: Json): JsonObject[] {
  const root = obj(body);
  if (!('data' in root)) return [root];
  if (root.data === null) return [];
  return Array.isArray(root.data) ? arr(root.data).map(obj) : [obj(root.data)];
}

/** The top-level keys a query promises: the fields it names and the relations it populates. */
function promisedKeys(params: StrapiQuery | undefined): string[] {
  if (!params) return [];
  const fields = Array.isArray(params.fields) ? params.fields.map(String) : [];
  const populate = params.populate;
  let relations: string[] = [];
  if (typeof populate === 'string') relations = populate === '*' ? [] : [populate.split('.')[0]!];
  else if (Array.isArray(populate)) relations = populate.map((entry) => String(entry).split('.')[0]!);
  else if (populate && typeof populate === 'object') relations = Object.keys(populate);
  return [...new Set([...fields, ...relations])];
}

function expectContract(response: ApiResponse, read: Read, nonEmpty: boolean) {
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  const found = records(response.body);
  if (nonEmpty) expect(found.length).toBeGreaterThan(0);
  const promised = promisedKeys(read.params);
  for (const record of found) expect(Object.keys(record)).toEqual(expect.arrayContaining(promised));
  // The schema generated from the content types (scripts/generate-content-types.mjs).
  const schema = SCHEMA_BY_PATH[read.path];
  expect(schema, `no generated schema for ${read.path}`).toBeDefined();
  for (const record of found) expect(schema!.safeParse(record).error?.issues ?? []).toEqual([]);
}

describe('every frontend read', () => {
  it('is listed: each read a request file exports is in the contract list', () => {
    const exported = [...modules].flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function' || isRead(value))
        .map(([name]) => `${file} ${name}`),
    );
    const listed = new Set(FRONTEND_READS.map((read) => `${read.file} ${read.name}`));
    expect(exported.filter((read) => !listed.has(read))).toEqual([]);
    expect([...listed].filter((read) => !exported.includes(read))).toEqual([]);
  });

  it.each(FRONTEND_READS.map((listed) => [`${listed.name}(${(listed.args ?? []).join(', ')})`, listed] as const))(
    '%s answers as the frontend reads it',
    async (_name, listed) => {
      const read = resolveRead(listed);
      expect(['visitor', 'teacher']).toContain(read.role);
      const response = await send(read, read.role as Sender);
      expectContract(response, read, listed.nonEmpty);
      const answer = recordable(response.body);
      const file = fixtureFile(listed);
      if (RECORDING) record(file, answer);
      const recorded = readRecorded(file);
      expect(recorded, `no recorded answer ${path.relative(ROOT, file)}: pnpm --filter cms record-fixtures`).toBeDefined();
      expect(shapeOf(answer), `the answer drifted from ${path.relative(ROOT, file)}: pnpm --filter cms record-fixtures`).toEqual(shapeOf(recorded!));
    },
  );

  it('has no recorded answer left of a read no longer listed', () => {
    const expected = new Set(FRONTEND_READS.map((listed) => path.basename(fixtureFile(listed))));
    const stale = fs.readdirSync(path.dirname(fixtureFile(FRONTEND_READS[0]!))).filter((name) => name.endsWith('.json') && !expected.has(name));
    expect(stale).toEqual([]);
  });
});

describe("the assistant service's reads", () => {
  it.each(ASSISTANT_COLLECTIONS)('one page of %s with its own token', async (kind) => {
    const { collectionPageRequest } = await import('assistant/cms-client');
    const read = collectionPageRequest(kind, 1);
    expectContract(await send(read, 'assistant'), read, true);
  });

  it('its token check reads the teacher as its schema expects', async () => {
    const { USER_CHECK_PATH, userSchema } = await import('assistant/user-verifier');
    const response = await send({ path: USER_CHECK_PATH }, 'teacher');
    expect(response.status).toBe(200);
    expect(userSchema.safeParse(response.body).success).toBe(true);
  });
});

describe("the benchmark's reads", () => {
  it.each(ENDPOINTS.flatMap((endpoint) => [[`${endpoint.name} lean`, endpoint.lean], [`${endpoint.name} spec`, endpoint.spec]] as const))(
    '%s answers with data',
    async (_name, address) => {
      const response = await api(address, { token: demoToken });
      expect(response.status).toBe(200);
      expect(records(response.body).length).toBeGreaterThan(0);
    },
  );
});
