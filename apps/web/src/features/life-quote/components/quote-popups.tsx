import { Button, Group, List, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_PAYMENT_PERIODS, PARTNER_DISCOUNT_PERCENT } from '@brokerage/shared/catalogue/options';
import { COMPANY } from '@brokerage/shared/company/company-info';

export type QuotePopup = 'periods' | 'partner' | 'schedule' | null;

const PERIOD_HELP: Record<string, string> = {
  'Life Pay':
    'You pay every year for as long as the policy lasts: the lowest yearly premium for lifelong cover.',
  'Pay till 65': 'You pay until age 65; the cover lasts for life.',
  'Pay to 65': 'You pay until age 65; the cover lasts for life.',
  'Pay for 20': 'You pay for 20 years; the cover lasts for life.',
  'Pay for 15': 'You pay for 15 years; the cover lasts for life.',
  'Age 65': 'Cover and payments end at age 65.',
  'Age 75': 'Cover and payments end at age 75.',
  'Till Age 65': 'Cover and payments end at age 65.',
  'Till Age 75': 'Cover and payments end at age 75.',
};

function periodHelp(label: string): string {
  const known = PERIOD_HELP[label];
  if (known) return known;
  const years = /(\d+)/.exec(label)?.[1] ?? '';
  return `Your premium stays the same for ${years} years; the cover ends after ${years} years unless renewed.`;
}

export function QuotePopups({
  product,
  open,
  onClose,
}: {
  product: LifeQuoteSlug;
  open: QuotePopup;
  onClose: () => void;
}) {
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'periods'}
        onClose={onClose}
        title="What do these payment periods mean?"
        centered
      >
        <List spacing="xs" size="sm">
          {LIFE_PAYMENT_PERIODS[product].map((p) => (
            <List.Item key={p.value}>
              <strong>{p.label}:</strong> {periodHelp(p.label)}
            </List.Item>
          ))}
        </List>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'partner'}
        onClose={onClose}
        title="What if I also want coverage for my partner?"
        centered
      >
        <Text size="sm">
          When spouses apply for combined coverage, most insurers give a {PARTNER_DISCOUNT_PERCENT}% discount
          on the premiums. Call us and an advisor will quote you both.
        </Text>
        <Group mt="lg" justify="flex-end">
          <Button component="a" href={COMPANY.phoneHref} color="navy.8">
            Call {COMPANY.phone}
          </Button>
        </Group>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open === 'schedule'}
        onClose={onClose}
        title="Schedule a call"
        centered
      >
        <Text size="sm">
          Pick a time that suits you and an advisor will call you, or call us now at{' '}
          <a
            href={COMPANY.phoneHref}
            style={{ textDecoration: 'underline', color: 'inherit', fontWeight: 700 }}
          >
            {COMPANY.phone}
          </a>
          .
        </Text>
        <Group mt="lg" justify="flex-end">
          <Button component={Link} to={`/${product}/quote/book-a-call`} color="navy.8">
            Book a call
          </Button>
        </Group>
      </Modal>
    </>
  );
}

export function HaveQuestionsCard({ onSchedule }: { onSchedule: () => void }) {
  return (
    <section
      aria-labelledby="have-questions"
      style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 8, padding: 16 }}
    >
      <Text id="have-questions" fw={700} c="navy.8" component="h2" size="lg">
        Have Questions?
      </Text>
      <Text size="sm" mt={4}>
        Talk to a licensed advisor:{' '}
        <a
          href={COMPANY.phoneHref}
          style={{ textDecoration: 'underline', color: 'inherit', fontWeight: 700 }}
        >
          {COMPANY.phone}
        </a>
      </Text>
      <Button mt="sm" variant="outline" color="navy.8" onClick={onSchedule}>
        Schedule a call
      </Button>
    </section>
  );
}
