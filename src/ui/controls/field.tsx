import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

/** What a field hands its control, so label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** A line under the label, e.g. the expected format. */
  hint?: string;
  /** The message under the control; the control is marked invalid while there is one. */
  error?: string;
  required?: boolean;
  /** Renders the control with the given props: `{(control) => <Input {...control} name="email" />}`. */
  children: (control: FieldControlProps) => ReactNode;
}

const Wrap = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[1] }));

const Label = styled.label(({ theme }) => ({ fontWeight: theme.fontWeight.medium }));

const Hint = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.xs }));

const ErrorText = styled.p(({ theme }) => ({
  color: theme.color.destructive,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.medium,
}));

/**
 * A labelled form field: label, optional hint, the control, and its error under it. The hint and the
 * error describe the control (`aria-describedby`), an error marks it `aria-invalid`, and the error
 * slot is a live region so a message that appears is read out.
 */
export function Field({ label, hint, error, required = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      <div aria-live="polite">{error && <ErrorText id={errorId}>{error}</ErrorText>}</div>
    </Wrap>
  );
}
