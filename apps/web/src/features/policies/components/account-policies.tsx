import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDisplayDate, isCivilDate } from '@brokerage/shared/dates/civil-date';
import { formatCad } from '@brokerage/shared/money/cents';
import {
  AFTER_SALE_REQUEST_LABELS,
  EXTENSION_DECLARATION,
  LIFE_REQUEST_TYPES,
  NOT_VISA_PROOF_DECLARATION,
  PAYMENT_SCHEDULE_LABELS,
  REFUND_REASONS,
  REFUND_REASON_LABELS,
  TRAVEL_REQUEST_TYPES,
  afterSaleRequestSchema,
  isTravelProduct,
  refundEstimateCents,
} from '@brokerage/shared/policies/policy-schemas';
import type { AfterSaleRequestType, Policy, PolicyDocument } from '@brokerage/shared/policies/policy-schemas';
import { STATUS_COLORS } from '#src/components/status-colors.ts';
import {
  saveDocument,
  useExtensionPremium,
  useMyAfterSaleRequests,
  useMyPolicies,
  useSendAfterSaleRequest,
  useStopReminders,
} from '../api/policies-api.ts';
import { fileAsBase64 } from '#src/lib/file-as-base64.ts';

// Dark shades keep white text at 7:1 or more (N24), as the lead statuses' colours do.
const POLICY_STATUS_COLORS: Record<string, string> = {
  Active: '#166534',
  Ended: '#374151',
  Cancelled: '#991b1b',
};

function DocumentButton({ document }: { document: PolicyDocument }) {
  return (
    <Button
      variant="subtle"
      color="navy.8"
      size="compact-sm"
      onClick={() => void saveDocument(`account/documents/${document.id}`, document.fileName)}
    >
      Download {document.fileName}
    </Button>
  );
}

/** My account > Policies: the customer's policies, their documents, reminders and change requests. */
export function AccountPolicies({ today }: { today: string }) {
  const policies = useMyPolicies();
  const requests = useMyAfterSaleRequests();
  if (policies.isPending) return <Loader color="navy.8" role="status" aria-label="Loading" />;
  const data = policies.data ?? { policies: [], applicationCopies: [] };
  return (
    <Stack gap="lg">
      {data.policies.length === 0 && (
        <Text>
          No policies yet. Once the insurer issues your policy, an advisor adds it here with its documents.
        </Text>
      )}
      {data.policies.map((policy) => (
        <PolicyCard key={policy.id} policy={policy} today={today} />
      ))}
      {(requests.data ?? []).length > 0 && (
        <section aria-labelledby="my-after-sale-requests">
          <Title order={2} size="h3" id="my-after-sale-requests" mb="xs">
            My requests on policies
          </Title>
          <Stack gap="sm">
            {(requests.data ?? []).map((request) => (
              <Card key={request.id} withBorder padding="md">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>
                    {request.reference}: {request.summary}
                  </Text>
                  <Badge color={STATUS_COLORS[request.status] ?? '#374151'} variant="filled">
                    {request.status}
                  </Badge>
                </Group>
                <Text size="sm">Policy {request.policyNumber}</Text>
                {request.replies.map((reply) => (
                  <Text key={reply.createdAt} size="sm" mt="xs">
                    Our reply: {reply.note}
                  </Text>
                ))}
              </Card>
            ))}
          </Stack>
        </section>
      )}
      {data.applicationCopies.length > 0 && (
        <section aria-labelledby="my-application-copies">
          <Title order={2} size="h3" id="my-application-copies" mb="xs">
            My application documents
          </Title>
          <Stack gap={4} align="flex-start">
            {data.applicationCopies.map((copy) => (
              <DocumentButton key={copy.id} document={copy} />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function PolicyCard({ policy, today }: { policy: Policy; today: string }) {
  const stop = useStopReminders();
  const [asking, setAsking] = useState(false);
  const titleId = `policy-${policy.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {policy.productName} policy {policy.policyNumber}
          </Title>
          <Badge color={POLICY_STATUS_COLORS[policy.status] ?? '#374151'} variant="filled">
            {policy.status}
          </Badge>
        </Group>
        <Text size="sm">
          {policy.insurerName}, {policy.planName}
        </Text>
        <Text size="sm">
          From {formatDisplayDate(policy.startDate)} to {formatDisplayDate(policy.endDate)}
        </Text>
        <Text size="sm">
          Premium {formatCad(policy.premiumCents)} ({PAYMENT_SCHEDULE_LABELS[policy.paymentSchedule]})
        </Text>
        <Text size="sm">Insured: {policy.insuredPersons.map((p) => p.name).join(', ')}</Text>
        {policy.documents.length > 0 && (
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={600}>
              Documents
            </Text>
            {policy.documents.map((document) => (
              <DocumentButton key={document.id} document={document} />
            ))}
          </Stack>
        )}
        <Switch
          label="E-mail me reminders before this policy ends"
          checked={!policy.remindersStopped}
          onChange={(event) =>
            void stop.mutateAsync({ policyId: policy.id, stopped: !event.currentTarget.checked })
          }
        />
        {policy.reminders.map((reminder) => (
          <Text key={reminder.kind + reminder.sentAt} size="xs" c="dimmed">
            Reminder sent: {reminder.label}
          </Text>
        ))}
        {policy.status === 'Active' &&
          (asking ? (
            <RequestForm policy={policy} today={today} onDone={() => setAsking(false)} />
          ) : (
            <Group>
              <Button variant="outline" color="navy.8" onClick={() => setAsking(true)}>
                Ask for a change
              </Button>
            </Group>
          ))}
      </Stack>
    </Card>
  );
}

type Fields = Record<string, string>;

function RequestForm({ policy, today, onDone }: { policy: Policy; today: string; onDone: () => void }) {
  const types: readonly AfterSaleRequestType[] = isTravelProduct(policy.productValue)
    ? TRAVEL_REQUEST_TYPES
    : LIFE_REQUEST_TYPES;
  const [type, setType] = useState<AfterSaleRequestType>(types[0] ?? 'policy-review');
  const [fields, setFields] = useState<Fields>({});
  const [declared, setDeclared] = useState(false);
  const [claimReported, setClaimReported] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<Fields>({});
  const send = useSendAfterSaleRequest(policy.id);
  const field = (name: string, label: string, inputType: 'text' | 'date' = 'text') => (
    <TextInput
      label={label}
      type={inputType}
      value={fields[name] ?? ''}
      error={errors[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.currentTarget.value })}
    />
  );
  const newEnd = fields.newEndDate ?? '';
  const returnDate = fields.returnDate ?? '';
  const extension = useExtensionPremium(
    policy.id,
    type === 'extend' && isCivilDate(newEnd) && newEnd > policy.endDate ? newEnd : null,
  );

  const submit = async () => {
    const body = {
      type,
      ...fields,
      note: fields.note ?? '',
      noChangeInHealthNoClaim: declared,
      notVisaProof: declared,
      claimReported,
      proof: proof === null ? undefined : { fileName: proof.name, content: await fileAsBase64(proof) },
    };
    const checked = afterSaleRequestSchema.safeParse(body);
    if (!checked.success) {
      const found: Fields = {};
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'note')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    await send.mutateAsync(checked.data);
    onDone();
  };

  return (
    <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Select
        label="What would you like to change?"
        data={types.map((t) => ({ value: t, label: AFTER_SALE_REQUEST_LABELS[t] }))}
        value={type}
        allowDeselect={false}
        onChange={(value) => value !== null && setType(value as AfterSaleRequestType)}
      />
      {type === 'extend' && (
        <>
          {field('newEndDate', 'New end date', 'date')}
          {isCivilDate(newEnd) && newEnd > policy.endDate && (
            <Text size="sm" role="status" c={extension.isError ? 'red.8' : undefined}>
              {extension.isError
                ? extension.error.message
                : extension.data
                  ? `Premium for the ${extension.data.addedDays} added day${extension.data.addedDays === 1 ? '' : 's'}: ${formatCad(extension.data.amountCents)} (${extension.data.explanation})`
                  : 'Pricing the added days…'}
            </Text>
          )}
          {today > policy.endDate && (
            <Text c="red.8">An extension must be asked for before the policy ends.</Text>
          )}
          <Checkbox
            label={EXTENSION_DECLARATION}
            checked={declared}
            error={errors.noChangeInHealthNoClaim}
            onChange={(e) => setDeclared(e.currentTarget.checked)}
          />
        </>
      )}
      {type === 'change-dates' && (
        <>
          {field('newStartDate', 'New start date', 'date')}
          {field('newEndDate', 'New end date', 'date')}
        </>
      )}
      {type === 'add-traveller' && (
        <>
          {field('name', 'Traveller’s full name')}
          {field('dateOfBirth', 'Traveller’s date of birth', 'date')}
        </>
      )}
      {type === 'cancel-refund' && (
        <>
          <Select
            label="Reason"
            data={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
            value={fields.reason ?? null}
            error={errors.reason}
            onChange={(value) => setFields({ ...fields, reason: value ?? '' })}
          />
          {field('returnDate', 'Date you came back (or the trip would have started)', 'date')}
          <Checkbox
            label="I have reported a claim on this policy"
            checked={claimReported}
            onChange={(e) => setClaimReported(e.currentTarget.checked)}
          />
          {isCivilDate(returnDate) && (
            <Text size="sm" role="status">
              Estimated refund: {formatCad(refundEstimateCents(policy, returnDate, claimReported))} (unused
              days less the insurer’s processing fee; none once a claim was reported)
            </Text>
          )}
          <FileInput
            label="Proof (a ticket, a boarding pass or the refusal letter: PDF, JPEG or PNG)"
            accept="application/pdf,image/jpeg,image/png"
            value={proof}
            error={errors.proof}
            onChange={setProof}
          />
          <Checkbox
            label={NOT_VISA_PROOF_DECLARATION}
            checked={declared}
            error={errors.notVisaProof}
            onChange={(e) => setDeclared(e.currentTarget.checked)}
          />
        </>
      )}
      {type === 'change-beneficiary' && (
        <>
          {field('beneficiaryName', 'New beneficiary')}
          {field('relationship', 'Relationship to you')}
        </>
      )}
      {type === 'update-address' && field('address', 'New address')}
      <Textarea
        label={
          type === 'update-payment' || type === 'policy-review'
            ? 'What should we change or review?'
            : 'Anything else (optional)'
        }
        value={fields.note ?? ''}
        error={errors.note}
        onChange={(event) => setFields({ ...fields, note: event.currentTarget.value })}
      />
      <Group>
        <Button type="submit" color="navy.8" loading={send.isPending}>
          Send the request
        </Button>
        <Button variant="subtle" color="navy.8" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
