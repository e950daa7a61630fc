import type { BlockContext } from '#site/shell/block-context';

/** The context a block gets on a page: the site's settings and the page's own fields. */
export function createBlockContext(
  route: Partial<BlockContext['route']> = {},
  settings: Partial<BlockContext['settings']> = {},
): BlockContext {
  return {
    settings: {
      company: 'Voltaic Labs',
      baseUrl: 'https://voltaiclabs.example',
      email: 'hello@voltaiclabs.example',
      locations: 'USA | UAE',
      offices: [],
      blurb: 'We build software.',
      logo: { src: '/images/brand.svg', alt: 'Voltaic Labs', width: 300, height: 90 },
      social: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/voltaiclabs' },
      language: 'en',
      notFound: { code: '404', title: 'Page Not Found', message: 'Gone.', backLabel: 'Back to Home', links: [] },
      errorPage: {
        title: 'Something went wrong',
        message: 'Try again.',
        retryLabel: 'Try again',
        backLabel: 'Back to Home',
        blockMessage: 'This part of the page could not be shown.',
      },
      blockedEmailDomains: [
        'gmail.com',
        'yahoo.com',
        'hotmail.com',
        'outlook.com',
        'aol.com',
        'icloud.com',
        'protonmail.com',
      ],
      consent: {
        required: false,
        title: 'Chat and scheduling services',
        message: 'May they load?',
        acceptLabel: 'Accept',
        rejectLabel: 'Reject',
      },
      ...settings,
    },
    route: { path: '/', title: 'Home', description: 'The home page.', tags: {}, ...route },
  };
}
