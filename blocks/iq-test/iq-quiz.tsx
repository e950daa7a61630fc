import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { IqTestBlock, IqTestLevel, IqTestNotice } from '#generated/site-types';
import { LEAD_LIMITS } from '#site/leads/lead-limits';
import type { PlayerLead } from '#site/leads/lead-rules';
import { Button } from '#ui/controls/button';
import { CtaButton } from '#ui/controls/cta-button';
import { Field } from '#ui/controls/field';
import { Input } from '#ui/controls/input';
import { closeNotices, showNotice, type NoticeVariant } from '#ui/dialogs/show-notice';
import { Icon } from '#ui/theme/icon';
import { computeIqScore } from './compute-iq-score';
import { CardHeading } from './iq-card';
import { IqIntro } from './iq-intro';
import { createQuizReducer, initialQuizState, isLastQuestion, type QuizPhase } from './quiz-state';

export interface IqQuizProps {
  block: IqTestBlock;
  /** The id of the card's heading, which names the region in every phase. */
  headingId: string;
}

const emptyPlayer: PlayerLead = { firstName: '', lastName: '', email: '' };

/** Replaces `{name}` in a text from site.yaml with its value. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The sentence for a score: the level with the highest `from` it reaches, or the lowest level's. */
function levelOf(levels: IqTestLevel[], score: number): IqTestLevel {
  const sorted = [...levels].sort((a, b) => a.from - b.from);
  return sorted.filter((level) => level.from <= score).at(-1) ?? sorted[0];
}

type PlayerField = keyof PlayerLead;

/**
 * What a registration is checked and saved with: loaded as the form first shows, not with the quiz, which
 * the home page preloads at idle for its Start (a first tap that shows the form and needs neither).
 */
const loadRegistrationTools = () =>
  Promise.all([import('#site/leads/lead-rules'), import('#site/leads/lead-client')]).then(([rules, client]) => ({
    isValidEmail: rules.isValidEmail,
    players: client.createLeadClient('/api/players'),
  }));

/** A registration refused: the notice to show and the fields it is about. */
interface Refusal {
  notice: IqTestNotice;
  fields: PlayerField[];
}

const Lead = styled.p(({ theme }) => ({ marginTop: theme.space[2], color: theme.color.textMuted }));

const Form = styled.form(({ theme }) => ({ display: 'grid', gap: theme.space[4], marginTop: theme.space[5] }));

/** Two name fields side by side when the card is wide enough. */
const Names = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  '@container (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  marginTop: theme.space[5],
}));

const FormActions = styled(Actions)({ marginTop: 0 });

const Progress = styled.p(({ theme }) => ({
  marginTop: theme.space[4],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
}));

const Bar = styled.div(({ theme }) => ({
  height: '6px',
  marginTop: theme.space[2],
  borderRadius: theme.radius.pill,
  background: theme.color.surfaceRaised,
  overflow: 'hidden',
  '& > div': {
    height: '100%',
    borderRadius: 'inherit',
    backgroundImage: `linear-gradient(90deg, ${theme.brandGradient.from}, ${theme.brandGradient.to})`,
    transformOrigin: 'left',
    transition: `transform ${theme.motion.base} ${theme.motion.easing}`,
    [theme.reducedMotion]: { transition: 'none' },
  },
}));

const Question = styled.h3(({ theme }) => ({
  marginTop: theme.space[4],
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.snug,
}));

const Options = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space[4]} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  '@container (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' },
}));

type OptionMark = 'right' | 'wrong' | undefined;

const Option = styled('button', { shouldForwardProp: (prop) => prop !== 'mark' })<{ mark: OptionMark }>(
  ({ theme, mark }) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[2],
    width: '100%',
    minHeight: '48px',
    padding: `${theme.space[3]} ${theme.space[4]}`,
    borderRadius: theme.radius.md,
    border: `2px solid ${mark === 'right' ? theme.color.success : mark === 'wrong' ? theme.color.destructive : theme.color.border}`,
    background: theme.color.surface,
    color: theme.color.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    transition: `border-color ${theme.motion.fast}, background ${theme.motion.fast}`,
    '&:hover:not(:disabled)': { borderColor: theme.color.primary, background: theme.color.surfaceRaised },
    '&:disabled': { cursor: 'default' },
    '& .icon': { flexShrink: 0, color: mark === 'right' ? theme.color.success : theme.color.destructive },
    [theme.reducedMotion]: { transition: 'none' },
  }),
);

const Feedback = styled.p<{ right: boolean }>(({ theme, right }) => ({
  marginTop: theme.space[4],
  fontWeight: theme.fontWeight.bold,
  color: right ? theme.color.success : theme.color.destructive,
}));

const ScoreTitle = styled.h3(({ theme }) => ({
  marginTop: theme.space[4],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.medium,
}));

const Score = styled.p(({ theme }) => ({
  fontSize: theme.fontSize.display,
  fontWeight: theme.fontWeight.heavy,
  lineHeight: theme.lineHeight.tight,
  letterSpacing: '-0.03em',
}));

const RawScore = styled.p(({ theme }) => ({ color: theme.color.textMuted }));

const ScoreRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.space[4],
}));

const Verdict = styled.p(({ theme }) => ({
  marginTop: theme.space[3],
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.snug,
}));

/** The way on from the score, before its button: set apart from the result by a hairline. */
const Invitation = styled.p(({ theme }) => ({
  marginTop: theme.space[5],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.color.border}`,
  color: theme.color.textMuted,
}));

/**
 * Why the registration was not sent (the spec's notice: its title and text), in the form just above its
 * buttons: next to the fields it is about, in the flow, so it covers nothing. It names the fields marked.
 */
const Problem = styled.div(({ theme }) => ({
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.destructive}`,
  background: theme.color.surfaceRaised,
  fontSize: theme.fontSize.sm,
  '& strong': { display: 'block', color: theme.color.destructive },
}));

/** Which element takes the focus when a phase begins, so a keyboard or screen-reader user carries on from there. */
const FOCUS_TARGET: Record<QuizPhase, string> = {
  intro: 'start',
  registration: 'firstName',
  playing: 'question',
  correct: 'next',
  incorrect: 'next',
  finished: 'score',
};

/**
 * The IQ test after Start: registration (saved as a player lead), questions drawn at random from the
 * bank, and the score. Loaded on demand by the iq-test block; it shows the intro again after Exit Test
 * or Try Again, keeping what the visitor typed and whether it is saved across an exit.
 */
export default function IqQuiz({ block, headingId }: IqQuizProps) {
  const reduce = useMemo(
    () => createQuizReducer(block.questions, block.quizLength),
    [block.questions, block.quizLength],
  );
  const [state, dispatch] = useReducer(reduce, initialQuizState, (initial) => reduce(initial, { type: 'start' }));
  const [player, setPlayer] = useState<PlayerLead>(emptyPlayer);
  const tools = useMemo(() => {
    const loading = loadRegistrationTools();
    // Until a submit asks for them: a failure is that submit's to handle.
    loading.catch(() => undefined);
    return loading;
  }, []);
  // The spec's save flags: a save is skipped while one is on its way, once saved, or without an email.
  const saving = useRef(false);
  const saved = useRef(false);
  const focusables = useRef(new Map<string, HTMLElement | null>());
  const [refusal, setRefusal] = useState<Refusal>();
  const problemId = useId();

  useEffect(() => {
    // On mount the visitor has just pressed Start: the form's first field is where they go next.
    focusables.current.get(FOCUS_TARGET[state.phase])?.focus();
  }, [state.phase, state.used.length]);

  // The registration's notices ("Let's start the test!") belong to the test: they leave with it.
  const testOver = state.phase === 'finished' || state.phase === 'intro';
  const over = useRef(testOver);
  useEffect(() => {
    over.current = testOver;
    if (testOver) closeNotices();
  }, [testOver]);

  const register = (name: string) => (element: HTMLElement | null) => {
    focusables.current.set(name, element);
  };

  const notify = (notice: IqTestNotice, variant: NoticeVariant) =>
    showNotice(notice.text, { title: notice.title, variant, autoHideMs: block.noticeDelayMs });

  const savePlayer = async (values: PlayerLead): Promise<'saved' | 'failed' | 'skipped'> => {
    if (saved.current) return 'saved';
    if (saving.current || !values.email) return 'skipped';
    saving.current = true;
    // The lead client logs a failure without what was typed: endpoint, status and field names only.
    const result = await tools.then(
      ({ players }) => players.submit(values),
      () => ({ status: 'failed' as const }),
    );
    saving.current = false;
    if (result.status !== 'stored') return 'failed';
    saved.current = true;
    return 'saved';
  };

  const trimmed = (): PlayerLead => ({
    firstName: player.firstName.trim(),
    lastName: player.lastName.trim(),
    email: player.email.trim(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = trimmed();
    void tools.then(
      ({ isValidEmail }) => checkAndBegin(values, isValidEmail(values.email)),
      // Offline since the form showed: the save fails and says so, and the test goes on, as with any failed save.
      () => checkAndBegin(values, true),
    );
  };

  const checkAndBegin = (values: PlayerLead, emailValid: boolean) => {
    const empty = (['firstName', 'lastName', 'email'] as const).filter((name) => values[name] === '');
    const refused: Refusal | undefined =
      empty.length > 0
        ? { notice: block.notices.missingInformation, fields: empty }
        : emailValid
          ? undefined
          : { notice: block.notices.invalidEmail, fields: ['email'] };
    setRefusal(refused);
    if (refused) {
      focusables.current.get(refused.fields[0])?.focus();
      return;
    }
    // The test goes on whatever becomes of the save; the notice follows when the server answers.
    dispatch({ type: 'begin', now: Date.now(), random: Math.random() });
    void savePlayer(values).then((outcome) => {
      if (over.current) return;
      if (outcome === 'saved') void notify(block.notices.registered, 'success');
      if (outcome === 'failed') void notify(block.notices.registrationFailed, 'destructive');
    });
  };

  const exit = () => {
    const values = trimmed();
    if (values.firstName && values.email) void savePlayer(values);
    dispatch({ type: 'reset' });
  };

  const tryAgain = () => {
    setPlayer(emptyPlayer);
    saved.current = false;
    dispatch({ type: 'reset' });
  };

  const edit = (name: PlayerField) => (event: { target: { value: string } }) => {
    // Changed details are a different player: they are saved again.
    saved.current = false;
    setPlayer((current) => ({ ...current, [name]: event.target.value }));
    // A field being corrected is no longer marked; the notice goes with the last one.
    setRefusal((current) => {
      const fields = current?.fields.filter((field) => field !== name) ?? [];
      return current && fields.length > 0 ? { ...current, fields } : undefined;
    });
  };

  /** What a field's control gets from the refusal: marked invalid, and described by the notice. */
  const marking = (name: PlayerField) =>
    refusal?.fields.includes(name)
      ? ({ 'aria-invalid': true, 'aria-describedby': problemId } as const)
      : ({ 'aria-invalid': undefined } as const);

  if (state.phase === 'intro') {
    return (
      <IqIntro
        block={block}
        headingId={headingId}
        onStart={() => dispatch({ type: 'start' })}
        startRef={register('start')}
      />
    );
  }

  const exitButton = (
    <Button type="button" variant="secondary" onClick={exit}>
      {block.quiz.exitLabel}
    </Button>
  );

  if (state.phase === 'registration') {
    const { registration } = block;
    return (
      <>
        <CardHeading id={headingId}>{registration.title}</CardHeading>
        <Lead>{registration.text}</Lead>
        <Form noValidate onSubmit={submit}>
          <Names>
            <Field label={registration.firstName} required>
              {(control) => (
                <Input
                  {...control}
                  {...marking('firstName')}
                  ref={register('firstName')}
                  name="firstName"
                  autoComplete="given-name"
                  maxLength={LEAD_LIMITS.name}
                  value={player.firstName}
                  onChange={edit('firstName')}
                />
              )}
            </Field>
            <Field label={registration.lastName} required>
              {(control) => (
                <Input
                  {...control}
                  {...marking('lastName')}
                  ref={register('lastName')}
                  name="lastName"
                  autoComplete="family-name"
                  maxLength={LEAD_LIMITS.name}
                  value={player.lastName}
                  onChange={edit('lastName')}
                />
              )}
            </Field>
          </Names>
          <Field label={registration.email} required>
            {(control) => (
              <Input
                {...control}
                {...marking('email')}
                ref={register('email')}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={LEAD_LIMITS.email}
                value={player.email}
                onChange={edit('email')}
              />
            )}
          </Field>
          <div role="alert">
            {refusal && (
              <Problem id={problemId}>
                <strong>{refusal.notice.title}</strong>
                {refusal.notice.text}
              </Problem>
            )}
          </div>
          <FormActions>
            <Button type="submit">{registration.submitLabel}</Button>
            {exitButton}
          </FormActions>
        </Form>
      </>
    );
  }

  if (state.phase === 'finished') {
    const score = computeIqScore({
      answered: state.answered,
      correct: state.correct,
      difficultyTotal: state.difficultyTotal,
      elapsedMs: (state.finishedAt ?? 0) - (state.startedAt ?? 0),
    });
    return (
      <>
        <CardHeading id={headingId}>{block.title}</CardHeading>
        <ScoreTitle ref={register('score')} tabIndex={-1}>
          {block.result.title}
        </ScoreTitle>
        <ScoreRow>
          <Score>{score}</Score>
          <RawScore>{fill(block.result.rawScore, { correct: state.correct, answered: state.answered })}</RawScore>
        </ScoreRow>
        <Verdict>{levelOf(block.result.levels, score).text}</Verdict>
        {block.result.booking && <Invitation>{block.result.booking.text}</Invitation>}
        <Actions>
          {block.result.booking && <CtaButton cta={block.result.booking.cta} />}
          <Button type="button" variant={block.result.booking ? 'secondary' : 'primary'} onClick={tryAgain}>
            {block.result.tryAgainLabel}
          </Button>
        </Actions>
      </>
    );
  }

  const question = block.questions[state.used.at(-1)!];
  const answered = state.phase !== 'playing';
  const last = isLastQuestion(state, block.questions.length, block.quizLength);
  const total = Math.min(block.quizLength, block.questions.length);
  const markOf = (index: number): OptionMark => {
    if (!answered) return undefined;
    if (index === question.correctAnswer) return 'right';
    return index === state.chosen ? 'wrong' : undefined;
  };
  return (
    <>
      <CardHeading id={headingId}>{block.title}</CardHeading>
      <Progress>{fill(block.quiz.progress, { current: state.used.length, total })}</Progress>
      <Bar aria-hidden="true">
        <div style={{ transform: `scaleX(${(state.used.length - (answered ? 0 : 1)) / total})` }} />
      </Bar>
      <Question ref={register('question')} tabIndex={-1}>
        {question.question}
      </Question>
      <Options>
        {question.options.map((option, index) => {
          const mark = markOf(index);
          return (
            <li key={index}>
              <Option
                type="button"
                mark={mark}
                disabled={answered}
                onClick={() => dispatch({ type: 'answer', option: index })}
              >
                <span>{option}</span>
                {mark && <Icon name={mark === 'right' ? 'check' : 'x'} size={20} />}
              </Option>
            </li>
          );
        })}
      </Options>
      <div role="status">
        {answered && (
          <Feedback right={state.phase === 'correct'}>
            {state.phase === 'correct'
              ? block.quiz.correct
              : // An answer written as a sentence brings its own full stop; the text around it ends the sentence.
                fill(block.quiz.incorrect, { answer: question.options[question.correctAnswer].replace(/[.!?]+$/, '') })}
          </Feedback>
        )}
      </div>
      <Actions>
        {answered && (
          <Button
            ref={register('next')}
            type="button"
            onClick={() => dispatch({ type: 'next', now: Date.now(), random: Math.random() })}
          >
            {last ? block.quiz.resultsLabel : block.quiz.nextLabel}
          </Button>
        )}
        {exitButton}
      </Actions>
    </>
  );
}
