import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_BY_PATH } from '@doorloopjes/content-types/generated/contentSchemas';
import { CONTENT_TYPES } from '../src/content-types.js';
import { DEMO_DIR, demoEntries, fieldsOf } from '../src/seed/demo-data.js';

interface DataEntry extends Record<string, unknown> {
  contentType?: string;
  seed?: Record<string, unknown>;
}
interface DataFile {
  about: string;
  contentType?: string;
  entries?: DataEntry[];
}

const TEST_CONTENT = path.join(DEMO_DIR, '..', 'test-content.json');
const dataFiles = [...fs.readdirSync(DEMO_DIR).map((name) => path.join(DEMO_DIR, name)), TEST_CONTENT];
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as DataFile;

/** The generated schema of a content type, found by the path the API serves it under. */
function schemaOf(contentType: string) {
  const type = CONTENT_TYPES.find((candidate) => candidate.name === contentType);
  if (!type) throw new Error(`'${contentType}' is not a content type`);
  return SCHEMA_BY_PATH[`/api/${type.path}`];
}

describe('seed data files', () => {
  it.each(dataFiles.map((file) => [path.relative(path.join(DEMO_DIR, '..'), file), file]))(
    '%s: every entry has only its content type\'s fields, with their types',
    (_name, file) => {
      const data = read(file);
      expect(data.about).toEqual(expect.any(String));
      for (const [index, entry] of (data.entries ?? []).entries()) {
        const contentType = entry.contentType ?? data.contentType;
        expect(contentType, `entry ${index}`).toEqual(expect.any(String));
        // As the API would answer it: the entry's own fields plus an id (the schemas' one required field).
        const result = schemaOf(String(contentType)).safeParse({ id: 1, ...fieldsOf(entry) });
        expect(result.error?.issues ?? [], `${contentType} entry ${index} (${String(entry.slug ?? entry.title)})`).toEqual([]);
      }
    },
  );

  it('refers only to people, themes and webinars the data files define', () => {
    const people = [...demoEntries('experts'), ...demoEntries('auteurs')].map((person) => person.seed?.key);
    const themes = demoEntries('themes').map((theme) => theme.slug);
    const webinars = demoEntries('digidates').map((webinar) => webinar.slug);
    for (const webinar of demoEntries('digidates')) {
      expect(people).toEqual(expect.arrayContaining(webinar.seed?.experts));
      expect(themes).toEqual(expect.arrayContaining(webinar.seed?.themes));
    }
    for (const news of demoEntries('nieuws-items')) {
      expect(themes).toEqual(expect.arrayContaining(news.seed?.themes));
      expect(webinars).toEqual(expect.arrayContaining(news.seed?.digidates));
    }
    for (const entry of read(TEST_CONTENT).entries ?? []) {
      if (entry.seed?.theme) expect(themes).toContain(entry.seed.theme);
    }
  });
});
