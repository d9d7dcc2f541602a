import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { matchingSchema, PACKAGE_DIR } from './dataFiles.js';

/**
 * The hand-kept word lists (`words/*.yaml`, YAML so that each group of words keeps the comment
 * that says why it is there): the words teachers use for the content's words
 * (`teacher-words`, `loanwords`, `guide-words`, shape `words/word-list.schema.json`) and the
 * classroom sayings (`classroom-sayings`, shape `words/classroom-sayings.schema.json`).
 */
export const WORDS_FOLDER = path.join(PACKAGE_DIR, 'words');

export type WordListName = 'teacher-words' | 'loanwords' | 'guide-words';

interface WordListFile {
  source: string;
  /** A word a teacher types -> the content's words it also searches (space-separated). */
  words: Record<string, string>;
}

interface SayingsFile {
  source: string;
  sayings: { saying: string; means: string }[];
}

function readYaml<T>(name: string, schema: string, folder: string): T {
  const file = `${name}.yaml`;
  let data: unknown;
  try {
    data = parse(readFileSync(path.join(folder, file), 'utf8'));
  } catch (error) {
    throw new Error(`${file} is no valid YAML: ${(error as Error).message}`);
  }
  return matchingSchema<T>(data, path.join(WORDS_FOLDER, schema), file);
}

/** A word list by name: word -> the content's words it also searches. */
export function readWordList(name: WordListName, folder = WORDS_FOLDER): Record<string, string> {
  return readYaml<WordListFile>(name, 'word-list.schema.json', folder).words;
}

/** The classroom sayings, each a pattern (every match, so global) and the words it is read as. */
export function readClassroomSayings(folder = WORDS_FOLDER): [RegExp, string][] {
  return readYaml<SayingsFile>('classroom-sayings', 'classroom-sayings.schema.json', folder).sayings.map(({ saying, means }) => [new RegExp(saying, 'g'), means]);
}
