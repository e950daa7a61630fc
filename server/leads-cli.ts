import { STORED_CONTACT_FIELDS } from '../src/site/leads/lead-rules';
import type { ExportRow } from './leads/store/lead-store';
import { openLeadStore } from './leads/store/open-lead-store';

/**
 * `npm run leads:export` — every stored lead as CSV on stdout.
 * `npm run leads:retry`  — puts the forwards the service refused back in the queue.
 */
/** A stored contact lead's fields; a player's are among them. */
const FIELD_COLUMNS = STORED_CONTACT_FIELDS;

function toCsvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Quote always; a leading =, +, - or @ would run as a formula in a spreadsheet (a phone number is left as it is).
  const safe = /^[=+\-@\t\r]/.test(text) && !/^[+-]?[0-9][0-9 ()./-]*$/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function toCsv(rows: ExportRow[]): string {
  const header = ['created_at', 'kind', ...FIELD_COLUMNS, 'forwarding_state', 'attempts', 'last_error', 'id'];
  const lines = rows.map((row) =>
    [
      row.createdAt,
      row.kind,
      ...FIELD_COLUMNS.map((column) => row.fields[column]),
      row.state,
      row.attempts,
      row.lastError,
      row.id,
    ]
      .map(toCsvCell)
      .join(','),
  );
  return `${[header.map(toCsvCell).join(','), ...lines].join('\n')}\n`;
}

const command = process.argv[2];
const store = await openLeadStore();
try {
  if (command === 'export') process.stdout.write(toCsv(await store.exportRows()));
  else if (command === 'retry')
    console.log(`${await store.retryFailed(Date.now())} failed forward(s) put back in the queue.`);
  else {
    console.error('usage: leads-cli.ts export|retry');
    process.exitCode = 2;
  }
} finally {
  await store.close();
}
