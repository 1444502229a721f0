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

  /** The props a TextField needs: its value, and the server's message under it. */
  function field(name: Field) {
    const message = edited.has(name) ? undefined : failure?.fieldMessage(name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
      },
      error: Boolean(message),
      helperText: message && serverMessageText(serverMessages, message),
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

  return { values, setValues, field, sending, failure, submit };
}
