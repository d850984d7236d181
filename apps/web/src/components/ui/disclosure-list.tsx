import { useId, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import classes from './disclosure-list.module.css';

export interface DisclosureItem {
  /** Unique within the list. */
  key: string;
  summary: ReactNode;
  body: ReactNode;
}

interface DisclosureListProps {
  items: DisclosureItem[];
  /** Index of the item open at first, or none. */
  initiallyOpen?: number;
}

/**
 * Questions and answers, one open at a time; a second click closes the open one (platform spec
 * section 2). Native `<details name>` does both without a script, so a content page's list needs
 * no hydration (ADR 0127); browsers without exclusive `name` groups simply allow several open.
 */
export function DisclosureList({ items, initiallyOpen }: DisclosureListProps) {
  const group = useId();
  return (
    <div className={classes.list}>
      {items.map((item, index) => (
        <details key={item.key} name={group} open={index === initiallyOpen} className={classes.item}>
          <summary className={classes.summary}>
            <span className={classes.label}>{item.summary}</span>
            <ChevronDownIcon size={16} className={classes.chevron} />
          </summary>
          <div className={classes.panel}>{item.body}</div>
        </details>
      ))}
    </div>
  );
}
