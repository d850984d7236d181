import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkeletonBlocks } from '#src/components/page-frame.tsx';
import { PageTitle } from '#src/components/ui/design-parts.tsx';
import classes from './inbox.module.css';

/**
 * The inbox as prerendered and until the session is known (ADR 0125): its back link, heading and
 * what the inbox holds, then the space of the filters and leads; then the inbox inside it (ADR
 * 0129). The intro needs no data and is the first screen's largest text: the frame paints it and it
 * stays, the same element, when the leads arrive.
 */
export function InboxFrame({ children }: { children?: ReactNode }) {
  return (
    <div className={`page ${classes.wide}`}>
      <Link to="/admin-panel" className={classes.backLink}>
        ← Admin Panel
      </Link>
      <PageTitle>Inbox</PageTitle>
      <p className={classes.intro}>
        Contact requests, lead forms, booked calls, applications, e-mailed quotes and after-sale requests
        arrive here as customers send them, newest first. Open a lead to work it, or select several to assign
        them.
      </p>
      {children ?? <SkeletonBlocks lines={0} blocks={3} />}
    </div>
  );
}
