import styled from '@emotion/styled';
import { useId } from 'react';
import type { MeetingSchedulerBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { MeetingEmbed } from '#ui/third-party/meeting-embed';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';

/**
 * Set beside another block (`placement: aside`), the column is never narrower than the calendar's on a
 * 320 px phone (288 px inside the section's padding): below that, the two stack.
 */
const SchedulerSection = styled(Section)({ '--aside-basis': '21rem' });

/** Book a Meeting: the site's scheduler inline, under a heading. */
export default function MeetingScheduler({ block, context }: BlockProps<MeetingSchedulerBlock>) {
  const headingId = useId();
  const { scheduler, consent, email } = context.settings;
  if (!scheduler) return null;
  return (
    <SchedulerSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
      <MeetingEmbed scheduler={scheduler} consent={consent} email={email} />
    </SchedulerSection>
  );
}
