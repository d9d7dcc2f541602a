import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { frozenChecksum, sha256 } from '../testSet.js';

/**
 * The frozen answer set: lesson-plan, summary and tips requests written from the platform's
 * seeded content before the no-model answers were reworked, each with what the scorer checks.
 * Like the retrieval test set it is frozen by its checksum and never edited or tuned on.
 */
const answersDir = path.dirname(fileURLToPath(import.meta.url));
export const ANSWER_SET_FILE = path.join(answersDir, 'answerSet.json');
export const ANSWER_SET_CHECKSUM_FILE = path.join(answersDir, 'answerSet.sha256');

const words = z.array(z.string().min(1)).min(1).nullable();

const answerRequest = z.object({
  id: z.string(),
  request: z.string().min(1),
  shape: z.enum(['lesplan', 'samenvatting', 'tips']),
  /** Words of the subject; any one of them counts as naming it. Null: the request names none. */
  subject: words,
  /** The group or class as the teacher wrote it ("groep 6", "havo 3", "kleuters"). */
  group: z.string().nullable(),
  sector: z.enum(['PO', 'VO']).nullable(),
  minutes: z.number().int().positive().nullable(),
  audience: words,
  situation: words,
  /** Content keys (`kind:slug`) of the guides that fit; empty: any guide will do. */
  expect: z.array(z.string()),
});

export type AnswerRequestRecord = z.infer<typeof answerRequest>;

const answerSetFile = z.object({ note: z.string(), requests: z.array(answerRequest).min(1) });

export function parseAnswerSet(text: string): AnswerRequestRecord[] {
  return answerSetFile.parse(JSON.parse(text)).requests;
}

/** The answer set, after checking that its file is byte for byte the one frozen. */
export function readFrozenAnswerSet(file = ANSWER_SET_FILE, checksumFile = ANSWER_SET_CHECKSUM_FILE): AnswerRequestRecord[] {
  const bytes = readFileSync(file);
  const actual = sha256(bytes);
  const frozen = frozenChecksum(checksumFile);
  if (actual !== frozen) throw new Error(`${path.basename(file)} is not the frozen answer set (sha256 ${actual}, frozen ${frozen}).`);
  return parseAnswerSet(bytes.toString('utf8'));
}
