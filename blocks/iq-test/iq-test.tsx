import { useId, useState, type ComponentType } from 'react';
import type { IqTestBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { preloadWhenIdle } from '#ui/idle/preload-when-idle';
import { IqCard } from './iq-card';
import { IqIntro } from './iq-intro';
import type { IqQuizProps } from './iq-quiz';

const loadQuiz = () => import('./iq-quiz');
preloadWhenIdle(loadQuiz);

/**
 * The IQ test card. The page carries only the invitation; the test itself (registration, questions,
 * score, and the form code they use) loads once the page is idle after hydration, out of its first
 * load, so pages with the card stay as light as pages without it and Start opens the test at once.
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
    loadQuiz().then(
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
