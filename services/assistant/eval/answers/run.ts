/**
 * Answer evaluation: `pnpm --filter assistant eval:answers`. Asks the no-model answerer every
 * request of the frozen answer set (eval/answers/answerSet.json) against the seeded content,
 * checks each answer (scoreAnswer.ts) and prints each figure, the share of the requests it
 * applies to that pass it, with its bootstrap 95 % interval. It prints figures, never a verdict.
 *
 * Like the retrieval test set, the answer set is scored only when its file matches its frozen
 * checksum and the scored code has no uncommitted change, and every scoring is appended to
 * eval/test-set-log.json. Its failures are never printed: the set is not for tuning; to read an answer, ask your own
 * request with eval/answers/ask.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOTSTRAP, bootstrapIntervals } from '../bootstrap.js';
import { repository, uncommittedChanges } from '../cleanTree.js';
import { seedIndex } from '../seedContent.js';
import { frozenChecksum } from '../testSet.js';
import { appendTestSetScoring, type AnswerFigure } from '../testSetLog.js';
import { ANSWER_SET_CHECKSUM_FILE, ANSWER_SET_FILE, readFrozenAnswerSet } from './answerSet.js';
import { noModelAnswer } from './noModelAnswer.js';
import { ANSWER_MEASURES, scoreAnswer, type AnswerChecks, type AnswerMeasure } from './scoreAnswer.js';

const evalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const { root, commit } = repository(evalDir);
const changes = uncommittedChanges(root);
if (changes.length > 0) refuse(`Refused to score the answer set: the scored code has uncommitted changes. Commit them first:\n${changes.join('\n')}`);
let requests;
try {
  requests = readFrozenAnswerSet();
} catch (error) {
  refuse(`Refused to score the answer set: ${(error as Error).message}`);
}

const index = seedIndex();
const answered = requests.map((request) => ({ request, answer: noModelAnswer(index, request.request, request.sector ?? 'PO') }));
const checks: AnswerChecks[] = answered.map(({ request, answer }) => scoreAnswer(request, answer));

/** Per measure: how many requests it applies to, how many pass, and the share that pass. */
function shares(sample: readonly AnswerChecks[]): Record<AnswerMeasure, number> {
  return Object.fromEntries(
    ANSWER_MEASURES.map((measure) => {
      const applied = sample.filter((entry) => entry[measure] !== undefined);
      return [measure, applied.length === 0 ? Number.NaN : applied.filter((entry) => entry[measure]).length / applied.length];
    }),
  ) as Record<AnswerMeasure, number>;
}

const values = shares(checks);
const intervals = bootstrapIntervals([checks], shares, ANSWER_MEASURES);
const figures = Object.fromEntries(
  ANSWER_MEASURES.map((measure) => {
    const applied = checks.filter((entry) => entry[measure] !== undefined);
    const figure: AnswerFigure = { value: values[measure], ...intervals[measure], passed: applied.filter((entry) => entry[measure]).length, of: applied.length };
    return [measure, figure];
  }),
) as Record<AnswerMeasure, AnswerFigure>;

const LABEL: Record<AnswerMeasure, string> = {
  subjectInGoal: 'subject named in the learning goal',
  subjectInEveryActivity: 'subject named in every activity',
  asksForSubject: 'no subject named: asks what the lesson is about',
  groupRespected: 'group respected',
  durationsSum: 'activity minutes sum to the asked time',
  audienceAddressed: 'audience addressed',
  situationAddressed: 'situation addressed',
  guideRelevant: 'guide relevant (retrieval labels)',
  clean: 'no template syntax or empty sections',
};

const figure = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(3));
console.log(`Answer evaluation of the no-model answerer: ${requests.length} frozen requests over ${index.size} seeded items; [95 % bootstrap interval, ${BOOTSTRAP.resamples} resamples, seed ${BOOTSTRAP.seed}]`);
console.log('| measure | share (passed/applies) | 95 % interval |');
console.log('|---|---|---|');
for (const measure of ANSWER_MEASURES) {
  const { value, low, high, passed, of } = figures[measure];
  console.log(`| ${LABEL[measure]} | ${figure(value)} (${passed}/${of}) | [${figure(low)}, ${figure(high)}] |`);
}

const scoring = appendTestSetScoring({
  kind: 'answers',
  date: new Date().toISOString(),
  commit,
  testSet: { file: path.relative(path.resolve(evalDir, '..'), ANSWER_SET_FILE), sha256: frozenChecksum(ANSWER_SET_CHECKSUM_FILE) },
  requests: requests.length,
  figures,
  bootstrap: { ...BOOTSTRAP, method: 'percentile; requests resampled together, each figure over the resampled requests it applies to' },
});
console.log(`\nAnswer set scoring ${scoring} appended to eval/test-set-log.json (commit ${commit.slice(0, 7)}): commit it.`);
