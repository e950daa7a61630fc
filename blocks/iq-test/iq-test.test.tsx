// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { IqQuestion, IqTestBlock } from '#generated/site-types';
import { showNotice } from '#ui/dialogs/show-notice';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import IqTest from './iq-test';

vi.mock('#ui/dialogs/show-notice', () => ({
  showNotice: vi.fn(() => Promise.resolve()),
  closeNotices: vi.fn(),
}));

/** 12 questions: question i is "Question i?", its right answer "right i" at i % 4, difficulty 1 + i % 4. */
const questions: IqQuestion[] = Array.from({ length: 12 }, (_, index) => ({
  id: `q${index}`,
  question: `Question ${index}?`,
  options: [0, 1, 2, 3].map((option) => (option === index % 4 ? `right ${index}` : `wrong ${index}.${option}`)),
  correctAnswer: index % 4,
  difficultyLevel: 1 + (index % 4),
}));

const block: IqTestBlock = {
  type: 'iq-test',
  title: 'Test Your IQ',
  text: 'Ten quick questions.',
  startLabel: 'Start IQ Test',
  noScript: 'Needs JavaScript.',
  loadError: 'Could not load.',
  questions,
  quizLength: 10,
  noticeDelayMs: 5000,
  registration: {
    title: 'Before You Start',
    text: 'Who is taking it?',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    submitLabel: 'Begin',
  },
  quiz: {
    progress: 'Question {current} of {total}',
    correct: 'Correct!',
    incorrect: 'Incorrect. The right answer is {answer}.',
    nextLabel: 'Next Question',
    resultsLabel: 'See Results',
    exitLabel: 'Exit Test',
  },
  sampleLabel: 'A sample question',
  result: {
    title: 'Your IQ Score',
    rawScore: 'Raw Score: {correct}/{answered}',
    tryAgainLabel: 'Try Again',
    levels: [
      { from: 70, text: 'A fair start.' },
      { from: 110, text: 'A strong result.' },
    ],
    booking: {
      text: 'Tell us what you are building.',
      cta: { label: 'Book a Meeting', href: '/contact', variant: 'primary', isExternal: false },
    },
  },
  notices: {
    missingInformation: { title: 'Missing Information', text: 'Please fill in all fields to continue.' },
    invalidEmail: { title: 'Invalid Email', text: 'Please enter a valid email address.' },
    registered: { title: 'Registration Complete', text: "Your information has been saved. Let's start the test!" },
    registrationFailed: {
      title: 'Registration Error',
      text: 'There was a problem saving your information. You can still proceed with the test.',
    },
  },
};

let posts: unknown[];
let answer: () => Response;

beforeEach(() => {
  posts = [];
  answer = () => new Response(JSON.stringify({ id: 'lead-1' }), { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(showNotice).mockClear();
  vi.restoreAllMocks();
});

const region = () => screen.getByRole('region');
const notices = () =>
  vi
    .mocked(showNotice)
    .mock.calls.map(([text, options]) => `${options?.title}: ${text} (${options?.variant}, ${options?.autoHideMs})`);

async function start() {
  renderBlock(<IqTest block={block} context={createBlockContext()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Start IQ Test' }));
  // The quiz's module is imported on Start; the first import can take a while on a busy machine.
  await screen.findByRole('heading', { name: 'Before You Start' }, { timeout: 10_000 });
}

function fill(values: { firstName?: string; lastName?: string; email?: string }) {
  for (const [label, value] of [
    ['First Name', values.firstName],
    ['Last Name', values.lastName],
    ['Email', values.email],
  ] as const) {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }
}

const currentQuestion = () =>
  Number(/Question (\d+)\?/.exec(within(region()).getByRole('heading', { level: 3 }).textContent!)![1]);

it('shows only the invitation until Start, then the registration form with the first field focused', async () => {
  renderBlock(<IqTest block={block} context={createBlockContext()} />);
  expect(within(region()).getByRole('heading', { level: 2 }).textContent).toBe('Test Your IQ');
  expect(region().textContent).toContain('Ten quick questions.');
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Start IQ Test' }));
  // The quiz's module is imported on Start; the first import can take a while on a busy machine.
  await screen.findByRole('heading', { name: 'Before You Start' }, { timeout: 10_000 });
  // The focus moves in an effect after the form is on screen: on a busy machine, a moment after.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name', { exact: false })));
});

it('checks empty fields first, then the email: the notice in the form, the fields it is about marked, no toast', async () => {
  await start();
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  const problem = () => within(region()).getByRole('alert');
  fill({ firstName: 'Ada', lastName: '   ', email: '' });
  // The rules load as the form shows: the check comes once they are in.
  fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() => expect(problem().textContent).toBe('Missing InformationPlease fill in all fields to continue.'));
  expect(['First Name', 'Last Name', 'Email'].map((label) => field(label).getAttribute('aria-invalid'))).toEqual([
    null,
    'true',
    'true',
  ]);
  expect(field('Last Name').getAttribute('aria-describedby')).toBe(problem().firstElementChild!.id);
  // A field corrected is no longer marked; the notice stays while another is.
  fill({ lastName: 'Lovelace' });
  expect(field('Last Name').getAttribute('aria-invalid')).toBeNull();
  expect(problem().textContent).toContain('Missing Information');
  fill({ email: 'ada@example' });
  expect(problem().textContent).toBe('');
  fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() => expect(problem().textContent).toBe('Invalid EmailPlease enter a valid email address.'));
  expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  expect(notices()).toEqual([]);
  expect(posts).toEqual([]);
  expect(screen.getByRole('heading', { name: 'Before You Start' })).toBeTruthy();
});

it('plays 10 different questions, says right or wrong, and scores them; Try Again starts over with an empty form', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  await start();
  fill({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com ' });
  fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() =>
    expect(notices()).toEqual([
      "Registration Complete: Your information has been saved. Let's start the test! (success, 5000)",
    ]),
  );
  expect(posts).toEqual([{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }]);

  const asked: number[] = [];
  for (let count = 1; count <= 10; count++) {
    expect(region().textContent).toContain(`Question ${count} of 10`);
    const index = currentQuestion();
    asked.push(index);
    // The first three wrong, the rest right.
    const pick =
      count <= 3
        ? screen.getAllByRole('button', { name: /^wrong/ })[0]
        : screen.getByRole('button', { name: `right ${index}` });
    fireEvent.click(pick);
    expect(screen.getByRole('status').textContent).toBe(
      count <= 3 ? `Incorrect. The right answer is right ${index}.` : 'Correct!',
    );
    fireEvent.click(screen.getByRole('button', { name: count === 10 ? 'See Results' : 'Next Question' }));
  }
  expect(new Set(asked).size).toBe(10);
  expect(screen.getByRole('heading', { name: 'Your IQ Score' })).toBeTruthy();
  expect(region().textContent).toContain('Raw Score: 7/10');
  const score = Number(region().textContent!.match(/Your IQ Score(\d+)/)![1]);
  expect(score).toBeGreaterThanOrEqual(70);
  expect(score).toBeLessThanOrEqual(145);
  // A sentence about the score (its level), and the way on: a line and the booking button.
  expect(region().textContent).toContain(score >= 110 ? 'A strong result.' : 'A fair start.');
  expect(region().textContent).toContain('Tell us what you are building.');
  expect(within(region()).getByRole('link', { name: 'Book a Meeting' }).getAttribute('href')).toBe('/contact');

  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByRole('button', { name: 'Start IQ Test' })).toBe(document.activeElement);
  fireEvent.click(screen.getByRole('button', { name: 'Start IQ Test' }));
  expect((screen.getByLabelText('Email', { exact: false }) as HTMLInputElement).value).toBe('');
  expect(posts).toHaveLength(1);
});

it('goes on after a failed save with the error notice; Exit Test saves once, then not again', async () => {
  answer = () => new Response('{}', { status: 503 });
  await start();
  fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() =>
    expect(notices()).toEqual([
      'Registration Error: There was a problem saving your information. You can still proceed with the test. (destructive, 5000)',
    ]),
  );
  expect(region().textContent).toContain('Question 1 of 10');

  answer = () => new Response(JSON.stringify({ id: 'lead-2' }), { status: 201 });
  fireEvent.click(screen.getAllByRole('button', { name: /^(right|wrong)/ })[0]);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exit Test' })));
  expect(screen.getByRole('button', { name: 'Start IQ Test' })).toBeTruthy();
  expect(posts).toHaveLength(2);

  // Back in: the details are kept and saved, so neither registering nor exiting sends them again.
  fireEvent.click(screen.getByRole('button', { name: 'Start IQ Test' }));
  expect((screen.getByLabelText('Email', { exact: false }) as HTMLInputElement).value).toBe('ada@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
  await waitFor(() => expect(region().textContent).toContain('Question 1 of 10'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exit Test' })));
  expect(posts).toHaveLength(2);
});

it('Exit Test from an empty form saves nothing', async () => {
  await start();
  fill({ firstName: 'Ada' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Exit Test' })));
  expect(posts).toEqual([]);
  expect(screen.getByRole('button', { name: 'Start IQ Test' })).toBe(document.activeElement);
});
