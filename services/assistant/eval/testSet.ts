import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseQuestionSet, type QuestionRecord } from '../src/learning/questionFiles.js';

/**
 * The frozen test set: questions written blind (by writers who read only the platform's content,
 * never the code, the word lists or an earlier question; see eval/README.md) and never learned
 * from. Its file is frozen by its checksum: the eval scores it only when the file is byte for
 * byte the one frozen. Never edit it to make a figure go up; a new set gets a new file, and the
 * old one moves into the development data (training-questions/development/).
 */
const evalDir = path.dirname(fileURLToPath(import.meta.url));

export const TEST_SET_FILE = path.join(evalDir, 'testSet.json');
/** `sha256sum` format (`<hex>  testSet.json`), so `sha256sum -c testSet.sha256` checks it too. */
export const TEST_SET_CHECKSUM_FILE = path.join(evalDir, 'testSet.sha256');

export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The checksum the test set was frozen with. */
export function frozenChecksum(file = TEST_SET_CHECKSUM_FILE): string {
  const checksum = readFileSync(file, 'utf8').trim().split(/\s+/)[0] ?? '';
  if (!/^[0-9a-f]{64}$/.test(checksum)) throw new Error(`${path.basename(file)} holds no sha256 checksum.`);
  return checksum;
}

/** The test set, after checking that its file is the one frozen; throws when it is not. */
export function readFrozenTestSet(file = TEST_SET_FILE, checksumFile = TEST_SET_CHECKSUM_FILE): QuestionRecord[] {
  const bytes = readFileSync(file);
  const actual = sha256(bytes);
  const frozen = frozenChecksum(checksumFile);
  if (actual !== frozen) {
    throw new Error(`${path.basename(file)} is not the frozen test set (sha256 ${actual}, frozen ${frozen}): the test set is never edited; a new set gets a new file and a new checksum.`);
  }
  return parseQuestionSet(bytes.toString('utf8'), path.basename(file));
}
