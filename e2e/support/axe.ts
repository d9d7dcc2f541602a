import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every dialog has started its fade-in (the shared Modal adds `dl-modal-visible`
 * after 50 ms) and every finite animation or transition has finished: a fading dialog is measured
 * half transparent otherwise, and fails colour contrast. Endless ones (the skeleton shimmer) are
 * ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.dl-modal-backdrop:not(.dl-modal-visible)') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Fails on serious or critical axe violations, listing them so a failure explains itself.
 * `include` limits the check to one area (for example 'main', what a remote renders).
 */
export async function expectNoSeriousViolations(page: Page, options: { include?: string; what?: string } = {}): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, options.what ? `axe on ${options.what}` : 'axe').toEqual([]);
}
