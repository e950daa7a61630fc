import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Settings } from '#generated/site-types';
import { SERVER_SETTINGS_FILE } from '#site/routes/server-settings-file';

/**
 * The validated settings the server needs, beside the build it serves (never served itself): the lead
 * settings, the third-party services its Content-Security-Policy must allow, and the routes the build
 * wrote (a form names the page it is on and the one to go to once sent, and the server accepts only these,
 * so a post can never send a visitor elsewhere).
 */
export async function writeServerSettings(
  outDir: string,
  { leads, scheduler, chat }: Pick<Settings, 'leads' | 'scheduler' | 'chat'>,
  routes: readonly string[],
): Promise<void> {
  const file = join(outDir, SERVER_SETTINGS_FILE);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${JSON.stringify({ leads, scheduler, chat, routes }, null, 2)}\n`);
}
