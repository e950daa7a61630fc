import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the entrances running in the page and its frames (a form fading in) to end: caught half-way, a
 * text's contrast is measured against what is still fading, which is not what a visitor reads. Animations
 * that never end (a drifting background) are not waited for.
 */
async function waitForEntrances(page: Page): Promise<void> {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        )
        // A frame that went away while waited for has nothing left to check.
        .catch(() => undefined),
    ),
  );
}

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now (or in the part `include` selects), one line
 * per rule: its id, its help, where.
 */
export async function findAxeViolations(page: Page, include?: string): Promise<string[]> {
  await waitForEntrances(page);
  const axe = new AxeBuilder({ page }).withTags(WCAG_AA);
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
