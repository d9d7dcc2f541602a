import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uncommittedChanges } from '../eval/cleanTree.js';
import { appendTestSetScoring, readTestSetLog, type TestSetScoring } from '../eval/testSetLog.js';

const scratch = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

function scoring(commit: string): TestSetScoring {
  const figure = { value: 0.5, low: 0.4, high: 0.6 };
  return {
    date: '2026-11-28T10:00:00.000Z',
    commit,
    testSet: { file: 'eval/testSet.json', sha256: 'f'.repeat(64) },
    questions: 10,
    answerable: 8,
    noAnswer: 2,
    figures: { hit1: figure, hit3: figure, mrr: figure, noAnswerPrecision: figure, noAnswerRecall: figure, answerableRecall: figure },
    counts: { noAnswerRight: 1, falseNothing: 1 },
    bootstrap: { resamples: 10, seed: 1, level: 0.95, method: 'percentile' },
    targetsMet: false,
  };
}

describe('the test set scoring log', () => {
  it('appends every scoring after the earlier ones', () => {
    const file = path.join(scratch('assistant-log-'), 'test-set-log.json');
    expect(appendTestSetScoring(scoring('aaa'), file)).toBe(1);
    expect(appendTestSetScoring(scoring('bbb'), file)).toBe(2);
    expect(readTestSetLog(file).map((entry) => entry.commit)).toEqual(['aaa', 'bbb']);
  });
});

describe('the guard against scoring uncommitted retrieval changes', () => {
  const root = scratch('assistant-tree-');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=eval', '-c', 'user.email=eval@example.org', ...args], { cwd: root, encoding: 'utf8' });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  git('init', '-q');
  for (const file of ['services/assistant/src/language/synonyms.ts', 'services/assistant/eval/test-set-log.json', 'services/assistant/eval/README.md', 'services/cms/src/api/x.ts']) write(file, 'one');
  git('add', '.');
  git('commit', '-q', '-m', 'start');

  it('finds nothing in a clean tree', () => {
    expect(uncommittedChanges(root)).toEqual([]);
  });

  it('finds a changed word list, an untracked data file and a staged change', () => {
    write('services/assistant/src/language/synonyms.ts', 'two');
    write('services/assistant/training-questions/development/round.json', '[]');
    write('services/assistant/eval/evaluate.ts', 'new');
    git('add', 'services/assistant/eval/evaluate.ts');
    expect(uncommittedChanges(root).map((line) => line.slice(3)).sort()).toEqual([
      'services/assistant/eval/evaluate.ts',
      'services/assistant/src/language/synonyms.ts',
      'services/assistant/training-questions/development/round.json',
    ]);
  });

  it('lets the log, the docs and code outside the retrieval change', () => {
    git('checkout', '-q', '--', '.');
    git('reset', '-q', '--hard');
    fs.rmSync(path.join(root, 'services/assistant/training-questions'), { recursive: true });
    write('services/assistant/eval/test-set-log.json', 'two');
    write('services/assistant/eval/README.md', 'two');
    write('services/cms/src/api/x.ts', 'two');
    expect(uncommittedChanges(root)).toEqual([]);
  });
});
