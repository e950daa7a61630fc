import { ThemeProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import ConsentSettings from '#blocks/consent-settings/consent-settings';
import ThirdPartyServices from '#app/third-party/third-party-services';
import type { ChatSettings } from '#generated/site-types';
import { createBlockContext } from '#tests/support/create-block-context';
import { GlobalStyles } from '#ui/theme/global-styles';
import { MeetingEmbed } from '#ui/third-party/meeting-embed';
import { theme } from '#ui/theme/theme';

/**
 * The shell's third-party services as the app mounts them (tests/e2e/third-party-harness.spec.ts), with
 * what the shipped site fixes taken from the address: `?region=eu` the chat's region, `?consent=required`
 * the consent gate. The button above the app unmounts it, as tearing the app down does.
 */
const query = new URLSearchParams(location.search);
const base = createBlockContext({ path: '/cookies' });
const context = createBlockContext(base.route, {
  chat: { appId: 'harness1', region: (query.get('region') ?? 'us') as ChatSettings['region'] },
  scheduler: {
    calLink: 'company/30min',
    origin: 'https://app.cal.com',
    layout: 'month_view',
    height: 500,
    loadingText: 'Loading the calendar…',
    fallbackLabel: 'Open the booking page',
    failedText: 'The calendar could not be shown here.',
  },
  consent: {
    ...base.settings.consent,
    required: query.get('consent') === 'required',
    policyLink: { label: 'Cookie Policy', href: '/cookies' },
  },
});

const root = createRoot(document.getElementById('root')!);
root.render(
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <GlobalStyles />
      <main>
        <h1>Third-party services</h1>
        <MeetingEmbed scheduler={context.settings.scheduler!} consent={context.settings.consent} />
        <ConsentSettings
          block={{
            type: 'consent-settings',
            title: 'Your choice',
            acceptedText: 'Accepted.',
            rejectedText: 'Rejected.',
            undecidedText: 'Not chosen yet.',
            notRequiredText: 'Always on.',
            noScriptText: 'No script.',
          }}
          context={context}
        />
      </main>
      <ThirdPartyServices settings={context.settings} />
    </MemoryRouter>
  </ThemeProvider>,
);
document.getElementById('unmount')!.addEventListener('click', () => root.unmount());
