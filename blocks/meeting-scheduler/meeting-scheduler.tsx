import styled from '@emotion/styled';
import { useId } from 'react';
import type { MeetingSchedulerBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { MeetingEmbed } from '#ui/third-party/meeting-embed';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';

/**
 * Set beside another block (`placement: aside`), the column is never narrower than 304 px inside the
 * section's padding: more than the calendar has on a 320 px phone (288 px), and room for the few lines of a
 * calendar that failed to load, its sentence on one line. Below that, the two stack.
 */
const SchedulerSection = styled(Section)({ '--aside-basis': '22rem' });

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
