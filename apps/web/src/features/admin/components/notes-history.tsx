import { Text } from '@mantine/core';
import type { StatusNote } from '@brokerage/shared/contact/contact-schemas';
import { dateEastern, timeEastern } from './admin-format.ts';

/** The notes history of a record (platform spec section 3): status and note. */
export function NotesHistory({ notes }: { notes: StatusNote[] }) {
  if (notes.length === 0) return <Text c="dimmed">No admin notes yet.</Text>;
  return (
    <ol aria-label="Admin notes" style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {notes.map((n) => (
        <li key={`${n.createdAt}-${n.status}`}>
          <strong>{n.status}</strong> ({dateEastern(n.createdAt)} {timeEastern(n.createdAt)})
          {n.note ? `: ${n.note}` : ''}
        </li>
      ))}
    </ol>
  );
}
