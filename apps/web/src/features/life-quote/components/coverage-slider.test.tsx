import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { CoverageSlider } from './coverage-slider.tsx';

const thumb = () => screen.getByRole('slider', { name: 'Coverage amount' });

describe('CoverageSlider', () => {
  it('moves with the keys and hands over only the value it settles on', async () => {
    const onSettle = vi.fn();
    renderWithProviders(<CoverageSlider product="term-life" coverage={25000} onSettle={onSettle} />);
    expect(screen.getByText('Minimum $25,000')).toBeTruthy();
    expect(screen.getByText('Maximum $5,000,000')).toBeTruthy();
    thumb().focus();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(thumb(), { key: 'ArrowRight' });
    fireEvent.keyDown(thumb(), { key: 'PageUp' });
    expect(thumb().getAttribute('aria-valuetext')).toBe('$275,000');
    expect(thumb().getAttribute('aria-disabled')).not.toBe('true');
    expect(onSettle).not.toHaveBeenCalled();
    await waitFor(() => expect(onSettle).toHaveBeenCalledWith(275000));
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(thumb());
  });

  it('shows the slider’s amount in the typed field from the start and as the slider moves', () => {
    renderWithProviders(<CoverageSlider product="term-life" coverage={500000} onSettle={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Or type an amount');
    expect(thumb().getAttribute('aria-valuetext')).toBe('$500,000');
    expect(input.value).toBe('$500,000');
    fireEvent.keyDown(thumb(), { key: 'ArrowRight' });
    expect(input.value).toBe('$550,000');
    fireEvent.keyDown(thumb(), { key: 'PageDown' });
    expect(thumb().getAttribute('aria-valuetext')).toBe('$400,000');
    expect(input.value).toBe('$400,000');
  });

  it('takes a typed amount snapped to the amounts offered and refuses one out of range', async () => {
    const onSettle = vi.fn();
    renderWithProviders(<CoverageSlider product="kids-life" coverage={25000} onSettle={onSettle} />);
    const input = screen.getByLabelText('Or type an amount');
    fireEvent.change(input, { target: { value: '110000' } });
    fireEvent.blur(input);
    expect(thumb().getAttribute('aria-valuetext')).toBe('$100,000');
    expect(screen.getByText('Set to $100,000, the closest amount offered')).toBeTruthy();
    await waitFor(() => expect(onSettle).toHaveBeenCalledWith(100000));
    fireEvent.change(input, { target: { value: '300000' } });
    fireEvent.blur(input);
    expect(screen.getByText('Please enter an amount from $25,000 to $250,000')).toBeTruthy();
    expect(thumb().getAttribute('aria-valuetext')).toBe('$100,000');
  });
});
