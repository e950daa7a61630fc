import type { ChatSettings, SchedulerSettings } from '#generated/site-types';

/*
 * The third-party services' addresses, as data: the browser loaders (src/ui/third-party/) and the
 * server's Content-Security-Policy (list-third-party-sources.ts) read the same hosts.
 */

/** Intercom's API base for each hosting region. */
export const CHAT_API_BASES: Record<ChatSettings['region'], string> = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
};

/** Where the Messenger's loader comes from, for a workspace. */
export function toChatScriptUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

/** Cal.com's embed script, from the scheduler's origin (https://app.cal.com/embed/embed.js by default). */
export function toCalendarScriptUrl(origin: string): string {
  return `${origin}/embed/embed.js`;
}

/** The booking page itself: where the fallback link goes when the embed cannot load. */
export function toBookingPageUrl({ origin, calLink }: Pick<SchedulerSettings, 'origin' | 'calLink'>): string {
  return `${origin}/${calLink}`;
}
