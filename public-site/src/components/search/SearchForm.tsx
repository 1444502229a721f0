'use client';
import { createContext, useCallback, useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { carryOverHref } from '@/i18n/language';
import { paramsFromEntries, searchFromParams, searchHref, type ListSorts } from '@/lib/list-search';

/** Runs the search a form's fields describe (with extra fields, e.g. a skill picked from a type-ahead). */
export const SearchNavigation = createContext<((data: FormData) => void) | null>(null);

interface SearchFormProps {
  /** The list searched: the form's GET action. */
  action: string;
  /** The filters the list reads (`filter[<name>]`) and its orders. */
  names: readonly string[];
  sorts: ListSorts;
  /** Changes with every search shown: the fields are then set back to what it shows. */
  stateKey: string;
  children: ReactNode;
}

/** A change of these fields runs the search at once; typing words waits for Enter or the button. */
function runsOnChange(target: EventTarget): boolean {
  return target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));
}

/**
 * The search page's one GET form: keyword box, filter panel and sort. Without scripts it is a
 * plain form (submitted with its buttons); with them every change of a filter or the order moves
 * to the new search's URL through the router, so the results update without a reload, the URL
 * stays shareable and Back returns to the previous search.
 */
export function SearchForm({ action, names, sorts, stateKey, children }: SearchFormProps) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const navigate = useCallback(
    (data: FormData) => {
      const search = searchFromParams(paramsFromEntries(data), names, sorts);
      // In the page's language, keeping the campaign and beta code the visitor came with.
      const href = searchHref(search, carryOverHref(action, window.location.pathname + window.location.search));
      // The visitor stays where they are on the page: the panel they are using, the results beside it.
      startTransition(() => router.push(href, { scroll: false }));
    },
    [action, names, sorts, router],
  );

  // Fields keep what was typed or ticked until told otherwise: after Back, a removed chip or
  // "Clear all", each shows again what the search on screen uses (React has updated the fields'
  // defaults to it). Words are set only when the search's words changed, so a visitor typing
  // while a filter applies keeps their text.
  const shownWords = useRef(new Map<Element, string>());
  const mounted = useRef(false);
  useEffect(() => {
    const fields = Array.from(form.current?.elements ?? []).filter((field): field is HTMLInputElement => field instanceof HTMLInputElement && Boolean(field.name));
    const boxes = fields.filter((field) => field.type === 'checkbox' || field.type === 'radio');
    if (!mounted.current) {
      mounted.current = true;
      // A box ticked while the scripts were still loading is applied now rather than undone.
      if (boxes.some((box) => box.checked !== box.defaultChecked)) navigate(new FormData(form.current!));
    } else {
      for (const box of boxes) box.checked = box.defaultChecked;
    }
    for (const field of fields) {
      if (field.type !== 'search' && field.type !== 'text') continue;
      const shown = shownWords.current.get(field);
      if (shown !== undefined && shown !== field.defaultValue) field.value = field.defaultValue;
      shownWords.current.set(field, field.defaultValue);
    }
  }, [stateKey, navigate]);

  return (
    <SearchNavigation value={navigate}>
      <form
        ref={form}
        method="get"
        action={action}
        data-enhanced={enhanced ? 'true' : undefined}
        aria-busy={pending}
        onChange={(event) => runsOnChange(event.target) && navigate(new FormData(event.currentTarget))}
        onSubmit={(event) => {
          event.preventDefault();
          navigate(new FormData(event.currentTarget));
        }}
      >
        {children}
      </form>
    </SearchNavigation>
  );
}
