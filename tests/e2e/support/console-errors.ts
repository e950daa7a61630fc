import type { Page } from '@playwright/test';

/**
 * The third-party providers (the scheduler, the chat widget) cannot be reached from the test machines:
 * a spec that does not stub them sees the browser's own line for each failed request to them, which
 * says nothing about the site. The site's own messages about them still count.
 */
const UNREACHABLE_PROVIDERS = /^https:\/\/(app\.cal\.com|widget\.intercom\.io)\//;

/** Collects console errors and warnings (hydration mismatches among them) and uncaught page errors. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource') && UNREACHABLE_PROVIDERS.test(message.location().url))
      return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
