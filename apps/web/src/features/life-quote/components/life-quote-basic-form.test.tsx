import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { decodeSaved, encodeSaved, loadLifeQuote } from '../life-quote-storage.ts';
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
    const raw = localStorage.getItem('mortgageProtection') ?? '';
    expect(decodeSaved(raw)).toMatchObject({
      request: {
        gender: 'female',
        smoke: false,
        citizen: true,
        province: 'AB',
        coverage: 25000,
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
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: String(year - 5) } });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /smoke/ })).getByLabelText('No'));
    const citizen = screen.getByRole('radiogroup', { name: /citizen/ });
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'ON' } });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    fireEvent.click(within(citizen).getByLabelText('No'));
    expect(
      screen.getByText('Instant Quote is not available for your selection. Please make a call.'),
    ).toBeTruthy();
    fireEvent.click(within(citizen).getByLabelText('Yes'));
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('helpers', () => {
  it('lays tiles out in rows of 5 and 4', () => {
    expect(tileRows([0, 1, 2, 3, 4, 5, 6, 7, 8]).map((r) => r.length)).toEqual([5, 4]);
    expect(tileRows([0, 1, 2, 3]).map((r) => r.length)).toEqual([4]);
  });

  it('encodes saved answers as UTF-8 safe base64', () => {
    const value = { name: 'Zoë' };
    expect(decodeSaved(encodeSaved(value))).toEqual(value);
  });
});
