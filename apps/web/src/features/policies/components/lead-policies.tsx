import { useState } from 'react';
import {
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import {
  PAYMENT_SCHEDULES,
  PAYMENT_SCHEDULE_LABELS,
  createPolicySchema,
} from '@brokerage/shared/policies/policy-schemas';
import type { PolicyDocument } from '@brokerage/shared/policies/policy-schemas';
import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import {
  saveDocument,
  useCreatePolicy,
  useLeadPolicies,
  useReplyToRequest,
  useUploadDocument,
} from '../api/policies-api.ts';
import { fileAsBase64 } from '#src/lib/file-as-base64.ts';
import { useInsurers } from '#src/lib/insurers-query.ts';

/** What the lead drawer shows of the after-sale work: policies of an application, or the reply to a request. */
export function LeadPolicies({ lead }: { lead: InboxRow }) {
  if (lead.kind === 'after-sale') return <ReplyForm leadId={lead.id} />;
  if (lead.kind !== 'life-application' && lead.kind !== 'travel-application') return null;
  return <ApplicationPolicies lead={lead} />;
}

function StaffDocument({ document }: { document: PolicyDocument }) {
  return (
    <Button
      variant="subtle"
      color="navy.8"
      size="compact-sm"
      onClick={() => void saveDocument(`admin/documents/${document.id}`, document.fileName)}
    >
      Download {document.fileName}
      {document.kind === 'reply' ? ' (sent with the customer’s answer)' : ''}
    </Button>
  );
}

function ApplicationPolicies({ lead }: { lead: InboxRow }) {
  const data = useLeadPolicies(lead.id).data;
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="lead-policies">
      <Title order={2} size="h4" id="lead-policies" mb="xs">
        Policies and documents
      </Title>
      <Stack gap="xs" align="flex-start">
        {data?.applicationDocuments.map((document) => (
          <StaffDocument key={document.id} document={document} />
        ))}
        {data?.policies.map((policy) => (
          <div key={policy.id}>
            <Text size="sm" fw={600}>
              Policy {policy.policyNumber} ({policy.status}): {policy.insurerName}, {policy.planName},{' '}
              {formatDisplayDate(policy.startDate)} to {formatDisplayDate(policy.endDate)},{' '}
              {formatCad(policy.premiumCents)}
            </Text>
            {policy.documents.map((document) => (
              <StaffDocument key={document.id} document={document} />
            ))}
            {policy.reminders.map((reminder) => (
              <Text key={reminder.kind + reminder.sentAt} size="xs">
                Reminder sent: {reminder.label}
              </Text>
            ))}
          </div>
        ))}
        <UploadForm
          key={data?.policies[0]?.id ?? 'application'}
          leadId={lead.id}
          policies={data?.policies.map((p) => ({ id: p.id, number: p.policyNumber })) ?? []}
        />
        {creating ? (
          <CreatePolicyForm lead={lead} onDone={() => setCreating(false)} />
        ) : (
          <Button variant="outline" color="navy.8" size="xs" onClick={() => setCreating(true)}>
            Create a policy
          </Button>
        )}
      </Stack>
    </section>
  );
}

function UploadForm({ leadId, policies }: { leadId: string; policies: { id: string; number: string }[] }) {
  const upload = useUploadDocument(leadId);
  const [file, setFile] = useState<File | null>(null);
  // The newest policy by default: the customer sees its documents on the policy.
  const [target, setTarget] = useState<string>(policies[0]?.id ?? 'application');
  const send = async () => {
    if (file === null) return;
    const content = await fileAsBase64(file);
    await upload.mutateAsync(
      target === 'application'
        ? { leadId, fileName: file.name, content }
        : { policyId: target, fileName: file.name, content },
    );
    setFile(null);
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <FileInput
        label="Insurer's document (PDF, JPEG or PNG, at most 10 MB)"
        accept="application/pdf,image/jpeg,image/png"
        value={file}
        onChange={setFile}
        w={260}
      />
      <Select
        label="Attach to"
        data={[
          { value: 'application', label: 'The application' },
          ...policies.map((p) => ({ value: p.id, label: `Policy ${p.number}` })),
        ]}
        value={target}
        allowDeselect={false}
        onChange={(value) => setTarget(value ?? 'application')}
        w={200}
      />
      <Button
        color="navy.8"
        size="sm"
        disabled={file === null}
        loading={upload.isPending}
        onClick={() => void send()}
      >
        Upload
      </Button>
    </Group>
  );
}

function CreatePolicyForm({ lead, onDone }: { lead: InboxRow; onDone: () => void }) {
  const create = useCreatePolicy(lead.id);
  // The insurers staff keep at /admin/insurers (ADR 0097): one added there is offered at once.
  const insurers = useInsurers();
  const [values, setValues] = useState({
    policyNumber: '',
    insurer: '',
    planName: '',
    startDate: '',
    endDate: '',
    rateVersion: '',
    paymentSchedule: 'single',
    insured: `${lead.firstName} ${lead.lastName}`,
    insuredBirth: '',
  });
  const [premium, setPremium] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });
  const submit = async () => {
    const checked = createPolicySchema.safeParse({
      leadId: lead.id,
      policyNumber: values.policyNumber,
      insurer: values.insurer,
      planName: values.planName,
      startDate: values.startDate,
      endDate: values.endDate,
      // Beyond any premium (or not a number): left out, so the schema's own message shows.
      premiumCents:
        typeof premium === 'number' && Math.abs(premium) < 1e12 ? dollarsToCents(premium) : undefined,
      paymentSchedule: values.paymentSchedule,
      rateVersion: values.rateVersion,
      insuredPersons: [{ name: values.insured, dateOfBirth: values.insuredBirth }],
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key =
          issue.path[0] === 'insuredPersons'
            ? issue.path[2] === 'name'
              ? 'insured'
              : 'insuredBirth'
            : String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await create.mutateAsync(checked.data);
    onDone();
  };
  const text = (key: keyof typeof values, label: string, type: 'text' | 'date' = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={values[key]}
      error={errors[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
    />
  );
  return (
    <Stack gap="xs" w="100%" component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      {text('policyNumber', 'Policy number')}
      <Select
        label="Insurer"
        searchable
        data={(insurers.data ?? []).map((i) => ({ value: i.code, label: i.name }))}
        value={values.insurer || null}
        error={errors.insurer}
        onChange={(value) => set('insurer')(value ?? '')}
      />
      {text('planName', 'Plan')}
      {text('startDate', 'Start date', 'date')}
      {text('endDate', 'End date', 'date')}
      <NumberInput
        label="Premium ($)"
        min={0}
        decimalScale={2}
        value={premium}
        error={errors.premiumCents}
        onChange={setPremium}
      />
      <Select
        label="Payment schedule"
        data={PAYMENT_SCHEDULES.map((s) => ({ value: s, label: PAYMENT_SCHEDULE_LABELS[s] }))}
        value={values.paymentSchedule}
        allowDeselect={false}
        onChange={(value) => set('paymentSchedule')(value ?? 'single')}
      />
      {text('rateVersion', 'Rate version (optional)')}
      {text('insured', 'Insured person')}
      {text('insuredBirth', 'Insured person’s date of birth', 'date')}
      <Group>
        <Button type="submit" color="navy.8" loading={create.isPending}>
          Save the policy
        </Button>
        <Button variant="subtle" color="navy.8" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function ReplyForm({ leadId }: { leadId: string }) {
  const reply = useReplyToRequest(leadId);
  const [note, setNote] = useState('');
  return (
    <section aria-labelledby="lead-reply">
      <Title order={2} size="h4" id="lead-reply" mb="xs">
        Reply to the customer
      </Title>
      <Stack gap="xs">
        <Textarea label="Reply" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <Group>
          <Button
            color="navy.8"
            disabled={note.trim() === ''}
            loading={reply.isPending}
            onClick={() => void reply.mutateAsync(note).then(() => setNote(''))}
          >
            Send the reply
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
