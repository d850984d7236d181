import { Badge } from '@mantine/core';

// Status labels map to styles, Pending as the fallback (platform spec section 3). Dark shades
// keep white text at 7:1 or more (N24).
const COLORS: Record<string, string> = { Pending: '#9a3412', 'In Progress': '#1e40af', Completed: '#166534' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? COLORS.Pending} variant="filled">
      {status}
    </Badge>
  );
}
