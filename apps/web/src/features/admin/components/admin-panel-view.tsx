import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminPanelCounts } from '../api/admin-api.ts';
import classes from './admin.module.css';
import { OperationsCards } from './operations-cards.tsx';

// The lead counts are the inbox's own (one count by type and status): each card's inbox link opens
// the view that lists exactly that many leads.
const CARDS = [
  { key: 'inbox', label: 'Leads in the inbox', to: '/admin/inbox', linkText: 'Inbox' },
  {
    key: 'newContacts',
    label: 'New contacts',
    to: '/admin/contacts',
    linkText: 'Contact inquiries',
    inboxView: '/admin/inbox?type=contact&status=Pending',
  },
  {
    key: 'todaysAppointments',
    label: 'Today’s appointments',
    to: '/admin/appointments',
    linkText: 'Appointments',
  },
  {
    key: 'serviceInquiries',
    label: 'Services inquiries',
    to: '/services/list',
    linkText: 'Services list',
    inboxView: '/admin/inbox?type=service',
  },
  { key: 'applications', label: 'Applications', to: '/admin/applications', linkText: 'Applications' },
  {
    key: 'sampleRateTables',
    label: 'Rate tables on sample rates',
    to: '/admin/rates',
    linkText: 'Rate tables',
    adminOnly: true,
  },
  {
    key: 'insurers',
    label: 'Insurers we work with',
    to: '/admin/insurers',
    linkText: 'Insurers',
    adminOnly: true,
  },
  {
    key: 'subscriptions',
    label: 'Newsletter subscriptions',
    to: '/newsletters/subscriptions/list',
    linkText: 'Subscription list',
  },
] as const;

/**
 * `/admin-panel`: the counts, each with a link to its list; the route adds the inbox dashboard.
 * Rate tables and operations are the admin's: an advisor is not shown them.
 */
export function AdminPanelView({ dashboard, isAdmin }: { dashboard?: ReactNode; isAdmin: boolean }) {
  const counts = useAdminPanelCounts();
  const cards = CARDS.filter((card) => isAdmin || !('adminOnly' in card));
  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="lg">
        Admin Panel
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 3 }}>
        {cards.map((card) => (
          <Card key={card.key} withBorder padding="lg" className={classes.card}>
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text className={classes.count} aria-live="polite">
              {counts.data === undefined ? '…' : counts.data[card.key]}
            </Text>
            <Link to={card.to} className={classes.cardLink}>
              {card.linkText}
            </Link>
            {'inboxView' in card && (
              <Link to={card.inboxView} className={classes.cardLink}>
                {card.label} in the inbox
              </Link>
            )}
          </Card>
        ))}
      </SimpleGrid>
      {dashboard}
      {isAdmin && <OperationsCards />}
    </div>
  );
}
