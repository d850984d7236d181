import { Button, Divider, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  profileSchema,
} from '@brokerage/shared/accounts/account-settings-schemas';
import { formatPhoneAsTyped, PHONE_MAX_LENGTH } from '@brokerage/shared/validation/contact-fields';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import {
  changeEmail,
  changePassword,
  fetchProfile,
  profileQueryKey,
  saveProfile,
  signOutEverywhere,
} from '../api/my-account-api.ts';

interface ProfileSecurityProps {
  /** This session continues with the pair the password change returns (the accounts feature stores it). */
  onNewTokens: (pair: { token: string; refreshToken: string }) => void;
  /** After 'Sign out everywhere': this session ends too. */
  onSignedOut: () => Promise<void>;
}

const done = (message: string | undefined) => {
  if (message) notifySuccess(message);
};

type ProfileSchema = ReturnType<typeof profileSchema>;
type EmailSchema = ReturnType<typeof changeEmailSchema>;
type PasswordSchema = ReturnType<typeof changePasswordSchema>;

// Each form makes its schema when it first validates, not when the section loads (ADR 0134).
const profileResolver = lazyResolver<z.input<ProfileSchema>, unknown, z.output<ProfileSchema>>(() =>
  zodResolver(profileSchema()),
);
const emailResolver = lazyResolver<z.input<EmailSchema>, unknown, z.output<EmailSchema>>(() =>
  zodResolver(changeEmailSchema()),
);
const passwordResolver = lazyResolver<z.input<PasswordSchema>, unknown, z.output<PasswordSchema>>(() =>
  zodResolver(changePasswordSchema()),
);

function ProfileForm({ initial }: { initial: z.input<ProfileSchema> }) {
  const client = useQueryClient();
  const form = useForm<z.input<ProfileSchema>, unknown, z.output<ProfileSchema>>({
    resolver: profileResolver,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    const answer = await saveProfile(body).catch(() => undefined);
    done(answer?.message);
    await client.invalidateQueries({ queryKey: profileQueryKey });
  });
  const mobile = form.register('mobile');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          {...form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput
          label="Last Name"
          autoComplete="family-name"
          required
          {...form.register('lastName')}
          error={errors.lastName?.message}
        />
        <TextInput
          label="Mobile Number"
          type="tel"
          autoComplete="tel-national"
          placeholder="416-555-0198"
          maxLength={PHONE_MAX_LENGTH}
          required
          {...mobile}
          onChange={(e) => {
            e.target.value = formatPhoneAsTyped(e.target.value);
            void mobile.onChange(e);
          }}
          error={errors.mobile?.message}
        />
        <Button type="submit" color="navy.8" loading={isSubmitting} w="fit-content">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

function EmailForm() {
  const client = useQueryClient();
  const form = useForm<z.input<EmailSchema>, unknown, z.output<EmailSchema>>({
    resolver: emailResolver,
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    const answer = await changeEmail(body).catch(() => undefined);
    if (!answer) return;
    done(answer.message);
    form.reset();
    await client.invalidateQueries({ queryKey: profileQueryKey });
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="New e-mail"
          type="email"
          autoComplete="email"
          required
          {...form.register('newEmail')}
          error={errors.newEmail?.message}
        />
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" color="navy.8" loading={isSubmitting} w="fit-content">
          Send the confirmation link
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm({ onNewTokens }: Pick<ProfileSecurityProps, 'onNewTokens'>) {
  const form = useForm<z.input<PasswordSchema>, unknown, z.output<PasswordSchema>>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    const answer = await changePassword(body).catch(() => undefined);
    if (!answer?.data) return;
    onNewTokens(answer.data);
    done(answer.message);
    form.reset();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description="8 to 16 characters with upper and lower case letters, a number and one of !@#$%^&*"
          required
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <Button type="submit" color="navy.8" loading={isSubmitting} w="fit-content">
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** Profile and security. */
export function ProfileSecurity({ onNewTokens, onSignedOut }: ProfileSecurityProps) {
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: async () => (await fetchProfile()).data });
  const data = profile.data;
  async function everywhere() {
    const answer = await signOutEverywhere().catch(() => undefined);
    if (!answer) return;
    done(answer.message);
    await onSignedOut();
  }
  return (
    <Stack gap="lg">
      <section aria-labelledby="profile-title">
        <Title order={2} size="h3" id="profile-title" mb="xs">
          Profile
        </Title>
        {data && (
          <ProfileForm
            initial={{ firstName: data.firstName, lastName: data.lastName, mobile: data.mobile ?? '' }}
          />
        )}
      </section>
      <Divider />
      <section aria-labelledby="email-title">
        <Title order={2} size="h3" id="email-title" mb="xs">
          E-mail
        </Title>
        {data && (
          <Text mb="xs">
            You sign in with {data.email}.
            {data.pendingEmail !== null &&
              ` A link was sent to ${data.pendingEmail}; the change happens when you open it.`}
          </Text>
        )}
        <EmailForm />
      </section>
      <Divider />
      <section aria-labelledby="password-title">
        <Title order={2} size="h3" id="password-title" mb="xs">
          Password
        </Title>
        <Text mb="xs">Changing it signs out every other device.</Text>
        <PasswordForm onNewTokens={onNewTokens} />
      </section>
      <Divider />
      <section aria-labelledby="sessions-title">
        <Title order={2} size="h3" id="sessions-title" mb="xs">
          Sessions
        </Title>
        <Button variant="outline" color="navy.8" onClick={() => void everywhere()}>
          Sign out everywhere
        </Button>
      </section>
    </Stack>
  );
}
