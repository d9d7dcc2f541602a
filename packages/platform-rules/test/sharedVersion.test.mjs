import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { versionProblem } from '@doorloopjes/shared-versions';

// Shared through Module Federation by version: changed source needs a version bump
// (@doorloopjes/shared-versions, docs/architecture.md).
it('records its current source under its current version', () => {
  const problem = versionProblem(fileURLToPath(new URL('..', import.meta.url)));
  expect(problem, problem ?? undefined).toBeNull();
});
