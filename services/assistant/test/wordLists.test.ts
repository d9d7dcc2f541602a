import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSayings } from '../src/language/classroomSayings.js';
import { terms } from '../src/language/dutchText.js';
import { expansionsOf } from '../src/language/synonyms.js';
import { readClassroomSayings, readWordList, WORDS_FOLDER } from '../src/learning/wordLists.js';

/** A copy of the word lists' folder with one file replaced, to see a broken file refused. */
function wordsWith(file: string, text: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'assistant-words-'));
  fs.writeFileSync(path.join(folder, file), text);
  return folder;
}

describe('word lists as data files (words/*.yaml)', () => {
  it('match their JSON Schema, each with who wrote it', () => {
    for (const name of ['teacher-words', 'loanwords', 'guide-words'] as const) expect(Object.keys(readWordList(name)).length, name).toBeGreaterThan(50);
    expect(readClassroomSayings().length).toBeGreaterThan(20);
    for (const file of fs.readdirSync(WORDS_FOLDER).filter((name) => name.endsWith('.yaml'))) {
      expect(fs.readFileSync(path.join(WORDS_FOLDER, file), 'utf8'), file).toMatch(/^source: \S/m);
    }
  });

  it('are what the search reads: a teacher word searches its content words, a saying is read as its plain words', () => {
    expect(expansionsOf(terms('orde')[0] ?? '')).toEqual(expect.arrayContaining(terms('klassenmanagement')));
    expect(readSayings('Ik sta tegen een muur te praten')).toBe('ik sta niet luisteren');
  });

  it('refuse a file that does not match the schema, naming the file and the problem', () => {
    expect(() => readWordList('loanwords', wordsWith('loanwords.yaml', 'source: me\nwords:\n  Classroom: klas\n'))).toThrow(/loanwords\.yaml does not match word-list\.schema\.json: .*property name/);
    expect(() => readWordList('loanwords', wordsWith('loanwords.yaml', 'words:\n  classroom: klas\n'))).toThrow(/must have required property 'source'/);
    expect(() => readClassroomSayings(wordsWith('classroom-sayings.yaml', 'source: me\nsayings:\n  - saying: muur\n'))).toThrow(/classroom-sayings\.yaml does not match.*means/);
    expect(() => readWordList('guide-words', wordsWith('guide-words.yaml', 'source: [\n'))).toThrow(/guide-words\.yaml is no valid YAML/);
  });
});
