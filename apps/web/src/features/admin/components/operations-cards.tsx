import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OperationRun } from '@brokerage/shared/admin/mail-outbox';
import { useOperationsStatus } from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import classes from './admin.module.css';

// Said plainly: while mail is not delivered, customers get no verification, reset or booking mail.
const MAIL_STATE = {
  delivering: 'Delivering',
  failing: 'Failing: mail is waiting after a failed delivery',
  files: 'Not delivered: written to files (MAIL_TRANSPORT=files)',
} as const;

const when = (iso: string) => `${dateEastern(iso)} ${timeEastern(iso)}`;

function sizeText(bytes: unknown): string {
  if (typeof bytes !== 'number') return '';
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function runText(run: OperationRun | null | undefined, kind: 'backup' | 'retention'): string {
  if (run === undefined) return '…';
  if (run === null) return 'Never run';
  if (run.status === 'running') return `Running since ${when(run.startedAt)}`;
  if (run.status === 'failed') return `Failed ${when(run.startedAt)}`;
  if (kind === 'backup') return `${when(run.startedAt)}, ${sizeText(run.details.bytes)}`;
  const removed = Object.values((run.details.removed ?? {}) as Record<string, number>).reduce(
    (a, b) => a + b,
    0,
  );
  return `${when(run.startedAt)}, ${removed} record${removed === 1 ? '' : 's'} removed`;
}

/** The admin panel's operations row: last backup, last retention run, the mail outbox. */
export function OperationsCards() {
  const status = useOperationsStatus();
  const data = status.data;
  const every = (hours: number | null | undefined, what: string) =>
    hours === undefined ? '' : hours === null ? `No scheduled ${what}` : `Every ${hours} h`;
  return (
    <section aria-labelledby="operations-heading">
      <Title order={2} id="operations-heading" size="h3" c="navy.8" mt="xl" mb="md">
        Running the site
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 3 }}>
        <Card withBorder padding="lg" className={classes.card}>
          <Text size="sm" c="dimmed">
            Last backup
          </Text>
          <Text fw={600} aria-live="polite">
            {runText(data?.lastBackup ?? (data === undefined ? undefined : null), 'backup')}
          </Text>
          <Text size="sm">{every(data?.backupEveryHours, 'backups')}</Text>
        </Card>
        <Card withBorder padding="lg" className={classes.card}>
          <Text size="sm" c="dimmed">
            Last retention run
          </Text>
          <Text fw={600} aria-live="polite">
            {runText(data?.lastRetention ?? (data === undefined ? undefined : null), 'retention')}
          </Text>
          <Text size="sm">{every(data?.retentionEveryHours, 'retention runs')}</Text>
        </Card>
        <Card withBorder padding="lg" className={classes.card}>
          <Text size="sm" c="dimmed">
            E-mail sent by the site
          </Text>
          <Text fw={600} aria-live="polite" c={data?.mail === 'delivering' ? undefined : 'red.9'}>
            {data === undefined ? '…' : MAIL_STATE[data.mail]}
          </Text>
          <Link to="/admin/mail" className={classes.cardLink}>
            Mail outbox
          </Link>
        </Card>
      </SimpleGrid>
    </section>
  );
}
