import { useRef, useState } from 'react';

/**
 * A form's problems are shown once the person tries to send it, then follow every change (a
 * message goes away as soon as it is fixed). Sending focuses the first field that needs attention.
 * `validate(fields)` checks only some fields (the magic link needs the e-mail, not the password).
 */
export function useFormCheck<K extends string, P extends string = string>(
  current: Partial<Record<K, P>>,
  order: readonly K[],
) {
  const [scope, setScope] = useState<readonly K[] | null>(null);
  const refs = useRef(new Map<K, HTMLElement | null>());

  const problems: Partial<Record<K, P>> = {};
  for (const field of scope ?? []) if (current[field]) problems[field] = current[field];

  const validate = (fields: readonly K[] = order): boolean => {
    setScope(fields);
    const first = order.find((field) => fields.includes(field) && current[field]);
    if (first) refs.current.get(first)?.focus();
    return first === undefined;
  };

  const ref = (field: K) => (element: HTMLElement | null) => {
    refs.current.set(field, element);
  };

  return { problems, validate, ref };
}
