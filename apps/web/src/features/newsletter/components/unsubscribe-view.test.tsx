import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVINCE_UNSUBSCRIBED_MESSAGE } from '@brokerage/shared/content/content-schemas';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  newsletterUnsubscribeContract,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import { contractAnswer } from '#src/testing/contract-answer.ts';
import { renderWithProviders } from '#src/testing/render-with-providers.tsx';
import { UnsubscribeView } from './unsubscribe-view.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;

describe('UnsubscribeView', () => {
  it('unsubscribes from the newsletter with the link of a newsletter mail', async () => {
    fetchMock.mockResolvedValue(
      contractAnswer(newsletterUnsubscribeContract, { message: UNSUBSCRIBED_MESSAGE }),
    );
    renderWithProviders(<UnsubscribeView />, { url: '/newsletters/unsubscribe?email=a%40b.ca&token=t1' });
    expect(await screen.findByText(UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(sentBody()).toEqual({ email: 'a@b.ca', token: 't1' });
  });

  it('sends the topic of the UPDATE ME! mail and names it', async () => {
    fetchMock.mockResolvedValue(
      contractAnswer(newsletterUnsubscribeContract, { message: PROVINCE_UNSUBSCRIBED_MESSAGE }),
    );
    renderWithProviders(<UnsubscribeView />, {
      url: '/newsletters/unsubscribe?email=a%40b.ca&token=t2&topic=province-availability',
    });
    expect(await screen.findByText(PROVINCE_UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the province update' })).toBeInTheDocument();
    expect(sentBody()).toEqual({ email: 'a@b.ca', token: 't2', topic: 'province-availability' });
  });

  it('says the link is not valid, without calling the server, for an unknown topic', async () => {
    renderWithProviders(<UnsubscribeView />, {
      url: '/newsletters/unsubscribe?email=a%40b.ca&token=t3&topic=lottery',
    });
    expect(await screen.findByText(BAD_UNSUBSCRIBE_LINK_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
