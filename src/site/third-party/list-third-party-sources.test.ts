import { expect, it } from 'vitest';
import { listThirdPartySources } from './list-third-party-sources';

const scheduler = {
  calLink: 'company/30min',
  origin: 'https://app.cal.com',
  layout: 'month_view',
  height: 500,
  loadingText: '…',
  fallbackLabel: 'Open the booking page',
  failedText: 'The calendar could not be shown here.',
  consentText: '…',
} as const;

it('allows nothing when no provider is configured', () => {
  expect(listThirdPartySources({})).toEqual({});
});

it("allows the scheduler's origin for its script and its booking frame", () => {
  expect(listThirdPartySources({ scheduler })).toEqual({
    'script-src': ['https://app.cal.com'],
    'frame-src': ['https://app.cal.com'],
  });
});

it("allows the chat widget's hosts, with the API and live connection of its own region only", () => {
  const eu = listThirdPartySources({ chat: { appId: 'abc123', region: 'eu' } });
  expect(eu['script-src']).toEqual(['https://widget.intercom.io', 'https://js.intercomcdn.com']);
  expect(eu['connect-src']).toEqual([
    'https://api-iam.eu.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://uploads.eu.intercomcdn.com',
  ]);
  expect(listThirdPartySources({ chat: { appId: 'abc123', region: 'us' } })['connect-src']).toContain(
    'https://api-iam.intercom.io',
  );
  expect(listThirdPartySources({ chat: { appId: 'abc123', region: 'ap' } })['connect-src']).toContain(
    'https://api-iam.au.intercom.io',
  );
  expect(Object.values(eu).flat().join(' ')).not.toMatch(/unsafe/);
});
