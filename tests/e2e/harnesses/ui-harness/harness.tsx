import { ThemeProvider } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '#ui/controls/button';
import { Dialog } from '#ui/dialogs/dialog';
import { Field } from '#ui/controls/field';
import { GlobalStyles } from '#ui/theme/global-styles';
import { Input } from '#ui/controls/input';
import { showNotice } from '#ui/dialogs/show-notice';
import { theme } from '#ui/theme/theme';
// The icons' drawings, which the app's entry loads for the site (see src/ui/theme/icon.tsx).
import '#generated/icons.css';

/** The primitives on one page, each driven by buttons as a visitor would, for the Chromium tests in tests/e2e/ui-primitives.spec.ts. */
function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <Button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Demo dialog" maxWidth="400px" maxHeight="300px">
        <p>First paragraph.</p>
        <Button type="button">Inside one</Button> <Button type="button">Inside two</Button>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Line {index + 1} of content taller than the dialog.</p>
        ))}
      </Dialog>
      <div style={{ height: '200vh' }} />
    </section>
  );
}

function NoticesDemo() {
  return (
    <section>
      <Button type="button" onClick={() => void showNotice('Saved.', { variant: 'success', autoHideMs: 3000 })}>
        Show success
      </Button>
      <Button
        type="button"
        onClick={() => {
          void showNotice('First notice', { autoHideMs: 3000 });
          void showNotice('Second notice', { autoHideMs: 3000 });
        }}
      >
        Show two in a row
      </Button>
      <Button
        type="button"
        onClick={() => void showNotice('Sending failed.', { variant: 'destructive', autoHideMs: null })}
      >
        Show destructive
      </Button>
    </section>
  );
}

function FieldDemo() {
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setError(typeof email === 'string' && email.includes('@') ? undefined : 'Please enter a valid email address.');
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field label="Work email" hint="We reply within a day." error={error} required>
        {(control) => <Input {...control} name="email" type="email" />}
      </Field>
      <Button type="submit">Send</Button>
    </form>
  );
}

const demos = { dialog: DialogDemo, notices: NoticesDemo, field: FieldDemo };
const Demo = demos[(new URLSearchParams(location.search).get('demo') ?? 'dialog') as keyof typeof demos];

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <GlobalStyles />
    <Demo />
  </ThemeProvider>,
);
