import { useId } from 'react';
import type { ConsentSettingsBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ConsentButtons } from '#ui/third-party/consent-buttons';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';
import { useHydrated } from '#ui/idle/use-hydrated';
import { useThirdPartyConsent } from '#ui/third-party/use-third-party-consent';

/** The visitor's answer to the consent banner, and the buttons to change it. */
export default function ConsentSettings({ block, context }: BlockProps<ConsentSettingsBlock>) {
  const headingId = useId();
  const hydrated = useHydrated();
  const { consent } = context.settings;
  const choice = useThirdPartyConsent(consent.required);
  const text = !consent.required
    ? block.notRequiredText
    : !hydrated
      ? block.noScriptText
      : { allowed: block.acceptedText, refused: block.rejectedText, undecided: block.undecidedText }[choice];
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {/* A live region: a visitor who presses a button hears the new state. */}
      <SectionIntro role="status">{text}</SectionIntro>
      {consent.required && hydrated && <ConsentButtons consent={consent} />}
    </Section>
  );
}
