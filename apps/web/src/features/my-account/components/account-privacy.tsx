import { Button, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { deleteAccountSchema } from '@brokerage/shared/accounts/my-account-schemas';
import { notifySuccess } from '#src/lib/notify.ts';
import { deleteAccount, fetchMyData } from '../api/my-account-api.ts';

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

/** Privacy (issue 15, N25): download everything held, or delete the account, in plain words. */
export function AccountPrivacy({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  async function download() {
    const answer = await fetchMyData().catch(() => undefined);
    if (answer?.data) saveJson(answer.data, 'my-data.json');
  }
  const onDelete = form.handleSubmit(async ({ password }) => {
    const answer = await deleteAccount(password).catch(() => undefined);
    if (!answer) return;
    if (answer.message) notifySuccess(answer.message);
    await onDeleted();
  });
  return (
    <Stack gap="lg">
      <section aria-labelledby="download-title">
        <Title order={2} size="h3" id="download-title" mb="xs">
          Download my data
        </Title>
        <Text mb="sm">
          A JSON file of everything we hold about you: your account, quotes, applications, bookings, requests,
          consent records and the e-mails we sent you.
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
            your account, applications, bookings, requests, consent records and e-mails are deleted;
          </List.Item>
          <List.Item>every device is signed out;</List.Item>
          <List.Item>
            we keep only what has no name or contact details in it: the figures of quotes, and the log of what
            our staff did, which the law and our audit need;
          </List.Item>
          <List.Item>we send one last e-mail to confirm the deletion.</List.Item>
        </List>
        <form onSubmit={(e) => void onDelete(e)} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              required
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Button type="submit" color="red.9" loading={isSubmitting} w="fit-content">
              Delete my account
            </Button>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}
