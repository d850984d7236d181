import type { ReactNode } from 'react';
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SkeletonBlocks } from '#src/components/page-frame.tsx';
import classes from './inbox.module.css';

/** The inbox's back link and heading, with the page's action (Export) beside the heading. */
export function InboxTop({ action }: { action?: ReactNode }) {
  return (
    <>
      <Anchor component={Link} to="/admin-panel" size="sm" c="navy.8">
        ← Admin Panel
      </Anchor>
      <Group justify="space-between" align="center" my="md">
        <Title order={1} c="navy.8">
          Inbox
        </Title>
        {action}
      </Group>
    </>
  );
}

/**
 * The inbox as prerendered and until the session is known (ADR 0125): the same back link and
 * heading as `InboxView`, in the same places, then the space of the filters and leads.
 */
export function InboxFrame() {
  return (
    <div className={`page ${classes.wide}`}>
      <InboxTop />
      <SkeletonBlocks lines={0} blocks={3} />
    </div>
  );
}
