// `/admin/insurers` (admins only, ADR 0097): the insurers the site quotes and names on the About
// page, kept as data: add one, edit its name, logo, website and disclosures, retire it or bring it
// back. The server checks the admin role against the database and audits every change (N25).

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import {
  LOGO_MAX_BYTES,
  insurerUpdateSchema,
  newInsurerSchema,
} from '@brokerage/shared/insurers/insurer-schemas';
import type {
  InsurerFields,
  InsurerRecord,
  InsurerUpdate,
  NewInsurer,
} from '@brokerage/shared/insurers/insurer-schemas';
import { ApiError } from '#src/lib/api-client.ts';
import stacked from '#src/components/stacked-table.module.css';
import { logoDataUrl, useAdminInsurers, useSaveInsurer } from '../api/admin-api.ts';
import { AdminPage } from './admin-page.tsx';

const EMPTY: NewInsurer = { code: '', name: '', logoUrl: '', website: '', disclosures: '' };

/** Puts the server's field messages on the form, or answers its message for the form's alert. */
function serverProblem<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string {
  if (!(error instanceof ApiError)) return 'The insurer could not be saved';
  for (const [field, message] of Object.entries(error.fieldErrors ?? {}))
    form.setError(field as Path<T>, { message });
  return error.message;
}

/** The fields both forms share: name, logo, website and disclosures. */
function InsurerFieldInputs<T extends InsurerFields>({ form }: { form: UseFormReturn<T> }) {
  const f = form as unknown as UseFormReturn<InsurerFields>;
  const { errors } = f.formState;
  const logo = f.watch('logoUrl');
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  return (
    <>
      <TextInput label="Name" required {...f.register('name')} error={errors.name?.message} />
      <TextInput
        label="Website"
        description="An https:// address"
        {...f.register('website')}
        error={errors.website?.message}
      />
      <Group align="flex-end" wrap="nowrap">
        <FileInput
          label="Logo"
          description="PNG, JPEG or WebP, at most 100 KB"
          accept="image/png,image/jpeg,image/webp"
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the logo' }}
          style={{ flex: 1 }}
          error={logoProblem ?? errors.logoUrl?.message}
          onChange={(file) => {
            setLogoProblem(null);
            if (file === null) return f.setValue('logoUrl', '');
            if (file.size > LOGO_MAX_BYTES) return setLogoProblem('Choose a logo of at most 100 KB');
            void logoDataUrl(file).then((url) => f.setValue('logoUrl', url, { shouldValidate: true }));
          }}
        />
        {logo !== '' && <Image src={logo} alt="The logo chosen" h={40} w="auto" fit="contain" />}
      </Group>
      <Textarea
        label="Disclosures"
        description="What the site must say about this insurer (commissions, contracts); shown on the About page"
        autosize
        minRows={2}
        {...f.register('disclosures')}
        error={errors.disclosures?.message}
      />
    </>
  );
}

function AddInsurerForm() {
  const save = useSaveInsurer();
  const [problem, setProblem] = useState<string | null>(null);
  // A new round after each insurer added: the logo's file input starts empty again.
  const [round, setRound] = useState(0);
  const form = useForm<NewInsurer>({ resolver: zodResolver(newInsurerSchema), defaultValues: EMPTY });
  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save.mutateAsync(body);
      form.reset(EMPTY);
      setRound((r) => r + 1);
    } catch (error) {
      setProblem(serverProblem(form, error));
    }
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="add-insurer">
      <Title order={2} size="h3" id="add-insurer" mb="sm">
        Add an insurer
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="add-insurer">
        <Stack>
          <TextInput
            label="Code"
            description="As the rate sheets' insurer_code column names it, e.g. NORTHWIND"
            required
            {...form.register('code')}
            error={form.formState.errors.code?.message}
          />
          <InsurerFieldInputs key={round} form={form} />
          {problem && (
            <Alert color="red" role="alert" title="Not added">
              {problem}
            </Alert>
          )}
          <Button type="submit" color="navy.8" loading={save.isPending}>
            Add the insurer
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function EditInsurerModal({ insurer, onClose }: { insurer: InsurerRecord; onClose: () => void }) {
  const save = useSaveInsurer();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InsurerUpdate>({
    resolver: zodResolver(insurerUpdateSchema),
    defaultValues: {
      name: insurer.name,
      logoUrl: insurer.logoUrl,
      website: insurer.website,
      disclosures: insurer.disclosures,
      retired: insurer.retired,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save.mutateAsync({ ...body, code: insurer.code });
      onClose();
    } catch (error) {
      setProblem(serverProblem(form, error));
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit ${insurer.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <InsurerFieldInputs form={form} />
          <Checkbox
            label="Retired: left out of new quotes, rate imports and the About page"
            {...form.register('retired')}
          />
          {problem && (
            <Alert color="red" role="alert" title="Not saved">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="navy.8" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function InsurerTable({ onEdit }: { onEdit: (insurer: InsurerRecord) => void }) {
  const insurers = useAdminInsurers();
  if (insurers.data === undefined) return <Text>Loading insurers…</Text>;
  const active = insurers.data.filter((i) => !i.retired).length;
  return (
    <Table striped withTableBorder className={stacked.stacking}>
      <Table.Caption>{`${active} insurers quoted, ${insurers.data.length - active} retired`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Code</Table.Th>
          <Table.Th scope="col">Website</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {insurers.data.map((insurer) => (
          <Table.Tr key={insurer.code}>
            <Table.Td data-label="Name">
              <Group gap="xs" wrap="nowrap">
                {insurer.logoUrl !== '' && (
                  <Image src={insurer.logoUrl} alt="" h={24} w="auto" fit="contain" />
                )}
                {insurer.name}
              </Group>
            </Table.Td>
            <Table.Td data-label="Code">{insurer.code}</Table.Td>
            <Table.Td data-label="Website">{insurer.website || '—'}</Table.Td>
            <Table.Td data-label="Status">
              <Badge color={insurer.retired ? 'gray.8' : 'teal.9'} variant="filled">
                {insurer.retired ? 'Retired' : 'Quoted'}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Change">
              <Button size="xs" variant="default" onClick={() => onEdit(insurer)}>
                Edit {insurer.name}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function InsurersAdminView() {
  const [editing, setEditing] = useState<InsurerRecord | null>(null);
  return (
    <AdminPage title="Insurers">
      <Stack gap="xl">
        <Text>
          A new insurer is quoted once its plans are imported under Rate tables (an import may cover one
          insurer only). A retired insurer keeps its records and stored quotes.
        </Text>
        <AddInsurerForm />
        <InsurerTable onEdit={setEditing} />
      </Stack>
      {editing && <EditInsurerModal insurer={editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
