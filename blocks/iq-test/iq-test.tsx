import { useId, useState, type ComponentType } from 'react';
import type { IqTestBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/shell/block-context';
import { IqCard } from './iq-card';
import { IqIntro } from './iq-intro';
import type { IqQuizProps } from './iq-quiz';

/**
 * The IQ test card. The page carries only the invitation; the test itself (registration, questions,
 * score, and the form and notice code they use) downloads when the visitor presses Start, so pages
 * with the card stay as light as pages without it.
 */
export default function IqTest({ block }: BlockProps<IqTestBlock>) {
  const headingId = useId();
  const [Quiz, setQuiz] = useState<ComponentType<IqQuizProps>>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    import('./iq-quiz').then(
      (module) => setQuiz(() => module.default),
      () => {
        setLoading(false);
        setFailed(true);
      },
    );
  };

  return (
    <IqCard id={block.id} headingId={headingId}>
      {Quiz ? (
        <Quiz block={block} headingId={headingId} />
      ) : (
        <IqIntro
          block={block}
          headingId={headingId}
          busy={loading}
          error={failed ? block.loadError : undefined}
          onStart={start}
        />
      )}
    </IqCard>
  );
}
