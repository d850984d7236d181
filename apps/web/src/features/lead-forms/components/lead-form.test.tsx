import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import { findLeadFormByRouteId } from '@brokerage/shared/lead/lead-forms';
import { leadContract } from '@brokerage/shared/lead/lead-schemas';
import type { LeadForm as LeadFormEntry } from '@brokerage/shared/lead/lead-forms';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { LeadForm } from './lead-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
const openMock = vi.fn<typeof window.open>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('open', openMock);
  window.scrollTo = vi.fn();
  // happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  openMock.mockReset();
});

function formOf(routeId: string): LeadFormEntry {
  const form = findLeadFormByRouteId(routeId);
  if (!form) throw new Error(`no lead form ${routeId}`);
  return form;
}

function renderForm(routeId: string) {
  const form = formOf(routeId);
  return renderWithProviders(null, {
    url: form.path,
    routes: [
      { path: form.path, Component: () => <LeadForm form={form} /> },
      { path: '*', Component: () => <p>Landed on another page</p> },
    ],
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function fillPerson(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText(/First Name/), 'jane');
  await user.type(screen.getByLabelText(/Last Name/), 'doe');
  await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
  await user.type(screen.getByLabelText(/Mobile Number/), '4165550198');
}

/** The server's answer for the form's route, checked against its contract (leadContract). */
const answer = (routeId: string, body: unknown, status = 200) =>
  fetchMock.mockResolvedValue(contractAnswer(leadContract(formOf(routeId)), body, status));

describe('LeadForm (product-flows sections 2 to 5)', () => {
  it('keeps submit disabled until all fields are valid, with no error on an empty field', async () => {
    const { user } = renderForm('commercial-quote');
    expect(submitButton()).toBeDisabled();
    const first = screen.getByLabelText(/First Name/);
    await user.type(first, 'j');
    expect(first).toHaveValue('J');
    await user.clear(first);
    expect(screen.queryByText('First name is not valid')).not.toBeInTheDocument();

    await user.type(first, 'j0');
    expect(await screen.findByText('First name is not valid')).toBeInTheDocument();
    await user.clear(first);
    await waitFor(() => expect(screen.queryByText('First name is not valid')).not.toBeInTheDocument());

    await fillPerson(user);
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('416-555-0198');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(screen.getByLabelText(/Mobile Number/));
    await user.type(screen.getByLabelText(/Mobile Number/), '123');
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('posts the lead with its product, then confirms with the call-us number and OK to the landing page', async () => {
    answer('commercial-quote', { message: CONTACT_THANK_YOU, data: { recordId: 'r1' } });
    const { user } = renderForm('commercial-quote');
    await fillPerson(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(screen.getByText(CONTACT_THANK_YOU)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '905-555-0143' })).toHaveAttribute('href', 'tel:+19055550143');
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute('href', '/commercial');
    expect(screen.queryByLabelText(/First Name/)).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact/commercial');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      mobile: '416-555-0198',
      products: [20],
    });
  });

  it('requires the disability message and sends it', async () => {
    answer('disability-quote', { message: CONTACT_THANK_YOU, data: { recordId: 'r2' } });
    const { user } = renderForm('disability-quote');
    await fillPerson(user);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/Message/), 'Back injury at work');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Request received' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      mobile: '416-555-0198',
      products: [6],
      message: 'Back injury at work',
    });
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute('href', '/disability');
  });

  it("sends auto's optional 'applying for' answer", async () => {
    answer('auto-quote', { message: CONTACT_THANK_YOU, data: { recordId: 'r3' } });
    const { user } = renderForm('auto-quote');
    await fillPerson(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Renewal' }));
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Request received' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      mobile: '416-555-0198',
      products: [19],
      applyFor: 'Renewal',
    });
  });

  it.each(['auto-quote', 'investments-quote', 'banking-quote', 'disability-quote'])(
    '%s sends only the fields it shows (no empty message or answer it does not ask)',
    async (routeId) => {
      const form = formOf(routeId);
      answer(routeId, {
        message: CONTACT_THANK_YOU,
        data: form.partner ? 'https://partner.example.ca/' : { recordId: 'r4' },
      });
      const { user } = renderForm(routeId);
      await fillPerson(user);
      if (form.asksMessage) await user.type(screen.getByLabelText(/Message/), 'Off work');
      await waitFor(() => expect(submitButton()).toBeEnabled());
      await user.click(submitButton());
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      const sent = Object.keys(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as object);
      expect(sent.sort()).toEqual(
        [
          'firstName',
          'lastName',
          'email',
          'mobile',
          'products',
          ...(form.asksMessage ? ['message'] : []),
        ].sort(),
      );
    },
  );

  it('opens the partner link of banking in a new tab and moves on to the banking page', async () => {
    answer('banking-quote', { message: CONTACT_THANK_YOU, data: 'https://bank.example.ca/' });
    const { user } = renderForm('banking-quote');
    await fillPerson(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Landed on another page')).toBeInTheDocument();
    expect(openMock).toHaveBeenCalledWith('https://bank.example.ca/', '_blank', 'noopener,noreferrer');
  });

  it("shows the server's message on failure and keeps the form", async () => {
    answer(
      'tax-planning-quote',
      { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
      429,
    );
    const { user } = renderForm('tax-planning-quote');
    await fillPerson(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Jane');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
