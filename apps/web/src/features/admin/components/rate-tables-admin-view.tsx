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
  PreviewPlan,
  RateCatalogue,
  TravelRateImport,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import { ApiError } from '#src/lib/api-client.ts';
import {
  rateSheetFile,
  useActivateVersion,
  useAdminInsurers,
  useRateImport,
  useRatePreview,
  useRateTables,
  useRateVersions,
} from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import stacked from '#src/components/stacked-table.module.css';
import { AdminPage } from './admin-page.tsx';

const LIFE_OPTIONS = LIFE_QUOTE_SLUGS.map((slug) => ({
  value: slug,
  label: findProductBySlug(slug)?.name ?? slug,
}));

const CATALOGUE_OPTIONS: { value: RateCatalogue; label: string }[] = [
  { value: 'travel', label: 'Travel' },
  ...LIFE_OPTIONS,
];
const catalogueLabel = (catalogue: RateCatalogue) =>
  CATALOGUE_OPTIONS.find((o) => o.value === catalogue)?.label ?? catalogue;

/** A staged version to review: which rates, which version (ADRs 0097, 0116). */
interface Review {
  catalogue: RateCatalogue;
  version: string;
}

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

const ALL_INSURERS = 'all';

/** Whose plans an import holds: every insurer's, or one's with the others' kept (ADRs 0097, 0116). */
function InsurerScope({
  value,
  onChange,
  whole,
}: {
  value: string;
  onChange: (value: string) => void;
  whole: string;
}) {
  const insurers = useAdminInsurers();
  const options = [
    { value: ALL_INSURERS, label: `All insurers (${whole})` },
    ...(insurers.data ?? [])
      .filter((i) => !i.retired)
      .map((i) => ({ value: i.code, label: `${i.name} only (keeps the others’ plans)` })),
  ];
  return (
    <Select
      label="Plans of"
      data={options}
      value={value}
      onChange={(next) => onChange(next ?? ALL_INSURERS)}
      allowDeselect={false}
    />
  );
}

const scoped = (insurer: string) => (insurer === ALL_INSURERS ? {} : { insurer });

function LifeImportForm({ onStaged }: { onStaged: (review: Review) => void }) {
  const [product, setProduct] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [insurer, setInsurer] = useState<string>(ALL_INSURERS);
  const chosen = lifeRateImportSchema.shape.product.safeParse(product);
  return (
    <ImportForm
      id="life-import"
      title="Import a life rate sheet"
      help="One CSV or XLSX per product with the columns of the sample files: insurer_code, plan_code, plan_name, payment_period, gender, smoker, illness_covered, policy_fee, optionally renewable_to_age, convertible_to_age, underwriting (medical-exam or simplified-issue), max_coverage (dollars), riders (separated by ;) and good_to_know, then age_N columns (annual rate per 1,000). The import is checked and stored, then you see what changes before you make it active."
      kind="life"
      extraReady={chosen.success && file !== null}
      send={async (version) => {
        if (!chosen.success || file === null) throw new Error('The form is not complete');
        return { product: chosen.data, version, file: await rateSheetFile(file), ...scoped(insurer) };
      }}
      onImported={(version) => {
        setFile(null);
        if (chosen.success) onStaged({ catalogue: chosen.data, version });
      }}
    >
      <Select label="Product" data={LIFE_OPTIONS} value={product} onChange={setProduct} required />
      <InsurerScope value={insurer} onChange={setInsurer} whole="replaces the product’s every plan" />
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

function TravelImportForm({ onStaged }: { onStaged: (review: Review) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [insurer, setInsurer] = useState<string>(ALL_INSURERS);
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
        ...scoped(insurer),
      })}
      onImported={(version) => {
        setFiles([]);
        onStaged({ catalogue: 'travel', version });
      }}
    >
      <InsurerScope value={insurer} onChange={setInsurer} whole="replaces every travel plan" />
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

function PlanList({ title, plans }: { title: string; plans: PreviewPlan[] }) {
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

/** What making a version active changes (ADRs 0097, 0116), and the button that does it. */
function PreviewPanel({ catalogue, version, onClose }: Review & { onClose: () => void }) {
  const preview = useRatePreview(catalogue, version);
  const activate = useActivateVersion(catalogue);
  const data = preview.data;
  const rates = catalogue === 'travel' ? 'travel rates' : `${catalogueLabel(catalogue)} rates`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rate-preview">
      <Stack>
        <Title order={2} size="h3" id="rate-preview">
          {`Changes of ${catalogue === 'travel' ? 'travel' : catalogueLabel(catalogue)} version ${version}`}
        </Title>
        {data === undefined ? (
          <Text>Loading the changes…</Text>
        ) : (
          <>
            <Text size="sm">
              {data.coversInsurer === null
                ? `Against the active ${rates}, for every insurer.`
                : `Covers ${data.coversInsurer} only; the other insurers' active plans are kept.`}{' '}
              {`${data.unchanged} plans keep their rates.`}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PlanList title="Plans added" plans={data.added} />
              <PlanList title="Plans removed" plans={data.removed} />
            </SimpleGrid>
            <Table striped withTableBorder className={stacked.stacking}>
              <Table.Caption>{`${data.priceBasis}: moves at ages ${data.sampleAges.join(', ')} (${data.priceMoves.length})`}</Table.Caption>
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
                <Text fw={600}>{`Version ${version} is the active ${rates}.`}</Text>
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

/** Every version of one catalogue: an earlier one can be made active again after its changes are seen. */
function RateVersions({ onReview }: { onReview: (review: Review) => void }) {
  const [catalogue, setCatalogue] = useState<RateCatalogue>('travel');
  const versions = useRateVersions(catalogue);
  return (
    <Stack>
      <Select
        label="Versions of"
        data={CATALOGUE_OPTIONS}
        value={catalogue}
        onChange={(next) => setCatalogue((next as RateCatalogue | null) ?? 'travel')}
        allowDeselect={false}
        maw={320}
      />
      <Table striped withTableBorder className={stacked.stacking}>
        <Table.Caption>{`${catalogueLabel(catalogue)} rate versions`}</Table.Caption>
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
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onReview({ catalogue, version: v.version })}
                  >
                    {`Review version ${v.version}`}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** `/admin/rates`: the rate tables in use and staff imports of real rate sheets (N8). */
export function RateTablesAdminView() {
  const [review, setReview] = useState<Review | null>(null);
  return (
    <AdminPage title="Rate Tables">
      <Stack gap="xl">
        <ActiveTables />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LifeImportForm onStaged={setReview} />
          <TravelImportForm onStaged={setReview} />
        </SimpleGrid>
        {review !== null && (
          <PreviewPanel
            key={`${review.catalogue}-${review.version}`}
            {...review}
            onClose={() => setReview(null)}
          />
        )}
        <RateVersions onReview={setReview} />
      </Stack>
    </AdminPage>
  );
}
