'use client';

import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { RequestFailure, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';
import { typedBeforeHydration } from '@/lib/browser/typed-before-hydration';
import { completeLinkOnLeave } from '@/lib/format/links';
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
  /** The fields' elements by name, for the one look at them once the form is hydrated. */
  const elements = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const keepElement = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element) elements.current.set(element.name, element);
  }, []);
  const initialValues = useRef(initial);

  // A form that came with the page takes what was typed into it before React took over.
  useEffect(() => {
    const typed = typedBeforeHydration(initialValues.current, (name) => elements.current.get(name));
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

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

  /** The props a TextField needs: its value, the server's message under it, and its element. */
  function field(name: Field) {
    const text = message(name);
    return {
      name,
      inputRef: keepElement,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
      // Leaving a link field (type="url") puts https:// before a link typed without it.
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (event.target.type === 'url') completeLinkOnLeave((link) => set(name, link))(event);
      },
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
