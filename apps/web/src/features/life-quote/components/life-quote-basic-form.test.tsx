import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { decodeSaved } from '#src/lib/saved-request.ts';
import { loadLifeQuote } from '../life-quote-storage.ts';
import { tileRows } from './customize-quotes.tsx';
import { LifeQuoteBasicForm } from './life-quote-basic-form.tsx';

beforeEach(() => localStorage.clear());

const year = new Date().getFullYear();

function answerUpToCitizen() {
  fireEvent.click(screen.getByLabelText('Female'));
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 30) } });
  const smoke = screen.getByRole('radiogroup', { name: 'Do you smoke?' });
  fireEvent.click(within(smoke).getByLabelText('No'));
}

describe('life basic form', () => {
  it('reveals each question in turn and saves the answers base64-encoded under the product key', async () => {
    renderWithProviders(<LifeQuoteBasicForm product="mortgage-protection" />);
    expect(screen.queryByLabelText('Day')).toBeNull();
    answerUpToCitizen();
    const citizen = screen.getByRole('radiogroup', { name: /citizen/ });
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(localStorage.getItem('mortgageProtection')).not.toBeNull());
    const raw = localStorage.getItem('mortgageProtection') ?? '';
    expect(decodeSaved(raw)).toMatchObject({
      v: 1,
      request: {
        gender: 'female',
        smoke: false,
        citizen: true,
        province: 'AB',
        // A new quote starts at the typical amount, not the list's $25,000 minimum.
        coverage: 400000,
        birthDate: `${year - 30}-07-04`,
      },
    });
    expect(loadLifeQuote('mortgage-protection')?.request.premiumPaymentDuration).toBe('monthly');
  });

  it('shows the kids date bounds, and changing citizenship resets the province', () => {
    renderWithProviders(<LifeQuoteBasicForm product="kids-life" />);
    fireEvent.click(screen.getByLabelText('Male'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 20) } });
    expect(screen.getByRole('alert').textContent).toBe(
      `Please ensure that entered date is correct & between ${year - 17} to ${year}.`,
    );
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 12) } });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Does your child smoke?' })).getByLabelText('No'),
    );
    const citizen = screen.getByRole('radiogroup', {
      name: 'Is your child a Canadian citizen or permanent resident?',
    });
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'ON' } });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    fireEvent.click(within(citizen).getByLabelText('No'));
    expect(
      screen.getByText('Instant Quote is not available for your selection. Please make a call.'),
    ).toBeTruthy();
    expect(screen.getByText('Please call us and we can get you covered')).toBeTruthy();
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('life basic form: date feedback', () => {
  const typeDate = (d: string, m: string, y: string) => {
    fireEvent.click(screen.getByLabelText('Female'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: d } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: m } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: y } });
  };

  it.each(['85', '198'])(
    'asks for four digits once a %s-year is left, and hides the next question',
    (short) => {
      renderWithProviders(<LifeQuoteBasicForm product="term-life" />);
      typeDate('4', '7', short);
      // Still typing: no message yet.
      expect(screen.queryByRole('alert')).toBeNull();
      fireEvent.blur(screen.getByLabelText('Year'));
      expect(screen.getByRole('alert').textContent).toBe(
        'Please enter the year with four digits, for example 1985',
      );
      expect(screen.queryByRole('radiogroup', { name: 'Do you smoke?' })).toBeNull();
      fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1985' } });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('radiogroup', { name: 'Do you smoke?' })).toBeTruthy();
    },
  );

  it('says numbers only for letters in any box, at once', () => {
    renderWithProviders(<LifeQuoteBasicForm product="term-life" />);
    typeDate('4', 'jul', '');
    expect(screen.getByRole('alert').textContent).toBe('Please use numbers only for the day, month and year');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '19a5' } });
    expect(screen.getByRole('alert').textContent).toBe('Please use numbers only for the day, month and year');
  });

  it('keeps the spec range message for a date that is out of range or not real', () => {
    renderWithProviders(<LifeQuoteBasicForm product="term-life" />);
    typeDate('31', '4', '1990');
    expect(screen.getByRole('alert').textContent).toBe(
      `Please ensure that entered date is correct & between ${year - 99} to ${year}.`,
    );
  });
});

describe('life basic form: ages and next steps', () => {
  it('stops a term-life shopper born too late with the age message, a tel: link and Book a call', () => {
    renderWithProviders(<LifeQuoteBasicForm product="term-life" />);
    fireEvent.click(screen.getByLabelText('Female'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 6) } });
    const step = screen.getByTestId('age-next-step');
    expect(within(step).getByRole('alert').textContent).toBe(
      'Instant Term Life quotes are for ages 18 to 75. Please call us and we can get you covered.',
    );
    expect(within(step).getByRole('link', { name: '905-555-0143' }).getAttribute('href')).toBe(
      'tel:+19055550143',
    );
    expect(within(step).getByRole('link', { name: 'Book a call' }).getAttribute('href')).toBe(
      '/term-life/quote/book-a-call',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Do you smoke?' })).toBeNull();
  });
});

describe('life basic form: kids life asks about the child', () => {
  it('asks no smoking question for a child under 10 and saves smoke as No', async () => {
    renderWithProviders(<LifeQuoteBasicForm product="kids-life" />);
    fireEvent.click(screen.getByLabelText('Male'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 6) } });
    expect(screen.queryByRole('radiogroup', { name: /smoke/ })).toBeNull();
    const citizen = screen.getByRole('radiogroup', {
      name: 'Is your child a Canadian citizen or permanent resident?',
    });
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'ON' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(loadLifeQuote('kids-life')?.request.smoke).toBe(false));
  });

  it("asks about the child's smoking in the past 12 months", () => {
    renderWithProviders(<LifeQuoteBasicForm product="kids-life" />);
    fireEvent.click(screen.getByLabelText('Male'));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 15) } });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Does your child smoke?' })).getByLabelText('Yes'),
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Has your child smoked within the past 12 months?' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Have you smoked/)).toBeNull();
  });
});

describe('helpers', () => {
  it('lays tiles out in rows of 5 and 4', () => {
    expect(tileRows([0, 1, 2, 3, 4, 5, 6, 7, 8]).map((r) => r.length)).toEqual([5, 4]);
    expect(tileRows([0, 1, 2, 3]).map((r) => r.length)).toEqual([4]);
  });
});
