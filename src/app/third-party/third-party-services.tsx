import { useEffect } from 'react';
import type { BrowserSettings } from '#site/shell/block-context';
import { startChat } from '#ui/third-party/chat-widget';
import { useThirdPartyConsent } from '#ui/third-party/use-third-party-consent';
import { ConsentBanner } from './consent-banner';
import { runWhenIdle } from './run-when-idle';

/**
 * The chat widget and, where consent is required and not yet given, the banner asking for it. Loaded
 * after hydration (see ThirdPartyLoader); the chat boots once for the app, when the page is idle or at
 * the first interaction, and shuts down when the app is torn down or consent is withdrawn.
 */
export default function ThirdPartyServices({ settings }: { settings: BrowserSettings }) {
  const { chat, consent } = settings;
  const state = useThirdPartyConsent(consent.required);

  useEffect(() => {
    if (!chat || state !== 'allowed') return undefined;
    let shutdown: (() => void) | undefined;
    const cancel = runWhenIdle(() => {
      shutdown = startChat(chat);
    });
    return () => {
      cancel();
      shutdown?.();
    };
  }, [chat, state]);

  return state === 'undecided' ? <ConsentBanner consent={consent} /> : null;
}
