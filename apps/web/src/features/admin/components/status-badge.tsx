import { Badge } from '@mantine/core';

// Status labels map to styles, Pending as the fallback (platform spec section 3).
const COLORS: Record<string, string> = { Pending: 'orange.9', 'In Progress': 'blue.8', Completed: 'green.9' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? COLORS.Pending} variant="filled">
      {status}
    </Badge>
  );
}
