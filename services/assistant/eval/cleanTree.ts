import { execFileSync } from 'node:child_process';

/**
 * What a test set's figure depends on besides the test set itself: the retrieval code (src/),
 * its word lists (words/), the questions it learns from (training-questions/), the eval, the seeded
 * content and the parser of the chat's context. A scoring is logged with its commit, so these must be
 * committed for the commit to say what was scored; otherwise the test set becomes a tuning loop.
 * Paths are relative to the repository's root.
 */
export const SCORED_CODE = [
  'services/assistant/src',
  'services/assistant/training-questions',
  'services/assistant/words',
  'services/assistant/eval',
  'services/assistant/package.json',
  'services/cms/src/seed',
  'packages/assistant-context',
  'pnpm-lock.yaml',
];

/**
 * What never changes a figure: the scoring log (the scoring itself writes it) and the docs
 * (their figures are written after a scoring). Glob patterns, relative to the root.
 */
export const NOT_SCORED = ['services/assistant/eval/test-set-log.json', '**/*.md'];

/** The repository's root and its commit, for the log. */
export function repository(cwd: string): { root: string; commit: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  return { root: git('rev-parse', '--show-toplevel'), commit: git('rev-parse', 'HEAD') };
}

/** `git status` lines (changed, staged or untracked files) under the given paths of a repository. */
export function uncommittedChanges(root: string, paths: readonly string[] = SCORED_CODE, except: readonly string[] = NOT_SCORED): string[] {
  const pathspecs = [...paths, ...except.map((file) => `:(exclude,glob)${file}`)];
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...pathspecs], { cwd: root, encoding: 'utf8' });
  return status.split('\n').filter((line) => line.trim() !== '');
}
