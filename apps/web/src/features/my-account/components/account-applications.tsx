import { Alert, Button, Card, FileInput, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  REPLY_FILES_COUNT_MESSAGE,
  REPLY_FILES_MAX,
  REPLY_FILES_MAX_BYTES,
  REPLY_FILES_SIZE_MESSAGE,
  REPLY_FILES_TYPE_MESSAGE,
  REPLY_MAX,
  replyToApplicationSchema,
} from '@brokerage/shared/accounts/my-applications-schemas';
import type { AccountApplication } from '@brokerage/shared/accounts/my-applications-schemas';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { fileAsBase64 } from '#src/lib/file-as-base64.ts';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { replyToApplication, withdrawApplication } from '../api/my-account-api.ts';
import { applicationsQueryKey, fetchApplicationList } from './application-list.tsx';
import { StatusBadge } from '#src/components/ui/design-parts.tsx';
import classes from './account-applications.module.css';

/** Applications: each with its status, the timeline staff wrote for the customer, and Withdraw. */
export function AccountApplications() {
  const applications = useQuery({ queryKey: applicationsQueryKey, queryFn: fetchApplicationList });
  if (applications.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const rows = applications.data ?? [];
  if (rows.length === 0)
    return (
      <Text>
        No applications yet. Life applications you send while signed in, and travel applications made with
        your confirmed e-mail, show here.
      </Text>
    );
  return (
    <Stack gap="md">
      {rows.map((application) => (
        <ApplicationCard key={`${application.kind}-${application.id}`} application={application} />
      ))}
    </Stack>
  );
}

function ApplicationCard({ application }: { application: AccountApplication }) {
  const titleId = `application-${application.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {application.productName} application
          </Title>
          <Text size="sm">
            Reference {application.reference}, submitted on {formatDisplayDate(application.submittedOn)}
          </Text>
          {/* The plan and premium applied for (ADR 0088). */}
          {application.plan !== null && <Text size="sm">Plan: {application.plan}</Text>}
        </div>
        <StatusBadge status={application.status} />
      </Group>
      <Title order={3} size="h5" mt="md" mb="xs">
        What happened
      </Title>
      <ol className={classes.timeline}>
        {application.timeline.map((event) => (
          <li key={event.at}>
            <Text size="sm" fw={700} component="span">
              {formatDisplayDate(event.date)}
            </Text>{' '}
            <Text size="sm" component="span">
              {event.fromCustomer
                ? `Your answer (${event.status ?? ''})`
                : event.status === null
                  ? 'A note from your advisor'
                  : event.status}
            </Text>
            {event.note !== null && (
              <Text size="sm" className={classes.note}>
                {event.note}
              </Text>
            )}
          </li>
        ))}
      </ol>
      {application.canReply && <ReplyForm application={application} />}
      {application.canWithdraw && <WithdrawStep application={application} />}
    </Card>
  );
}

const REPLY_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The answer's files as the server will judge them (it reads each file's content too). */
function replyFilesError(files: readonly File[]): string | undefined {
  if (files.length > REPLY_FILES_MAX) return REPLY_FILES_COUNT_MESSAGE;
  const wrong = files.find((file) => !REPLY_FILE_TYPES.includes(file.type));
  if (wrong !== undefined) return `${wrong.name}: ${REPLY_FILES_TYPE_MESSAGE}`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > REPLY_FILES_MAX_BYTES ? REPLY_FILES_SIZE_MESSAGE : undefined;
}

type ReplyInput = z.input<ReturnType<typeof replyToApplicationSchema>>;
type ReplyOutput = z.output<ReturnType<typeof replyToApplicationSchema>>;

// The form makes its schema when it first validates, not when the section loads (ADR 0134).
const replyResolver = lazyResolver<ReplyInput, unknown, ReplyOutput>(() =>
  zodResolver(replyToApplicationSchema()),
);

/** 'More information needed': the customer answers here; the advisor gets it by e-mail and in the inbox. */
function ReplyForm({ application }: { application: AccountApplication }) {
  const client = useQueryClient();
  const form = useForm<ReplyInput, unknown, ReplyOutput>({
    resolver: replyResolver,
    defaultValues: { message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const filesError = replyFilesError(files);
  const onSubmit = form.handleSubmit(async (body) => {
    if (filesError !== undefined) return;
    const attached = await Promise.all(
      files.map(async (file) => ({ fileName: file.name, content: await fileAsBase64(file) })),
    );
    const answer = await replyToApplication(application, { ...body, files: attached }).catch(() => undefined);
    if (!answer) return;
    if (answer.message) notifySuccess(answer.message);
    form.reset();
    setFiles([]);
    await client.invalidateQueries({ queryKey: applicationsQueryKey });
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`Answer your advisor about application ${application.reference}`}
    >
      <Stack gap="xs" mt="md">
        <Textarea
          label="Your answer to your advisor"
          description="Write the information your advisor asked for. They will see it at once and get back to you."
          required
          rows={4}
          maxLength={REPLY_MAX}
          {...form.register('message')}
          error={errors.message?.message}
        />
        <FileInput
          label="Files (optional)"
          description={`PDF, JPEG or PNG; at most ${REPLY_FILES_MAX} files, 10 MB together.`}
          multiple
          clearable
          accept={REPLY_FILE_TYPES.join(',')}
          value={files}
          onChange={setFiles}
          error={filesError}
        />
        <Group>
          <Button type="submit" color="navy.8" loading={isSubmitting}>
            Send my answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Withdraw asks once more before it acts: a withdrawn application cannot be taken back. */
function WithdrawStep({ application }: { application: AccountApplication }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const what = `${application.productName} application ${application.reference}`;
  async function withdraw() {
    setBusy(true);
    const answer = await withdrawApplication(application).catch(() => undefined);
    setBusy(false);
    setConfirming(false);
    if (answer?.message) notifySuccess(answer.message);
    await client.invalidateQueries({ queryKey: applicationsQueryKey });
  }
  if (!confirming)
    return (
      <Group mt="md">
        <Button
          variant="outline"
          color="red.9"
          onClick={() => setConfirming(true)}
          aria-label={`Withdraw the ${what}`}
        >
          Withdraw
        </Button>
      </Group>
    );
  return (
    <Alert color="red" variant="light" mt="md" title="Withdraw this application?">
      <Text size="sm" mb="sm">
        We will stop working on your {what}. This cannot be undone; to apply again you would start a new
        application.
      </Text>
      <Group gap="sm">
        <Button color="red.9" loading={busy} onClick={() => void withdraw()}>
          Yes, withdraw
        </Button>
        <Button variant="outline" color="navy.8" onClick={() => setConfirming(false)}>
          Keep my application
        </Button>
      </Group>
    </Alert>
  );
}
