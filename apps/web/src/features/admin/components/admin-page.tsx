import type { ReactNode } from 'react';
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Frame of an admin page: the title, actions, and a link back to the panel. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <Anchor component={Link} to="/admin-panel" size="sm" c="navy.8">
        ← Admin Panel
      </Anchor>
      <Group justify="space-between" align="center" my="md">
        <Title order={1} c="navy.8">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </div>
  );
}
