// `/admin/staff` (admins only): the staff list, an invite form (the invitee sets a
// password through the mailed single-use link) and removal, which turns a member back into a
// customer. Advisors never reach it: the route's guard is 'admin' and the API answers 403.

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_ROLES } from '@brokerage/shared/accounts/roles';
import { staffInviteSchema } from '@brokerage/shared/staff-accounts/staff-schemas';
import type { StaffInviteBody } from '@brokerage/shared/staff-accounts/staff-schemas';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { useInviteStaff, useRemoveStaff, useStaffList } from '../api/staff-api.ts';
import stacked from '#src/components/stacked-table.module.css';

const ROLE_LABELS = { advisor: 'Advisor (works leads)', admin: 'Admin (also rates, staff, audit)' } as const;

// The form makes its schema when it first validates, not when the page loads (ADR 0134).
const inviteResolver = lazyResolver<StaffInviteBody, unknown, StaffInviteBody>(() =>
  zodResolver(staffInviteSchema()),
);

function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<StaffInviteBody>({
    resolver: inviteResolver,
    defaultValues: { email: '', firstName: '', lastName: '', role: 'advisor' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    await invite.mutateAsync(body);
    form.reset();
  });
  return (
    <Paper withBorder p="md" mb="lg">
      <Title order={2} size="h3" mb="sm">
        Invite a staff member
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            required
            {...form.register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput
            label="Last name"
            required
            {...form.register('lastName')}
            error={errors.lastName?.message}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            {...form.register('email')}
            error={errors.email?.message}
          />
          <NativeSelect
            label="Role"
            data={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.register('role')}
            error={errors.role?.message}
          />
        </Group>
        <Button type="submit" mt="md" color="navy.8" loading={isSubmitting}>
          Send the invitation
        </Button>
      </form>
    </Paper>
  );
}

/** `ownEmail`: the signed-in admin's, whose row offers no Remove (the API refuses it). */
export function StaffAdminView({ ownEmail }: { ownEmail: string | null }) {
  const staff = useStaffList();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="lg">
        Staff
      </Title>
      <InviteForm />
      <Title order={2} size="h3" mb="sm">
        Staff members
      </Title>
      {staff.data === undefined ? (
        <Text>Loading staff…</Text>
      ) : (
        <Table striped className={stacked.stacking}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">E-mail</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.data.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td data-label="Name">{member.name}</Table.Td>
                <Table.Td data-label="E-mail">{member.email}</Table.Td>
                <Table.Td data-label="Role">
                  <Badge color={member.role === 'admin' ? 'navy.8' : 'gray.8'}>{member.role}</Badge>
                </Table.Td>
                <Table.Td>
                  {member.email.toLowerCase() === ownEmail?.toLowerCase() ? (
                    <Text size="sm" c="dimmed">
                      You
                    </Text>
                  ) : removing === member.id ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        color="red.9"
                        loading={remove.isPending}
                        onClick={() => remove.mutate(member.id, { onSettled: () => setRemoving(null) })}
                      >
                        Confirm removal of {member.name}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
                        Cancel
                      </Button>
                    </Group>
                  ) : (
                    <Button size="xs" variant="default" onClick={() => setRemoving(member.id)}>
                      Remove {member.name}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
