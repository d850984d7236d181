import { useState } from 'react';
import { pageMeta } from '#src/app/page-meta.ts';
import { Button, ButtonLink } from '#src/components/ui/first-load.tsx';
import {
  Card,
  EmptyState,
  FactList,
  LicenceBadge,
  Notice,
  OptionTiles,
  StepProgress,
} from '#src/components/ui/design-parts.tsx';
import {
  CheckboxField,
  CheckboxGroupField,
  FormSection,
  PasswordField,
  RangeField,
  SelectField,
  TextField,
} from '#src/components/ui/form-fields.tsx';
import { Pager } from '#src/components/ui/pager.tsx';
import dataTable from '#src/components/ui/data-table.module.css';
import classes from './design-system-page.module.css';
import type { Route } from './+types/design-system-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const COLOURS = [
  'text',
  'text-muted',
  'heading',
  'surface-muted',
  'border',
  'action',
  'selected',
  'selected-surface',
  'success',
  'warning',
  'error',
] as const;
const TYPE_SCALE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
const SPACES = [1, 2, 3, 4, 5, 6, 7] as const;
const STEPS = ['About you', 'Coverage', 'Your quotes', 'Apply'];

/**
 * The living page of the design system (ADR 0119): every token and component of
 * components/ui in each of its states, for developers. Not prerendered, noindex, out of the menus.
 */
const DEDUCTIBLES = ['$0', '$100', '$250', '$500', '$1,000', '$2,500', '$5,000', '$10,000'];

export default function DesignSystemPage() {
  const [tile, setTile] = useState<'yes' | 'no' | undefined>(undefined);
  const [plan, setPlan] = useState<'single' | 'couple' | 'family'>('couple');
  const [listPage, setListPage] = useState(6);
  const [deductible, setDeductible] = useState(2);
  const [ticked, setTicked] = useState<string[]>(['true']);
  return (
    <div className="page">
      <h1 className={classes.title}>Design system</h1>
      <p className={classes.lead}>
        The tokens (components/ui/tokens.css) and the project’s own components (components/ui). Use these
        before anything else; a page needing something new adds it here.
      </p>

      <Section id="colours" title="Colour tokens">
        <ul className={classes.swatches}>
          {COLOURS.map((name) => (
            <li key={name} className={classes.swatch}>
              <span className={classes.chip} style={{ background: `var(--ms-color-${name})` }} />
              <code>--ms-color-{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="type" title="Type scale (Figtree, fallback Arial scaled to its metrics)">
        {TYPE_SCALE.map((size) => (
          <p key={size} className={classes.sample} style={{ fontSize: `var(--ms-font-size-${size})` }}>
            <code>--ms-font-size-{size}</code> Term life from $31.50 a month
          </p>
        ))}
      </Section>

      <Section id="spacing" title="Spacing">
        {SPACES.map((step) => (
          <div key={step} className={classes.spaceRow}>
            <code>--ms-space-{step}</code>
            <span className={classes.spaceBar} style={{ width: `var(--ms-space-${step})` }} />
          </div>
        ))}
      </Section>

      <Section id="buttons" title="Buttons (44 px targets)">
        <div className={classes.row}>
          <Button tone="maple">Primary</Button>
          <Button tone="maple" size="md">
            Primary, large
          </Button>
          <Button tone="navy">Secondary</Button>
          <Button tone="maple" loading>
            Loading
          </Button>
          <Button tone="maple" disabled>
            Disabled
          </Button>
          <ButtonLink tone="maple" to="/term-life/quote/basic">
            Link as a button
          </ButtonLink>
        </div>
      </Section>

      <Section id="fields" title="Form fields">
        <div className={classes.stack}>
          <TextField label="Email" type="email" required autoComplete="off" />
          <TextField
            label="First Name"
            required
            defaultValue="jane"
            error="Please enter a valid first name"
          />
          <PasswordField
            label="Password"
            required
            autoComplete="off"
            description="8 to 16 characters with upper and lower case letters, a number and one of !@#$%^&*"
          />
          <SelectField
            label="Province"
            required
            defaultValue=""
            options={[
              { value: '', label: 'Select Province' },
              { value: 'ON', label: 'Ontario' },
              { value: 'AB', label: 'Alberta' },
              { value: 'BC', label: 'British Columbia' },
            ]}
          />
          <TextField label="Start date" type="date" required />
          <CheckboxField label="Remember me" defaultChecked />
        </div>
      </Section>

      <Section id="sections" title="Form section and checkbox group">
        <FormSection legend="Contact and address">
          <TextField label="E-mail" type="email" required autoComplete="off" />
          <TextField label="Phone" type="tel" required autoComplete="off" />
        </FormSection>
        <CheckboxGroupField
          legend="Declarations"
          description="Please read and tick each one."
          required
          options={[
            { value: 'true', label: 'The answers I gave are true and complete.' },
            { value: 'review', label: 'An advisor reviews my application before it is sent.' },
          ]}
          value={ticked}
          onChange={setTicked}
          error={ticked.length < 2 ? 'Please tick each declaration' : undefined}
        />
      </Section>

      <Section id="slider" title="Slider over a list of amounts">
        <div className={classes.stack}>
          <p className={classes.sample}>Deductible: {DEDUCTIBLES[deductible]}</p>
          <RangeField
            label="Deductible"
            count={DEDUCTIBLES.length}
            value={deductible}
            onChange={setDeductible}
            valueText={(i) => DEDUCTIBLES[i] ?? ''}
            marks
          />
        </div>
      </Section>

      <Section id="facts" title="Fact list">
        <FactList
          facts={[
            { label: 'Emergency Medical', value: 'Up to the chosen coverage' },
            { label: 'Renewable', value: 'To age 85' },
          ]}
        />
      </Section>

      <Section id="tables" title="Table and pager">
        <table className={`${dataTable.table} ${dataTable.striped} ${dataTable.hover}`}>
          <caption>Leads on page {listPage}</caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>MS-1042</td>
              <td>Received</td>
            </tr>
            <tr>
              <td>MS-1043</td>
              <td>In Progress</td>
            </tr>
          </tbody>
        </table>
        <Pager label="Example pages" total={40} page={listPage} onChange={setListPage} />
      </Section>

      <Section id="cards" title="Card">
        <Card as="article">
          <h3 className={classes.cardTitle}>A card</h3>
          <p>One surface for results, summaries and account panels.</p>
        </Card>
      </Section>

      <Section id="tiles" title="Option tiles">
        <div className={classes.stack}>
          <OptionTiles
            legend="Do you smoke? (nothing chosen)"
            required
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={tile}
            onChange={setTile}
          />
          <OptionTiles
            legend="Quote for (one chosen, with descriptions)"
            options={[
              { value: 'single', label: 'One person' },
              { value: 'couple', label: 'Two people', description: 'Priced for both' },
              { value: 'family', label: 'Family', description: 'Two adults and their children' },
            ]}
            value={plan}
            onChange={setPlan}
          />
          <OptionTiles
            legend="With an error"
            options={[
              { value: 'a', label: 'First' },
              { value: 'b', label: 'Second' },
            ]}
            value={undefined}
            onChange={() => undefined}
            error="Choose one"
          />
          <OptionTiles
            legend="Disabled"
            disabled
            options={[
              { value: 'a', label: 'First' },
              { value: 'b', label: 'Second' },
            ]}
            value="a"
            onChange={() => undefined}
          />
        </div>
      </Section>

      <Section id="notices" title="Notices">
        <div className={classes.stack}>
          <Notice title="Information">
            Quotes are estimates until the insurer approves the application.
          </Notice>
          <Notice tone="success" title="Saved">
            Your quote is kept in your account.
          </Notice>
          <Notice tone="warning" title="Check this">
            The end date moved with the start date.
          </Notice>
          <Notice tone="error" title="Something went wrong">
            Try again in a moment.
          </Notice>
        </div>
      </Section>

      <Section id="empty" title="Empty state">
        <EmptyState
          headingLevel={3}
          title="No quotes yet"
          action={
            <ButtonLink tone="maple" to="/term-life/quote/basic">
              Get a term life quote
            </ButtonLink>
          }
        >
          <p>Quotes you build while signed in are kept here.</p>
        </EmptyState>
      </Section>

      <Section id="progress" title="Step progress">
        <div className={classes.stack}>
          <StepProgress steps={STEPS} current={0} />
          <StepProgress steps={STEPS} current={2} />
        </div>
      </Section>

      <Section id="licence" title="Licence badge (beside every quote button)">
        <Button tone="maple">Get my quote</Button>
        <LicenceBadge />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
