import { useCallback, useEffect, useState, type RefObject } from 'react';
import classes from './missing-hint.module.css';

// "What is missing" beside a disabled button (ADR 0119): a grey Calculate says why it is grey.

/** The hint itself; nothing is shown once nothing is missing. Point the button's aria-describedby at `id`. */
export function MissingHint({ id, missing }: { id: string; missing: readonly string[] }) {
  return (
    <p id={id} className={classes.hint} aria-live="polite">
      {missing.length === 0 ? '' : `Still needed: ${joinNames(missing)}.`}
    </p>
  );
}

function joinNames(names: readonly string[]): string {
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more`] : names;
  return shown.length === 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

/** A field's name as its label reads, without the required mark. */
function labelOf(element: Element): string {
  const group = element.closest('[role="radiogroup"]');
  const labelledBy = group?.getAttribute('aria-labelledby');
  const text =
    group && labelledBy
      ? (document.getElementById(labelledBy)?.textContent ?? '')
      : element instanceof HTMLInputElement || element instanceof HTMLSelectElement
        ? (element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '')
        : '';
  return text.replace(/\s*\*\s*$/, '').trim();
}

/**
 * The labels of a form's required fields that are still empty (a radio group with nothing
 * chosen counts once) and of fields marked invalid, in the form's order.
 */
export function missingFields(form: HTMLFormElement): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    if (name !== '' && !names.includes(name)) names.push(name);
  };
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (element.disabled || element.type === 'hidden') continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      const group = element.closest('[role="radiogroup"]');
      const required = element.required || group?.getAttribute('aria-required') === 'true';
      const chosen = group?.querySelector('input[type="radio"]:checked') ?? null;
      if (required && chosen === null) add(labelOf(element));
      continue;
    }
    const empty = element.value.trim() === '';
    if ((element.required && empty) || element.getAttribute('aria-invalid') === 'true') add(labelOf(element));
  }
  return names;
}

/**
 * `missingFields` of the form around `buttonRef`, kept up to date as the visitor types or picks
 * (the form's input and change events) and whenever `revision` changes (validity from the resolver).
 */
export function useMissingFields(
  buttonRef: RefObject<HTMLButtonElement | null>,
  revision: unknown,
): string[] {
  const [missing, setMissing] = useState<string[]>([]);
  const update = useCallback(() => {
    const form = buttonRef.current?.form;
    if (!form) return;
    const next = missingFields(form);
    setMissing((prev) => (prev.join('\n') === next.join('\n') ? prev : next));
  }, [buttonRef]);
  useEffect(() => {
    const form = buttonRef.current?.form;
    if (!form) return;
    // After the field's own handlers have run and React has rendered the new value.
    const later = () => setTimeout(update, 0);
    update();
    form.addEventListener('input', later);
    form.addEventListener('change', later);
    form.addEventListener('focusout', later);
    return () => {
      form.removeEventListener('input', later);
      form.removeEventListener('change', later);
      form.removeEventListener('focusout', later);
    };
  }, [buttonRef, update, revision]);
  return missing;
}
