import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ContactFormBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { FORM_PAGE_FIELD, RECEIVED_PAGE_FIELD } from '#site/leads/contact-form-post';
import { createLeadClient } from '#site/leads/lead-client';
import { checkContact, CONTACT_FIELDS, HONEYPOT_FIELD, type FieldErrors } from '#site/leads/lead-rules';
import { Button } from '#ui/controls/button';
import { Dialog } from '#ui/dialogs/dialog';
import { Field, type FieldControlProps } from '#ui/controls/field';
import { Input } from '#ui/controls/input';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';
import { showNotice } from '#ui/dialogs/show-notice';
import { useHydrated } from '#ui/idle/use-hydrated';
import { CountryCodePicker } from './country-code-picker';
import { stylePanel } from '#ui/styles/panel';

type FieldName = (typeof CONTACT_FIELDS)[number];
/** What the fields hold: text, and for the employee count the number Formik reads from a number input ('' while empty). */
type ContactValues = Record<Exclude<FieldName, 'employees'> | typeof HONEYPOT_FIELD, string> & {
  employees: number | '';
};

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(24px)' }, to: { opacity: 1, transform: 'none' } });

const Panel = styled.div(({ theme }) => ({
  containerType: 'inline-size',
  padding: theme.space[6],
  ...stylePanel(theme, { shadow: 'md' }),
  animation: `${enter} ${theme.motion.slow} ${theme.motion.easing} ${theme.motion.enterDelay} both`,
  [theme.mobile]: { padding: theme.space[4] },
  [theme.reducedMotion]: { animation: 'none' },
}));

/**
 * Two columns on wider screens, one on phones and wherever the form itself is narrow (beside the calendar
 * at 1024 px, where a half row cannot hold the country code and the phone number with their labels on one
 * line each); `data-wide` fields take the whole row.
 */
const Grid = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'start',
  [theme.mobile]: { gridTemplateColumns: '1fr' },
  '@container (max-width: 36rem)': { gridTemplateColumns: '1fr' },
  '& > [data-wide]': { gridColumn: '1 / -1' },
  // The messages the server writes into the page it answers a form posted without JavaScript.
  '& [data-server-error]': {
    color: theme.color.destructive,
    fontSize: theme.fontSize.xs,
    fontWeight: theme.fontWeight.medium,
  },
  '& [data-server-error="body"]': { gridColumn: '1 / -1', fontSize: theme.fontSize.sm },
}));

const TextArea = Input.withComponent('textarea');

/** The code's column has one width for the native select (prerendered) and the button that replaces it, so nothing moves. */
const PhoneRow = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '8.5rem minmax(0, 1fr)',
  gap: theme.space[3],
  alignItems: 'start',
}));

/** A field bots fill and people never see: kept out of sight and out of the tab order. */
const Honeypot = styled.div({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end' });

const ReceivedActions = styled(Actions)(({ theme }) => ({ marginTop: theme.space[5] }));

const client = createLeadClient('/api/contact');

const SENT_FIELDS: ReadonlyArray<keyof ContactValues> = [...CONTACT_FIELDS, HONEYPOT_FIELD];

function toSubmission(values: ContactValues): Record<string, string | number> {
  return Object.fromEntries(SENT_FIELDS.map((name) => [name, values[name]]));
}

/**
 * The contact form. Every rule and message is the lead server's (`lead-rules`), run here by Formik on
 * the fields and again by the server; the lead client sends it with one Idempotency-Key per submission.
 * Prerendered it is a plain form posting to the server, the country code a native select.
 */
export default function ContactForm({ block, context }: BlockProps<ContactFormBlock>) {
  const headingId = useId();
  const hydrated = useHydrated();
  const [received, setReceived] = useState(false);
  const codes = useMemo(
    () => block.countries.map((entry) => ({ code: entry.code, country: entry.country })),
    [block.countries],
  );
  const initialValues: ContactValues = {
    firstName: '',
    lastName: '',
    email: '',
    countryCode: block.defaultCountry.code,
    phone: '',
    company: '',
    employees: '',
    message: '',
    website: '',
  };

  const form = useFormik<ContactValues>({
    initialValues,
    validate: (values) => {
      const result = checkContact(toSubmission(values), context.settings.blockedEmailDomains);
      return result.ok ? {} : result.errors;
    },
    onSubmit: async (values, helpers) => {
      const result = await client.submit(toSubmission(values));
      if (result.status === 'stored') {
        helpers.resetForm();
        setReceived(true);
        return;
      }
      const fieldErrors: FieldErrors =
        result.status === 'invalid'
          ? Object.fromEntries(Object.entries(result.errors).filter(([name]) => name in values))
          : {};
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
      else showNotice(block.failure.message, { title: block.failure.title, variant: 'destructive' });
    },
  });

  // After a submit that found a mistake (here or on the server) the first field to fix takes the focus, so
  // a keyboard or screen-reader user lands on it instead of hunting for it.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.submitCount === 0 || form.isSubmitting) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isSubmitting]);

  const errorOf = (name: FieldName) => (form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined);
  const textField = (
    name: Exclude<FieldName, 'countryCode' | 'message'>,
    type: string,
    extra: Record<string, string> = {},
  ) => (
    <Field label={block.labels[name]} error={errorOf(name)} required>
      {(control) => <Input {...control} {...extra} type={type} {...form.getFieldProps(name)} />}
    </Field>
  );
  const countryControl = (control: FieldControlProps) =>
    hydrated ? (
      <CountryCodePicker
        control={control}
        label={block.labels.countryCode}
        value={form.values.countryCode}
        countries={codes}
        texts={block.countrySearch}
        onChange={(code) => form.setFieldValue('countryCode', code)}
        onBlur={() => form.setFieldTouched('countryCode')}
      />
    ) : (
      <Input as="select" {...control} {...form.getFieldProps('countryCode')}>
        {codes.map(({ code, country }) => (
          <option key={code} value={code}>
            {`${code} ${country}`}
          </option>
        ))}
      </Input>
    );

  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
      <Panel>
        <Grid
          ref={formElement}
          method="post"
          action="/api/contact"
          noValidate
          aria-labelledby={headingId}
          onSubmit={form.handleSubmit}
        >
          <input type="hidden" name={FORM_PAGE_FIELD} value={context.route.path} />
          <input type="hidden" name={RECEIVED_PAGE_FIELD} value={block.receivedPage} />
          {textField('firstName', 'text', { autoComplete: 'given-name' })}
          {textField('lastName', 'text', { autoComplete: 'family-name' })}
          {textField('email', 'email', { autoComplete: 'email' })}
          <PhoneRow>
            <Field label={block.labels.countryCode} error={errorOf('countryCode')} required>
              {countryControl}
            </Field>
            {/* tel-national is a text-group autofill name (HTML's autofill table), so the field is text with a phone keypad. */}
            {textField('phone', 'text', { autoComplete: 'tel-national', inputMode: 'tel' })}
          </PhoneRow>
          {textField('company', 'text', { autoComplete: 'organization' })}
          {textField('employees', 'number', { inputMode: 'numeric', min: '1' })}
          <div data-wide="">
            <Field label={block.labels.message} error={errorOf('message')} required>
              {(control) => <TextArea {...control} rows={5} {...form.getFieldProps('message')} />}
            </Field>
          </div>
          <Honeypot aria-hidden="true">
            <input type="text" tabIndex={-1} autoComplete="off" {...form.getFieldProps(HONEYPOT_FIELD)} />
          </Honeypot>
          <Actions data-wide="">
            <Button type="submit" disabled={form.isSubmitting}>
              {form.isSubmitting ? block.submittingLabel : block.submitLabel}
            </Button>
          </Actions>
        </Grid>
      </Panel>
      <Dialog
        open={received}
        onClose={() => setReceived(false)}
        title={block.received.title}
        closeLabel={block.received.closeLabel}
      >
        <p>{block.received.message}</p>
        {/* The spec's visible Close button, besides the dialog's own × in its corner. */}
        <ReceivedActions>
          <Button type="button" onClick={() => setReceived(false)}>
            {block.received.closeLabel}
          </Button>
        </ReceivedActions>
      </Dialog>
    </Section>
  );
}
