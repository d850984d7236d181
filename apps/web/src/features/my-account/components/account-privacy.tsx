import { useState } from 'react';
import { Alert, Button, Group, List, PasswordInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { deleteAccountSchema } from '@brokerage/shared/accounts/account-settings-schemas';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { formatDisplayDate, todayInZone } from '@brokerage/shared/dates/civil-date';
import { newsletterConsentWording } from '@brokerage/shared/newsletter/newsletter-consent';
import { deleteAccount, fetchMyData, fetchNewsletter, saveNewsletter } from '../api/my-account-api.ts';

/** Starts the browser's download of the JSON file. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const newsletterKey = ['account', 'newsletter'] as const;
const dayOf = (iso: string) => formatDisplayDate(todayInZone(new Date(iso)));

/** The account e-mail's newsletter consent (N23): on records a consent, off withdraws the newsletter only. */
function NewsletterSwitch() {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: newsletterKey,
    queryFn: async () => (await fetchNewsletter()).data ?? null,
  });
  const save = useMutation({
    mutationFn: saveNewsletter,
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      client.setQueryData(newsletterKey, answer.data ?? null);
    },
  });
  const current = status.data;
  const subscribed = save.isPending ? (save.variables ?? false) : (current?.subscribed ?? false);
  const record =
    current?.subscribed && current.consentedAt
      ? `You agreed on ${dayOf(current.consentedAt)}.`
      : current?.unsubscribedAt
        ? `You unsubscribed on ${dayOf(current.unsubscribedAt)}.`
        : null;
  return (
    <section aria-labelledby="newsletter-title">
      <Title order={2} size="h3" id="newsletter-title" mb="xs">
        Newsletter
      </Title>
      <Text mb="xs">
        Insurance tips and financial news, about once a month, to your account e-mail. Turning it off stops
        the newsletter only: e-mails about your quotes, applications and calls still come.
      </Text>
      {/* The wording whose version the consent record keeps (N23), as the footer box shows it. */}
      <Text size="sm" mb="sm">
        {newsletterConsentWording(COMPANY.name, COMPANY.address.city, COMPANY.address.province)}
      </Text>
      <Switch
        label="Send me the newsletter"
        checked={subscribed}
        disabled={status.isPending || save.isPending || current?.emailConfirmed === false}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
        description={
          current?.emailConfirmed === false
            ? 'Confirm your e-mail address first: open the link we sent you.'
            : (record ?? undefined)
        }
      />
    </section>
  );
}

type DeleteSchema = ReturnType<typeof deleteAccountSchema>;

// The form makes its schema when it first validates, not when the section loads (ADR 0134).
const deleteResolver = lazyResolver<z.input<DeleteSchema>, unknown, z.output<DeleteSchema>>(() =>
  zodResolver(deleteAccountSchema()),
);

/** Privacy (N25): download everything held, or delete the account, in plain words. */
export function AccountPrivacy({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const form = useForm<z.input<DeleteSchema>, unknown, z.output<DeleteSchema>>({
    resolver: deleteResolver,
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  // Delete asks once more before it acts, as Withdraw does: the account cannot be brought back.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function download() {
    const answer = await fetchMyData().catch(() => undefined);
    if (answer?.data) saveJson(answer.data, 'my-data.json');
  }
  const onDelete = form.handleSubmit(({ password }) => setConfirming(password));
  async function deleteForGood(password: string) {
    setBusy(true);
    // A wrong password is toasted by the api client; the form shows again to correct it.
    const answer = await deleteAccount(password).catch(() => undefined);
    setBusy(false);
    setConfirming(null);
    if (!answer) return;
    if (answer.message) notifySuccess(answer.message);
    await onDeleted();
  }
  return (
    <Stack gap="lg">
      <NewsletterSwitch />
      <section aria-labelledby="download-title">
        <Title order={2} size="h3" id="download-title" mb="xs">
          Download my data
        </Title>
        <Text mb="sm">
          A JSON file of everything we hold about you: your account, quotes, applications, bookings, requests,
          consent records and the e-mails we sent you, at this address and at any address your account used
          before.
        </Text>
        <Button color="navy.8" onClick={() => void download()}>
          Download my data
        </Button>
      </section>
      <section aria-labelledby="delete-title">
        <Title order={2} size="h3" id="delete-title" mb="xs">
          Delete my account
        </Title>
        <Text>When you delete your account, at once:</Text>
        <List mb="xs">
          <List.Item>
            your account, consent records, the e-mails we sent you and your documents (the insurer’s
            documents, the PDF copy of your application, proofs you sent) are deleted;
          </List.Item>
          <List.Item>every device is signed out;</List.Item>
          <List.Item>
            your applications, policies, bookings and requests stay in our files without your name, e-mail,
            phone or address, marked “customer deleted their account”: insurers and our regulators require us
            to keep a record of the business we did, and the advisor working on them needs to know;
          </List.Item>
          <List.Item>
            we also keep what has no name or contact details in it: the figures of quotes, and the log of what
            our staff did, which the law and our audit need;
          </List.Item>
          <List.Item>we send one last e-mail to confirm the deletion.</List.Item>
        </List>
        {confirming === null ? (
          <form onSubmit={(e) => void onDelete(e)} noValidate>
            <Stack gap="sm">
              <PasswordInput
                label="Your password"
                autoComplete="current-password"
                required
                {...form.register('password')}
                error={errors.password?.message}
              />
              <Button type="submit" color="red.9" w="fit-content">
                Delete my account
              </Button>
            </Stack>
          </form>
        ) : (
          <Alert color="red" variant="light" title="Delete your account for good?">
            <Text size="sm" mb="sm">
              Your account and everything listed above are deleted at once. This cannot be undone: to use My
              account again you would sign up anew.
            </Text>
            <Group gap="sm">
              <Button color="red.9" loading={busy} onClick={() => void deleteForGood(confirming)}>
                Yes, delete my account
              </Button>
              <Button variant="outline" color="navy.8" onClick={() => setConfirming(null)}>
                Keep my account
              </Button>
            </Group>
          </Alert>
        )}
      </section>
    </Stack>
  );
}
