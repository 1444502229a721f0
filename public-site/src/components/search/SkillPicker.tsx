'use client';
import { useContext, useEffect, useRef, useState } from 'react';
import type { Language } from '@/i18n/language';
import { callApi, RequestFailure, SEARCH_TIMEOUT_MS, SYSTEM_ERROR_TEXT } from '@/lib/browser/api';
import { interpolate } from '@/lib/format/template';
import { cx } from '@/components/ui/classes';
import { SearchNavigation } from './SearchForm';
import styles from './Search.module.css';

interface SkillPickerProps {
  /** `failed` says `{reason}`: why the suggestions did not come, from `reasons` (the transport's texts in the page's language). */
  labels: { label: string; placeholder: string; none: string; failed: string; reasons: Record<string, string> };
  /** Jobs per skill (system name) for the search on screen, as far as the API's skills facet counts them. */
  counts: Record<string, number>;
  /** Skills already filtered on (not suggested again). */
  picked: string[];
  language: Language;
}

interface Suggestion {
  name: string;
  systemName: string;
}

const LIST_ID = 'skill-picker-options';
const SUGGESTIONS = 8;
/** Typing pauses this long before the skills are asked for. */
const TYPING_PAUSE_MS = 200;

/**
 * A type-ahead over every skill (`GET /api/v1/skills?q=`), beside the panel's most frequent
 * skills: picking one adds it to the skills filter. It needs scripts, so it appears only once they
 * run; without them the panel's skill boxes remain.
 */
export function SkillPicker({ labels, counts, picked, language }: SkillPickerProps) {
  const navigate = useContext(SearchNavigation);
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ q: string; suggestions: Suggestion[] } | { failure: string } | null>(null);
  const [active, setActive] = useState(0);
  const pickedKey = picked.join(',');
  useEffect(() => setReady(true), []);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi<{ data: { attributes: { name: string; system_name: string } }[] }>('/skills', {
        query: { q, 'page[size]': SUGGESTIONS, lang: language === 'jp' ? 'jp' : undefined },
        signal: controller.signal,
        timeoutMs: SEARCH_TIMEOUT_MS,
      })
        .then((body) => {
          const taken = pickedKey.split(',');
          const suggestions = body.data.map(({ attributes }) => ({ name: attributes.name, systemName: attributes.system_name })).filter((skill) => !taken.includes(skill.systemName));
          setAnswer({ q, suggestions });
          setActive(0);
        })
        .catch((error: unknown) => controller.signal.aborted || setAnswer({ failure: error instanceof RequestFailure ? error.message : SYSTEM_ERROR_TEXT }));
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, language, pickedKey]);

  if (!ready) return null;
  const suggestions = answer && 'suggestions' in answer && text.trim() ? answer.suggestions : [];
  const expanded = suggestions.length > 0;
  const message =
    answer && 'failure' in answer
      ? interpolate(labels.failed, { reason: labels.reasons[answer.failure] ?? answer.failure })
      : answer && text.trim() && !suggestions.length
        ? interpolate(labels.none, { q: answer.q })
        : null;

  const pick = (skill: Suggestion) => {
    const form = input.current?.form;
    if (!form || !navigate) return;
    const data = new FormData(form);
    data.append('filter[skills]', skill.systemName);
    setText('');
    navigate(data);
  };

  return (
    <div className={styles.picker}>
      <input
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (expanded) setActive((active + (event.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
          } else if (event.key === 'Enter') {
            // Enter picks a skill; it never submits the whole form with half a word.
            event.preventDefault();
            if (expanded) pick(suggestions[active]);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
          }
        }}
        placeholder={labels.placeholder}
        role="combobox"
        aria-label={labels.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-activedescendant={expanded ? `${LIST_ID}-${active}` : undefined}
        autoComplete="off"
        maxLength={60}
        className={cx(styles.input, styles.pickerInput)}
      />
      <ul id={LIST_ID} role="listbox" aria-label={labels.label} hidden={!expanded} className={styles.suggestions}>
        {suggestions.map((skill, index) => (
          <li
            key={skill.systemName}
            id={`${LIST_ID}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the click picks before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(skill)}
            className={styles.suggestion}
          >
            <span>{skill.name}</span>
            {counts[skill.systemName] !== undefined && <span className={styles.count}>{counts[skill.systemName].toLocaleString()}</span>}
          </li>
        ))}
      </ul>
      {message && (
        <div role="status" className={cx(styles.pickerMessage, answer !== null && 'failure' in answer && styles.pickerFailed)}>
          {message}
        </div>
      )}
    </div>
  );
}
