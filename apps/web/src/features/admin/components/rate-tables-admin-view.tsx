import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { findProductBySlug } from '@brokerage/shared/catalogue/products';
import {
  TRAVEL_RATE_TABLES,
  lifeRateImportSchema,
  rateVersionSchema,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import type {
  LifeRateImport,
  TravelRateImport,
  TravelRatePreview,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { ApiError } from '#src/lib/api-client.ts';
import {
  rateSheetFile,
  useActivateTravelVersion,
  useAdminInsurers,
  useRateImport,
  useRateTables,
  useTravelPreview,
  useTravelVersions,
} from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import stacked from '#src/components/stacked-table.module.css';
import { AdminPage } from './admin-page.tsx';

const LIFE_OPTIONS = LIFE_QUOTE_SLUGS.map((slug) => ({
  value: slug,
  label: findProductBySlug(slug)?.name ?? slug,
}));

/** The first message of a failed import: a field's, or the server's. */
function problemOf(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) return Object.values(error.fieldErrors ?? {})[0] ?? error.message;
  return 'The file could not be read';
}

function ActiveTables() {
  const tables = useRateTables();
  return (
    <Table striped withTableBorder className={stacked.stacking}>
      <Table.Caption>Rate tables in use</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Table</Table.Th>
          <Table.Th>Version</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th>Loaded (Eastern)</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(tables.data ?? []).map((t) => (
          <Table.Tr key={`${t.kind}-${t.table}`}>
            <Table.Td data-label="Kind">{t.kind === 'life' ? 'Life' : 'Travel'}</Table.Td>
            <Table.Td data-label="Table">
              {t.kind === 'life' ? (findProductBySlug(t.table)?.name ?? t.table) : t.table}
            </Table.Td>
            <Table.Td data-label="Version">{t.version}</Table.Td>
            <Table.Td data-label="Source">
              <Badge color={t.source === 'sample' ? 'yellow.8' : 'teal.9'} variant="filled">
                {t.source === 'sample' ? 'Sample' : 'Imported'}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Loaded (Eastern)">{`${dateEastern(t.loadedAt)} ${timeEastern(t.loadedAt)}`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One import form: the version staff type, the files, the inline reason of a refusal (N24: not
 * only a toast), and the button. `send` reads the files and posts; a field is cleared on success.
 */
function ImportForm({
  id,
  title,
  help,
  kind,
  extraReady,
  send,
  onImported,
  children,
}: {
  id: string;
  title: string;
  help: ReactNode;
  kind: 'life' | 'travel';
  extraReady: boolean;
  send: (version: string) => Promise<LifeRateImport | TravelRateImport>;
  /** Clears the form's own fields after a successful import of `version`. */
  onImported: (version: string) => void;
  children: ReactNode;
}) {
  const [version, setVersion] = useState('');
  const [readError, setReadError] = useState<unknown>(null);
  const upload = useRateImport(kind);
  const ready = extraReady && rateVersionSchema.safeParse(version).success;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setReadError(null);
    try {
      await upload.mutateAsync(await send(version));
      setVersion('');
      onImported(version);
    } catch (error) {
      if (!(error instanceof ApiError)) setReadError(error);
    }
  }

  const problem = problemOf(upload.error ?? readError);
  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      aria-labelledby={id}
    >
      <Stack>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text size="sm">{help}</Text>
        {children}
        <TextInput
          label="Version"
          description="Recorded with every quote that uses these rates"
          value={version}
          onChange={(e) => setVersion(e.currentTarget.value)}
          required
        />
        {problem && (
          <Alert color="red" role="alert" title="Not imported">
            {problem}
          </Alert>
        )}
        <Button type="submit" color="navy.8" disabled={!ready} loading={upload.isPending}>
          {kind === 'life' ? 'Import life rates' : 'Import travel rates'}
        </Button>
      </Stack>
    </Paper>
  );
}

function LifeImportForm() {
  const [product, setProduct] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const chosen = lifeRateImportSchema.shape.product.safeParse(product);
  return (
    <ImportForm
      id="life-import"
      title="Import a life rate sheet"
      help="One CSV or XLSX per product with the columns of the sample files: insurer_code, plan_code, plan_name, payment_period, gender, smoker, illness_covered, policy_fee, optionally renewable_to_age, convertible_to_age, underwriting (medical-exam or simplified-issue), max_coverage (dollars), riders (separated by ;) and good_to_know, then age_N columns (annual rate per 1,000)."
      kind="life"
      extraReady={chosen.success && file !== null}
      send={async (version) => {
        if (!chosen.success || file === null) throw new Error('The form is not complete');
        return { product: chosen.data, version, file: await rateSheetFile(file) };
      }}
      onImported={() => setFile(null)}
    >
      <Select label="Product" data={LIFE_OPTIONS} value={product} onChange={setProduct} required />
      <FileInput
        label="Rate sheet"
        description="A .csv or .xlsx file"
        accept=".csv,.xlsx"
        value={file}
        onChange={setFile}
        clearable
        required
      />
    </ImportForm>
  );
}

const ALL_INSURERS = 'all';

function TravelImportForm({ onStaged }: { onStaged: (version: string) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [insurer, setInsurer] = useState<string>(ALL_INSURERS);
  const insurers = useAdminInsurers();
  const options = [
    { value: ALL_INSURERS, label: 'All insurers (replaces every travel plan)' },
    ...(insurers.data ?? [])
      .filter((i) => !i.retired)
      .map((i) => ({ value: i.code, label: `${i.name} only (keeps the others’ plans)` })),
  ];
  return (
    <ImportForm
      id="travel-import"
      title="Import the travel rate tables"
      help={`Six CSV files named ${TRAVEL_RATE_TABLES.join(', ')} (.csv), or one XLSX workbook with a worksheet of each name. The import is checked and stored, then you see what changes before you make it active.`}
      kind="travel"
      extraReady={files.length > 0}
      send={async (version) => ({
        version,
        files: await Promise.all(files.map(rateSheetFile)),
        ...(insurer === ALL_INSURERS ? {} : { insurer }),
      })}
      onImported={(version) => {
        setFiles([]);
        onStaged(version);
      }}
    >
      <Select
        label="Plans of"
        data={options}
        value={insurer}
        onChange={(value) => setInsurer(value ?? ALL_INSURERS)}
        allowDeselect={false}
      />
      <FileInput
        label="Rate files"
        description="The six .csv files, or one .xlsx workbook"
        accept=".csv,.xlsx"
        multiple
        value={files}
        onChange={setFiles}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the rate files' }}
        required
      />
    </ImportForm>
  );
}

const dollars = (amount: number | null) =>
  amount === null ? 'not covered' : formatCad(dollarsToCents(amount));

function PlanList({ title, plans }: { title: string; plans: TravelRatePreview['added'] }) {
  return (
    <div>
      <Title order={4} size="h5">
        {`${title} (${plans.length})`}
      </Title>
      {plans.length === 0 ? (
        <Text size="sm">None</Text>
      ) : (
        <List size="sm">
          {plans.map((p) => (
            <List.Item key={p.planCode}>{`${p.policyName}, ${p.company} (${p.planCode})`}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** What making `version` active changes (ADR 0097), and the button that does it. */
function TravelPreviewPanel({ version, onClose }: { version: string; onClose: () => void }) {
  const preview = useTravelPreview(version);
  const activate = useActivateTravelVersion();
  const data = preview.data;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="travel-preview">
      <Stack>
        <Title order={2} size="h3" id="travel-preview">
          {`Changes of travel version ${version}`}
        </Title>
        {data === undefined ? (
          <Text>Loading the changes…</Text>
        ) : (
          <>
            <Text size="sm">
              {data.coversInsurer === null
                ? 'Against the active travel rates, for every insurer.'
                : `Covers ${data.coversInsurer} only; the other insurers' active plans are kept.`}{' '}
              {`${data.unchanged} plans keep their rates.`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PlanList title="Plans added" plans={data.added} />
              <PlanList title="Plans removed" plans={data.removed} />
            </SimpleGrid>
            <Table striped withTableBorder className={stacked.stacking}>
              <Table.Caption>{`Daily rate moves at sample ages (${data.priceMoves.length})`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Age</Table.Th>
                  <Table.Th>Now</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.priceMoves.map((m) => (
                  <Table.Tr key={`${m.planCode}-${m.age}`}>
                    <Table.Td data-label="Plan">{`${m.policyName}, ${m.company}`}</Table.Td>
                    <Table.Td data-label="Age">{m.age}</Table.Td>
                    <Table.Td data-label="Now">{dollars(m.before)}</Table.Td>
                    <Table.Td data-label="After">{dollars(m.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.eligibility.length > 0 && (
              <Table striped withTableBorder className={stacked.stacking}>
                <Table.Caption>{`Who the plans cover, where it is new or changes (${data.eligibility.length})`}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>After</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.eligibility.map((e) => (
                    <Table.Tr key={e.planCode}>
                      <Table.Td data-label="Plan">{`${e.policyName}, ${e.company}`}</Table.Td>
                      <Table.Td data-label="Now">
                        {e.before === null ? 'New plan' : e.before.join(' ')}
                      </Table.Td>
                      <Table.Td data-label="After">{e.after.join(' ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Group>
              {data.active ? (
                <Text fw={600}>{`Version ${version} is the active travel rates.`}</Text>
              ) : (
                <Button color="navy.8" loading={activate.isPending} onClick={() => activate.mutate(version)}>
                  {`Make version ${version} active`}
                </Button>
              )}
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Every travel version: an earlier one can be made active again after its changes are seen. */
function TravelVersions({ onReview }: { onReview: (version: string) => void }) {
  const versions = useTravelVersions();
  return (
    <Table striped withTableBorder className={stacked.stacking}>
      <Table.Caption>Travel rate versions</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Version</Table.Th>
          <Table.Th>Covers</Table.Th>
          <Table.Th>Loaded (Eastern)</Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(versions.data ?? []).map((v) => (
          <Table.Tr key={v.version}>
            <Table.Td data-label="Version">{v.version}</Table.Td>
            <Table.Td data-label="Covers">{v.coversInsurer ?? 'All insurers'}</Table.Td>
            <Table.Td data-label="Loaded (Eastern)">{`${dateEastern(v.loadedAt)} ${timeEastern(v.loadedAt)}`}</Table.Td>
            <Table.Td data-label="State">
              {v.active ? (
                <Badge color="teal.9" variant="filled">
                  Active
                </Badge>
              ) : (
                <Button size="xs" variant="default" onClick={() => onReview(v.version)}>
                  {`Review version ${v.version}`}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `/admin/rates`: the rate tables in use and staff imports of real rate sheets (N8). */
export function RateTablesAdminView() {
  const [review, setReview] = useState<string | null>(null);
  return (
    <AdminPage title="Rate Tables">
      <Stack gap="xl">
        <ActiveTables />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LifeImportForm />
          <TravelImportForm onStaged={setReview} />
        </SimpleGrid>
        {review !== null && (
          <TravelPreviewPanel key={review} version={review} onClose={() => setReview(null)} />
        )}
        <TravelVersions onReview={setReview} />
      </Stack>
    </AdminPage>
  );
}
