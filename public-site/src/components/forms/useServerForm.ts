'use client';

import { useState, type ChangeEvent } from 'react';
import { RequestFailure, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';
import { serverMessageText } from './form-texts';

export type Submission<T> = { ok: true; answer: T } | { ok: false; failure: RequestFailure };

/**
 * A form the server validates: it keeps what was typed (also when sending fails), sends it once
 * at a time, and gives each field the server's first message for it. The rules live on the
 * server; the form shows its answers.
 */
export function useServerForm<Field extends string>(initial: Record<Field, string>, serverMessages: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  /** Fields edited since the last answer: the server's message about their old value no longer applies. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  /** Changes a field's value, as typing in it does (for inputs that are not text fields: a picker, a rating). */
  function set(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
  }

  /** The server's message about a field's value, in the page's language; none once the field is edited. */
  function message(name: Field): string | undefined {
    const text = edited.has(name) ? undefined : failure?.fieldMessage(name);
    return text && serverMessageText(serverMessages, text);
  }

  /** The props a TextField needs: its value, and the server's message under it. */
  function field(name: Field) {
    const text = message(name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
      error: Boolean(text),
      helperText: text,
    };
  }

  /** Sends the values; a failure is also kept for the form to show. */
  async function submit<T>(send: (values: Record<Field, string>) => Promise<T>): Promise<Submission<T>> {
    setSending(true);
    setFailure(null);
    setEdited(new Set());
    try {
      return { ok: true, answer: await send(values) };
    } catch (error) {
      const failure = error instanceof RequestFailure ? error : new RequestFailure(500, SYSTEM_ERROR_TEXT);
      setFailure(failure);
      return { ok: false, failure };
    } finally {
      setSending(false);
    }
  }

  return { values, setValues, set, message, field, sending, failure, submit };
}
