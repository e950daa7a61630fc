import { AccountError } from './accounts/logic/account-error';
import { createAccounts, LINK_VALID_MS, type NewLink } from './accounts/logic/create-accounts';
import { formatAuditTime } from './accounts/logic/format-audit-time';
import { ROLES } from './accounts/store/account-store';
import { openAccountStore } from './accounts/store/open-account-store';

/**
 * `npm run users -- add EMAIL --role editor|publisher` — an account, and the link where its person sets a password.
 * `npm run users -- list` · `remove EMAIL` · `reset EMAIL` (a new link; the old one and the sessions end) · `log`.
 * In the database the server uses (LEADS_DB or DATABASE_URL). Errors are one line, and exit code 1.
 */
const USAGE = `Use: npm run users -- add EMAIL --role ${ROLES.join('|')} | list | remove EMAIL | reset EMAIL | log`;

/** Columns padded to their widest cell, under a header. */
function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The address the server is reached at: SITE_URL, or this machine's npm start. */
const siteUrl = () => (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`).replace(/\/+$/, '');

const describeLink = ({ token, expiresAt }: NewLink) =>
  `  ${siteUrl()}/admin/set-password?token=${token}\n` +
  `It works once, for ${LINK_VALID_MS / 3_600_000} hours (until ${formatAuditTime(expiresAt)} UTC).`;

/** `--role publisher` or `--role=publisher`, taken out of the arguments. */
function takeRole(args: string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (index === -1) return undefined;
  const [flag] = args.splice(index, 1);
  if (flag.includes('=')) return flag.slice('--role='.length);
  return args.splice(index, 1)[0] ?? '';
}

async function run(args: string[]): Promise<string> {
  const role = takeRole(args);
  const [command, email, ...rest] = args;
  const needsEmail = ['add', 'remove', 'reset'].includes(command);
  if (!['add', 'list', 'remove', 'reset', 'log'].includes(command ?? '')) throw new AccountError(USAGE);
  if (needsEmail && !email) throw new AccountError(`Say whose account: npm run users -- ${command} EMAIL`);
  if (rest.length > 0 || (!needsEmail && email))
    throw new AccountError(`Unexpected "${[email, ...rest].filter(Boolean).join(' ')}". ${USAGE}`);
  if (command === 'add' && role === undefined)
    throw new AccountError(`Say the role: npm run users -- add ${email} --role ${ROLES.join('|')}`);
  if (command !== 'add' && role !== undefined) throw new AccountError(`Only add takes a role. ${USAGE}`);

  const store = await openAccountStore().catch((error: Error) => {
    throw new AccountError(error.message);
  });
  try {
    const accounts = createAccounts({ store });
    if (command === 'add') {
      const link = await accounts.addUser(email, role!);
      return `Added ${link.user.email} (${link.user.role}). Send them this link to set their password:\n${describeLink(link)}`;
    }
    if (command === 'reset') {
      const link = await accounts.resetUser(email);
      return `New link for ${link.user.email}; earlier links and their sessions have ended:\n${describeLink(link)}`;
    }
    if (command === 'remove') {
      const user = await accounts.removeUser(email);
      return `Removed ${user.email}; their sessions have ended.`;
    }
    if (command === 'list') {
      const users = await accounts.listUsers();
      if (users.length === 0) return 'No accounts yet: npm run users -- add EMAIL --role publisher';
      return formatTable(
        ['Email', 'Role', 'Password', 'Added (UTC)'],
        users.map((user) => [
          user.email,
          user.role,
          user.passwordHash ? 'set' : 'not set yet',
          formatAuditTime(user.createdAt),
        ]),
      );
    }
    const entries = await accounts.readLog();
    if (entries.length === 0) return 'The audit log is empty.';
    return formatTable(
      ['When (UTC)', 'Who', 'Did', 'What'],
      entries.map((entry) => [formatAuditTime(entry.at), entry.who, entry.action, entry.detail]),
    );
  } finally {
    await store.close();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  // A refusal is said as it is; anything else too, on one line, without a stack.
  console.error(error instanceof AccountError ? error.message : `Could not do that: ${(error as Error).message}`);
  process.exitCode = 1;
}
