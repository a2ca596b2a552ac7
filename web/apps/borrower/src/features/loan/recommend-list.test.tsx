import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import RecommendListPage from './pages/RecommendListPage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import { mockApi, ok } from '../../test/mock-api';
import type { RecommendationWire } from './api/wire';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const rec = (pid: number, name: string): RecommendationWire => ({
  pid, lgo: '', nme: name, btn: 'Apply now', rng: '₱1,000 – ₱20,000', rgd: 'Loan amount', rte: '0.05% a day',
  dsc: `${name} description`, tgs: [`${name} tag`], enb: 1, clk: '1', tgc: 'productDetail',
});

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  window.history.replaceState(null, '', '/recommendList');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RecommendListPage', () => {
  it('lists the loans the borrower can apply for, each with range, rate, tags and Apply now, and applies', async () => {
    const api = mockApi({
      '/v3/loan/recommend-list': ok({ products: [rec(1, 'Kwarta Flex'), rec(4, 'Kwarta Lite'), rec(5, 'Bayanihan Cash')], inProgress: [{ orderId: 81, productId: 2, productName: 'Sahod Saver' }] }),
      '/service/event/save': ok({}),
      '/gopia/goya/define': ok('productDetail'),
    });
    const openPageWithList = vi.spyOn(bridge, 'openPageWithList').mockImplementation(() => {});
    const trackEvent = vi.spyOn(bridge, 'trackEvent').mockImplementation(() => {});
    render(<RecommendListPage />);
    const offers = await screen.findByRole('region', { name: 'You can apply for' });
    expect(within(offers).getAllByRole('button', { name: 'Apply now' })).toHaveLength(3);
    expect(within(offers).getAllByText('₱1,000 – ₱20,000')).toHaveLength(3);
    expect(within(offers).getAllByText('0.05% a day')).toHaveLength(3);
    expect(within(offers).getByText('Bayanihan Cash tag')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your loans in progress' })).toBeTruthy();
    const lite = within(offers).getByText('Kwarta Lite').closest('li') as HTMLElement;
    await userEvent.click(within(lite).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(openPageWithList).toHaveBeenCalledWith('productDetail', ['productId=4', 'moduleId=33', 'positionId=1']));
    expect(Object.fromEntries(api.called('/service/event/save')[0].params)).toMatchObject({ productId: '4', moduleId: '33', positionId: '1' });
    expect(trackEvent).toHaveBeenCalledWith('listRecommendation', { productId: 4, moduleId: 33, positionId: 1 });
  });

  it('says so when every product has a loan in progress', async () => {
    mockApi({ '/v3/loan/recommend-list': ok({ products: [], inProgress: [{ orderId: 81, productId: 2, productName: 'Sahod Saver' }] }) });
    render(<RecommendListPage />);
    expect(await screen.findByText(/There is no other loan to apply for right now/)).toBeTruthy();
  });
});
