import { ThemeProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import ConsentSettings from '../../blocks/consent-settings/consent-settings';
import ThirdPartyServices from '../../src/app/third-party-services';
import type { ChatSettings } from '../../src/generated/site-types';
import type { BlockContext } from '../../src/site/block-context';
import { GlobalStyles } from '../../src/ui/global-styles';
import { MeetingEmbed } from '../../src/ui/meeting-embed';
import { theme } from '../../src/ui/theme';

/**
 * The shell's third-party services as the app mounts them (tests/e2e/third-party-harness.spec.ts), with
 * what the shipped site fixes taken from the address: `?region=eu` the chat's region, `?consent=required`
 * the consent gate. The button above the app unmounts it, as tearing the app down does.
 */
const query = new URLSearchParams(location.search);
const context: BlockContext = {
  route: { path: '/cookies', title: 'Cookie Policy', description: 'Cookies.', tags: {} },
  settings: {
    company: 'Voltaic Labs',
    baseUrl: 'https://voltaiclabs.example',
    email: 'hello@voltaiclabs.example',
    locations: 'USA | UAE',
    blurb: 'We build software.',
    logo: { src: '/images/brand.svg', alt: 'Voltaic Labs', width: 300, height: 90 },
    social: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/voltaiclabs' },
    language: 'en',
    notFound: { code: '404', title: 'Page Not Found', message: 'Gone.', backLabel: 'Back to Home' },
    errorPage: { title: 'Something went wrong', message: 'Try again.', retryLabel: 'Try again', backLabel: 'Back to Home' },
    chat: { appId: 'harness1', region: (query.get('region') ?? 'us') as ChatSettings['region'] },
    scheduler: { calLink: 'company/30min', origin: 'https://app.cal.com', layout: 'month_view', height: 500, loadingText: 'Loading the calendar…', fallbackLabel: 'Open the booking page' },
    consent: {
      required: query.get('consent') === 'required',
      title: 'Chat and scheduling services',
      message: 'The chat and the scheduler set their own cookies. Do you accept them?',
      acceptLabel: 'Accept',
      rejectLabel: 'Reject',
      policyLink: { label: 'Cookie Policy', href: '/cookies' },
    },
  },
};

const root = createRoot(document.getElementById('root')!);
root.render(
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <GlobalStyles />
      <main>
        <h1>Third-party services</h1>
        <MeetingEmbed scheduler={context.settings.scheduler!} consent={context.settings.consent} />
        <ConsentSettings block={{ type: 'consent-settings', title: 'Your choice', acceptedText: 'Accepted.', rejectedText: 'Rejected.', undecidedText: 'Not chosen yet.', notRequiredText: 'Always on.', noScriptText: 'No script.' }} context={context} />
      </main>
      <ThirdPartyServices settings={context.settings} />
    </MemoryRouter>
  </ThemeProvider>,
);
document.getElementById('unmount')!.addEventListener('click', () => root.unmount());
