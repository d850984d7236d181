import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  INBOX_KIND_LABELS,
  isApplicationKind,
  statusesFor,
} from '@brokerage/shared/staff-inbox/inbox-options';
import { NOTE_MAX } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxStatus } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxDetail, InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { useAssignLeads, useChangeLeadStatus, useLeadDetail } from '../api/inbox-api.ts';
import { DueBadge } from './due-badge.tsx';
import { STATUS_COLORS } from '#src/components/status-colors.ts';
import { fullName, torontoTime } from './inbox-format.ts';
import classes from './inbox.module.css';

export interface LeadDrawerProps {
  leadId: string | null;
  onClose: () => void;
  onOpenLead: (id: string) => void;
  /** More about the lead from other features, composed by the route (policies, documents, replies). */
  leadExtra?: ((row: InboxRow) => ReactNode) | undefined;
}

const EVENT_TITLES: Record<InboxDetail['timeline'][number]['kind'], (status: string) => string> = {
  received: () => 'Received',
  status: (status) => `Status: ${status}`,
  assignment: () => 'Assignment',
  note: () => 'Note',
  reply: (status) => `Customer’s answer (status: ${status})`,
};

/**
 * One lead: status and note form, then the lead in sections (person, request, quote or
 * application, plan and premium), timeline, mails, and the person's other requests and quotes.
 */
export function LeadDrawer({ leadId, onClose, onOpenLead, leadExtra }: LeadDrawerProps) {
  const detail = useLeadDetail(leadId);
  const data = detail.data;
  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={data === undefined ? 'Lead' : `${data.row.reference}: ${fullName(data.row)}`}
      closeButtonProps={{ 'aria-label': 'Close the lead' }}
    >
      {data === undefined ? (
        <Loader color="navy.8" role="status" aria-label="Loading the lead" />
      ) : (
        <LeadBody detail={data} onOpenLead={onOpenLead} extra={leadExtra?.(data.row)} />
      )}
    </Drawer>
  );
}

function LeadBody({
  detail,
  onOpenLead,
  extra,
}: {
  detail: InboxDetail;
  onOpenLead: (id: string) => void;
  extra: ReactNode;
}) {
  const { row } = detail;
  const assign = useAssignLeads();
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="wrap">
        <Badge color={STATUS_COLORS[row.status] ?? '#374151'} variant="filled">
          {row.status}
        </Badge>
        <Text size="sm">{INBOX_KIND_LABELS[row.kind]}</Text>
        <Text size="sm">Received {row.receivedLabel}</Text>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">Assignee: {row.assigneeName ?? 'Unassigned'}</Text>
        <Button
          variant="outline"
          color="navy.8"
          size="xs"
          loading={assign.isPending}
          onClick={() => void assign.mutateAsync({ ids: [row.id], assignee: 'me' })}
        >
          Assign to me
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600}>
          Reply due by
        </Text>
        <DueBadge row={row} />
      </div>
      <StatusForm detail={detail} key={`${row.id}-${row.status}`} />
      {extra}
      {detail.sections.map((section) => (
        <section key={section.id} aria-labelledby={`lead-${section.id}`}>
          <Title order={2} size="h4" id={`lead-${section.id}`} mb="xs">
            {section.title}
          </Title>
          <dl className={classes.pairs}>
            {section.fields.map((field) => (
              <div key={field.label} className={classes.pair}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="lead-timeline">
        <Title order={2} size="h4" id="lead-timeline" mb="xs">
          Notes and status
        </Title>
        <ol className={classes.timeline}>
          {detail.timeline.map((event) => (
            <li key={event.id}>
              <Text size="sm" fw={600}>
                {EVENT_TITLES[event.kind](event.status ?? '')}
              </Text>
              {event.note !== '' && <Text size="sm">{event.note}</Text>}
              <Text size="xs" c="dimmed">
                {torontoTime(event.createdAt)}
                {event.actorName === null ? '' : ` · ${event.actorName}`}
                {event.noteToCustomer ? ' · sent to the customer' : ''}
              </Text>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="lead-mails">
        <Title order={2} size="h4" id="lead-mails" mb="xs">
          Mails sent to the customer
        </Title>
        {detail.mails.length === 0 ? (
          <Text size="sm">None yet.</Text>
        ) : (
          <ul>
            {detail.mails.map((mail) => (
              <li key={mail.id}>
                <Text size="sm">
                  {mail.subject} ({mail.status}, {torontoTime(mail.createdAt)})
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lead-related">
        <Title order={2} size="h4" id="lead-related" mb="xs">
          Same customer’s other requests
        </Title>
        {detail.related.length === 0 && detail.quotes.length === 0 ? (
          <Text size="sm">No other request or quote with this e-mail or phone.</Text>
        ) : (
          <ul>
            {detail.related.map((other) => (
              <li key={other.id}>
                <UnstyledButton className={classes.reference} onClick={() => onOpenLead(other.id)}>
                  {other.reference}
                </UnstyledButton>{' '}
                <Text span size="sm">
                  {INBOX_KIND_LABELS[other.kind]}
                  {other.productName === null ? '' : ` (${other.productName})`}, {other.status},{' '}
                  {torontoTime(other.receivedAt)}
                </Text>
              </li>
            ))}
            {detail.quotes.map((quote) => (
              <li key={`${quote.kind}-${quote.id}`}>
                <Text span size="sm" fw={700}>
                  {quote.productName} quote
                </Text>{' '}
                <Text span size="sm">
                  {torontoTime(quote.createdAt)}: {quote.summary}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Stack>
  );
}

function StatusForm({ detail }: { detail: InboxDetail }) {
  const { row } = detail;
  const change = useChangeLeadStatus(row.id);
  const [status, setStatus] = useState<string>(row.status);
  const [note, setNote] = useState('');
  const [toCustomer, setToCustomer] = useState(false);
  const application = isApplicationKind(row.kind);
  const nothing = status === row.status && note.trim() === '';

  async function save() {
    await change.mutateAsync({
      ...(status === row.status ? {} : { status: status as InboxStatus }),
      note: note.trim(),
      noteToCustomer: application && toCustomer,
    });
    setNote('');
  }

  return (
    <form
      aria-label="Status and note"
      onSubmit={(event) => {
        event.preventDefault();
        if (!nothing) void save();
      }}
    >
      <Stack gap="xs">
        <Select
          label="Status"
          data={statusesFor(row.kind).map((value) => ({ value, label: value }))}
          value={status}
          onChange={(value) => setStatus(value ?? row.status)}
          allowDeselect={false}
        />
        <Textarea
          label="Note"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
        />
        {application && (
          <Checkbox
            label="Send the note to the customer with the status e-mail"
            checked={toCustomer}
            onChange={(event) => setToCustomer(event.currentTarget.checked)}
          />
        )}
        {application && status !== row.status && (
          <Text size="sm">The customer is e-mailed about the new status.</Text>
        )}
        <Group>
          <Button type="submit" color="navy.8" disabled={nothing} loading={change.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
