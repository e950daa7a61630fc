import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LeadSettings } from '#generated/site-types';
import { createServer } from '#server/create-server';
import type { LeadStore } from '../store/lead-store';
import { openSqliteStore } from '../store/sqlite-store';

export const BLOCKED_DOMAINS_FOR_TESTS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'protonmail.com',
];

export const testLeadSettings: Required<LeadSettings> = {
  blockedEmailDomains: BLOCKED_DOMAINS_FOR_TESTS,
  contactTable: 'Contact_Information',
  contactFields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    company: 'Company Name',
    employees: 'Number of Employees',
    message: 'Message',
  },
  playerTable: 'GamePlayers',
  contactLeadIdField: 'Lead ID',
  playerFieldIds: { firstName: 'fldFirst', lastName: 'fldLast', email: 'fldEmail', leadId: 'fldLeadId' },
};

export const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '5551234567',
  countryCode: '+1',
  company: 'Analytical Engines',
  employees: 12,
  message: 'We would like an AI agent for support.',
};

/** A real server on a real SQLite file in a fresh folder, as `npm start` runs it, or on the store given. */
export async function startLeadTestServer(
  options: { rateLimitPerMinute?: number; trustProxy?: boolean; store?: LeadStore } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'leads-'));
  const file = join(dir, 'leads.db');
  const store = options.store ?? (await openSqliteStore(file));
  const app = await createServer({
    distDir: dir,
    trustProxy: options.trustProxy,
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: options.rateLimitPerMinute ?? 0 },
  });
  return { app, store, file };
}
