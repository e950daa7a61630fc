import type { ChatSettings, Settings } from '#generated/site-types';
import { CHAT_API_BASES } from './third-party-hosts';

/** Content-Security-Policy directives and the sources each adds. */
export type PolicySources = Record<string, string[]>;

/** The Messenger's live connection, in the workspace's region (Intercom's CSP guide). */
const CHAT_REALTIME_HOSTS: Record<ChatSettings['region'], string[]> = {
  us: ['nexus-websocket-a.intercom.io', 'nexus-websocket-b.intercom.io'],
  eu: ['nexus-europe-websocket.intercom.io'],
  ap: ['nexus-australia-websocket.intercom.io'],
};

/** Where uploaded files (images, attachments shown in a conversation) come from, by region. */
const CHAT_UPLOAD_HOSTS: Record<ChatSettings['region'], string> = {
  us: 'https://uploads.intercomcdn.com',
  eu: 'https://uploads.eu.intercomcdn.com',
  ap: 'https://uploads.au.intercomcdn.com',
};

/**
 * The hosts the configured third-party services need, by directive, beyond the site's own: the
 * scheduler's origin (embed.js and the booking iframe) and the chat widget's script, API, live
 * connection, fonts and sounds in its region. Nothing for a service site.yaml does not configure.
 */
export function listThirdPartySources({ scheduler, chat }: Pick<Settings, 'scheduler' | 'chat'>): PolicySources {
  const sources: PolicySources = {};
  const add = (directive: string, ...hosts: string[]) =>
    (sources[directive] = [...(sources[directive] ?? []), ...hosts]);
  if (scheduler) {
    add('script-src', scheduler.origin);
    add('frame-src', scheduler.origin);
  }
  if (chat) {
    const realtime = CHAT_REALTIME_HOSTS[chat.region];
    add('script-src', 'https://widget.intercom.io', 'https://js.intercomcdn.com');
    add(
      'connect-src',
      CHAT_API_BASES[chat.region],
      ...realtime.flatMap((host) => [`https://${host}`, `wss://${host}`]),
      CHAT_UPLOAD_HOSTS[chat.region],
    );
    add('font-src', 'https://js.intercomcdn.com', 'https://fonts.intercomcdn.com');
    add('media-src', 'https://js.intercomcdn.com');
    add('frame-src', 'https://intercom-sheets.com');
  }
  return sources;
}
