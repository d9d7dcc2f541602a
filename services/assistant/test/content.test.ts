import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCollection } from '../src/catalogue/cmsClient.js';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { ContentSource } from '../src/catalogue/contentSource.js';
import { normalizeEntry } from '../src/catalogue/normalize.js';
import { startFakeCms, type FakeCms } from './support/fakeCms.js';
import { doorloopjes, users } from './support/fixtures.js';
import { seedIndex } from '../eval/seedContent.js';
import { fixtureIndex } from './support/fixtureIndex.js';
import { eventually } from './support/startAssistant.js';

const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
let cms: FakeCms | undefined;
let source: ContentSource | undefined;

afterEach(async () => {
  source?.stop();
  await cms?.close();
  cms = undefined;
  source = undefined;
});

describe('normalizing CMS entries', () => {
  it('flattens rich-text blocks, steps and theme', () => {
    const item = normalizeEntry('doorloopje', doorloopjes[0]);
    expect(item).toMatchObject({
      key: 'doorloopje:breuken-vergelijken',
      title: 'Breuken vergelijken',
      themeTitle: 'Rekenen',
      book: 1,
      page: '12',
      hasVideo: true,
    });
    expect(item?.text).toBe(
      'Leerlingen leren twee breuken met elkaar te vergelijken door ze gelijknamig te maken.\nZo zien ze welke breuk groter is en waarom.',
    );
    expect(item?.steps.map((step) => step.title)).toEqual(['Gelijknamig maken', 'Tellers vergelijken', 'Controleren op de getallenlijn']);
  });

  it('skips entries without slug or title instead of failing the refresh', () => {
    expect(normalizeEntry('artikel', { id: 1, title: 'Zonder slug' })).toBeUndefined();
    expect(normalizeEntry('artikel', null)).toBeUndefined();
  });
});

describe('search', () => {
  it('finds Dutch words in other forms and ranks titles first', () => {
    const hits = fixtureIndex().search('breuk vergelijken');
    expect(hits[0]?.item.slug).toBe('breuken-vergelijken');
    expect(hits[0]?.fields).toContain('title');
  });

  it('finds nothing for a question about something the platform has no content on', () => {
    expect(fixtureIndex().search('Hoe vraag ik zwangerschapsverlof aan?')).toEqual([]);
    expect(fixtureIndex().search('Hoe houd ik mijn leerlingen in de klas bij de les?')).toEqual([]);
  });

  it("finds content through a teacher's word for it, and tells where it matched", () => {
    const hits = seedIndex().search('Tips voor orde houden in groep 6');
    expect(hits.slice(0, 3).some((hit) => hit.item.themeTitle === 'Klassenmanagement')).toBe(true);
    const steps = seedIndex().search('Werkt een praatsteen?');
    expect(steps[0]?.matchedSteps.length).toBeGreaterThan(0);
  });

  it('filters by kind', () => {
    const hits = fixtureIndex().search('lezen', { kinds: ['artikel'] });
    expect(hits.map((hit) => hit.item.key)).toEqual(['artikel:leesmotivatie-vergroten']);
  });
});

describe('loading from the content service', () => {
  it('follows pagination', async () => {
    cms = await startFakeCms({ maxPageSize: 2 });
    const entries = await fetchCollection(cms.url, 'doorloopje', undefined);
    expect(entries).toHaveLength(doorloopjes.length);
    expect(cms.calls.get('/api/doorloopjes')).toBe(2);
  });

  it('retries when the CMS is down at start, then indexes everything', async () => {
    cms = await startFakeCms();
    cms.contentDown = true;
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, retryMs: 20, logger: silent });
    source.start();
    await eventually(() => (cms?.calls.get('/api/doorloopjes') ?? 0) >= 2, 'retried');
    expect(index.size).toBe(0);
    cms.contentDown = false;
    await eventually(() => index.size === 7, 'indexed after the CMS came up');
  });

  it('keeps answering from the last index when a refresh fails', async () => {
    cms = await startFakeCms();
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, logger: silent });
    expect(await source.refresh()).toBe(true);
    cms.contentDown = true;
    expect(await source.refresh()).toBe(false);
    expect(index.size).toBe(7);
  });

  it('picks up changed content on refresh', async () => {
    cms = await startFakeCms();
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, logger: silent });
    await source.refresh();
    cms.data.artikels = [{ id: 99, slug: 'nieuw-artikel', title: 'Nieuw artikel over spelling', summary: 'Spelling oefenen.' }];
    await source.refresh();
    expect(index.get('artikel', 'nieuw-artikel')?.title).toBe('Nieuw artikel over spelling');
    expect(index.get('artikel', 'leesmotivatie-vergroten')).toBeUndefined();
  });

  it('reloads on its own soon after something is published or unpublished, and only then', { timeout: 60_000 }, async () => {
    // A load builds the whole search index: seconds on a busy machine.
    const LOAD = { timeout: 15_000, interval: 20 };
    cms = await startFakeCms();
    const index = new ContentIndex();
    const refreshed: number[] = [];
    index.onReplace(() => refreshed.push(Date.now()));
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, publishPollMs: 30, logger: silent });
    source.start();
    await vi.waitFor(() => expect(refreshed).toHaveLength(1), LOAD);
    // Nothing published: the checks find the same fingerprint and load nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refreshed).toHaveLength(1);
    cms.data.artikels = [...cms.data.artikels, { id: 99, slug: 'net-gepubliceerd', title: 'Net gepubliceerd over spelling', summary: 'Spelling.' }];
    await vi.waitFor(() => expect(index.get('artikel', 'net-gepubliceerd')?.title).toBe('Net gepubliceerd over spelling'), LOAD);
    cms.data.artikels = cms.data.artikels.filter((entry) => (entry as { slug?: string }).slug !== 'net-gepubliceerd');
    await vi.waitFor(() => expect(index.get('artikel', 'net-gepubliceerd')).toBeUndefined(), LOAD);
  });

  it('reads with the service token when configured', async () => {
    cms = await startFakeCms({ contentTokens: ['service-token'] });
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => 'service-token', refreshMs: 60_000, logger: silent });
    expect(await source.refresh()).toBe(true);
    expect(index.size).toBe(7);
  });

  it("never reads content with a user's token, even when it could", async () => {
    cms = await startFakeCms({ contentTokens: [users.demo.token] });
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, retryMs: 0, logger: silent });
    expect(await source.refresh()).toBe(false);
    await source.ensureFresh();
    expect(index.size).toBe(0);
    expect(cms.contentAuthorizations.filter((header) => header?.includes(users.demo.token))).toEqual([]);
  });

  it('picks up a token that appears after start (the content service writes it in development)', async () => {
    cms = await startFakeCms({ contentTokens: ['assistant-token'] });
    const index = new ContentIndex();
    const written: { token?: string } = {};
    source = new ContentSource(index, { baseUrl: cms.url, token: () => written.token, refreshMs: 60_000, retryMs: 0, logger: silent });
    expect(await source.refresh()).toBe(false);
    written.token = 'assistant-token';
    await source.ensureFresh();
    expect(index.size).toBe(7);
  });

  it('keeps the other collections when one collection fails', async () => {
    cms = await startFakeCms();
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, logger: silent });
    cms.broken.add('whies');
    expect(await source.refresh()).toBe(false);
    expect(index.size).toBe(6);
    expect(index.get('why', 'waarom-directe-instructie')).toBeUndefined();
    cms.broken.delete('whies');
    expect(await source.refresh()).toBe(true);
    cms.broken.add('artikels');
    expect(await source.refresh()).toBe(false);
    // The broken collection keeps its last indexed items.
    expect(index.get('artikel', 'rekenangst-voorkomen')?.title).toBe('Rekenangst voorkomen');
    expect(index.size).toBe(7);
  });

  it('reads a collection without populate when the CMS refuses it', async () => {
    cms = await startFakeCms({ noPopulate: ['hows'] });
    const index = new ContentIndex();
    source = new ContentSource(index, { baseUrl: cms.url, token: () => undefined, refreshMs: 60_000, logger: silent });
    expect(await source.refresh()).toBe(true);
    expect(index.get('how', 'hoe-werkt-een-exit-ticket')?.title).toBe('Hoe werkt een exit-ticket');
  });
});
