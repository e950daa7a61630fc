/** An audit entry's time as the log shows it, on the command line and in the editor: UTC, to the minute. */
export const formatAuditTime = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
