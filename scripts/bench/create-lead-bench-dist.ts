import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_SETTINGS_FILE } from '#site/routes/server-settings-file';

/** A built site reduced to what the lead server reads (its settings, a page, the not-found page), in a fresh folder. */
export function createLeadBenchDist(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, 'index.html'), 'bench');
  writeFileSync(join(dir, '404.html'), 'not found');
  writeFileSync(
    join(dir, SERVER_SETTINGS_FILE),
    JSON.stringify({
      leads: {
        blockedEmailDomains: ['gmail.com'],
        contactTable: 'Contact_Information',
        playerTable: 'GamePlayers',
        playerFieldIds: { firstName: 'a', lastName: 'b', email: 'c' },
      },
      routes: ['/'],
    }),
  );
  return dir;
}
