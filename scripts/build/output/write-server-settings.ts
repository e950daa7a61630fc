import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Settings } from '../../../src/generated/site-types';
import { SERVER_SETTINGS_FILE } from '../../../src/site/routes/server-settings-file';

/**
 * The validated settings the server needs, beside the build it serves (never served itself): the lead
 * settings, and the third-party services its Content-Security-Policy must allow.
 */
export async function writeServerSettings(
  outDir: string,
  { leads, scheduler, chat }: Pick<Settings, 'leads' | 'scheduler' | 'chat'>,
): Promise<void> {
  const file = join(outDir, SERVER_SETTINGS_FILE);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${JSON.stringify({ leads, scheduler, chat }, null, 2)}\n`);
}
