import { lazy, Suspense } from 'react';
import type { BrowserSettings } from '#site/shell/block-context';
import { useAppRunning } from '../rendering/app-running';

const ThirdPartyServices = lazy(() => import('./third-party-services'));

/**
 * Brings in the chat widget and the consent banner once the page's content has hydrated, as a chunk
 * of their own: they are on every page, yet add nothing to what the page needs to hydrate.
 */
export function ThirdPartyLoader({ settings }: { settings: BrowserSettings }) {
  const running = useAppRunning();
  if (!running || (!settings.chat && !settings.consent.required)) return null;
  return (
    <Suspense fallback={null}>
      <ThirdPartyServices settings={settings} />
    </Suspense>
  );
}
