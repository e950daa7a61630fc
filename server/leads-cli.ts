import { once } from 'node:events';
import { STORED_CONTACT_FIELDS } from '../src/site/leads/lead-rules';
import type { ExportRow } from './leads/store/lead-store';
import { openLeadReader, type LeadReader } from './leads/store/open-lead-store';

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

const HEADER = ['created_at', 'kind', ...FIELD_COLUMNS, 'forwarding_state', 'attempts', 'last_error', 'id'];

function toCsvLine(row: ExportRow): string {
  return [
    row.createdAt,
    row.kind,
    ...FIELD_COLUMNS.map((column) => row.fields[column]),
    row.state,
    row.attempts,
    row.lastError,
    row.id,
  ]
    .map(toCsvCell)
    .join(',');
}

/**
 * Leads read per page: at 15 KB a lead (a bot's long post) a page is under a megabyte, so an export of any
 * number of leads holds about that much (a whole export built as one string failed past 512 MB).
 */
const PAGE_ROWS = 50;

/** Writes, waiting while standard output's reader is behind, so what waits to be written stays one page. */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

/** Every stored lead as CSV on standard output, one page of leads at a time. */
async function exportCsv(store: LeadReader): Promise<void> {
  await write(`${HEADER.map(toCsvCell).join(',')}\n`);
  let after: string | undefined;
  for (;;) {
    const rows = await store.exportRows(after, PAGE_ROWS);
    if (rows.length === 0) return;
    await write(`${rows.map(toCsvLine).join('\n')}\n`);
    after = rows.at(-1)!.id;
  }
}

const command = process.argv[2];
const store = await openLeadReader();
try {
  if (command === 'export') await exportCsv(store);
  else if (command === 'retry')
    console.log(`${await store.retryFailed(Date.now())} failed forward(s) put back in the queue.`);
  else {
    console.error('usage: leads-cli.ts export|retry');
    process.exitCode = 2;
  }
} finally {
  await store.close();
}
