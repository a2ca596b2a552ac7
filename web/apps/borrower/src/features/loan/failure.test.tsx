import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';

// antd's popups animate with pointer-events off; the checks would refuse every tap during the animation.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
import FailurePage from './pages/FailurePage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import { mockApi, ok } from '../../test/mock-api';
import { installShell, uninstallShell } from '../../test/shell';
import type { RecommendationWire } from './api/wire';

const rec = (pid: number, name: string, enb = 1): RecommendationWire => ({
  pid, lgo: '', nme: name, btn: 'Apply now', rng: '₱1,000 – ₱20,000', rgd: 'Loan amount', rte: '0.05% a day', dsc: `${name} description`, tgs: [`${name} tag`], enb, clk: String(enb), tgc: 'productDetail',
});

const notice = {
  noticeMsg: 'We could not open your application with Sari-Sari Credit.',
  errorMsg: 'Sari-Sari Credit did not accept the sign-in.',
  recProducts: [rec(1, 'Kwarta Flex'), rec(2, 'Sahod Saver', 0), rec(3, 'Negosyo Plus'), rec(7, 'Pautang Express')],
  inProgress: [],
};

function open() {
  window.history.replaceState(null, '', '/error?productId=8');
  return render(<FailurePage />);
}

beforeEach(() => setCommonParams({ sessionId: 'demo-b', deviceId: '123' }));
afterEach(() => {
  uninstallShell();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FailurePage', () => {
  it('says once which loans are in progress, each with the way to it', async () => {
    mockApi({
      '/v3/joint-login/notice': ok({
        ...notice,
        recProducts: [rec(1, 'Kwarta Flex')],
        inProgress: [
          { orderId: 81, productId: 2, productName: 'Sahod Saver' },
          { orderId: 85, productId: 6, productName: 'Kwarta Plus' },
        ],
      }),
    });
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    open();
    const loans = await screen.findByRole('region', { name: 'Your loans in progress' });
    expect(within(loans).getByText('Sahod Saver')).toBeTruthy();
    expect(screen.queryByText('You have a loan with this product in progress')).toBeNull();
    await userEvent.click(within(loans).getAllByRole('button', { name: 'View my loan' })[1]);
    expect(openPage).toHaveBeenCalledWith('loanDetail', 'orderId=85&productId=6');
  });


  it('shows the notice, the error and the products, tags on the first 2 only', async () => {
    const api = mockApi({ '/v3/joint-login/notice': ok(notice) });
    open();
    expect(await screen.findByText('We could not open your application with Sari-Sari Credit.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application not opened' })).toBeTruthy();
    expect(screen.getByText('Sari-Sari Credit did not accept the sign-in.')).toBeTruthy();
    for (const name of ['Kwarta Flex', 'Sahod Saver', 'Negosyo Plus', 'Pautang Express']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('Kwarta Flex tag')).toBeTruthy();
    expect(screen.getByText('Sahod Saver tag')).toBeTruthy();
    expect(screen.queryByText('Negosyo Plus tag')).toBeNull();
    expect(screen.queryByText('Pautang Express tag')).toBeNull();
    expect(screen.getAllByText('₱1,000 – ₱20,000')).toHaveLength(4);
    expect(screen.getByText('Kwarta Flex description')).toBeTruthy();
    expect(api.called('/v3/joint-login/notice')[0].params.get('productId')).toBe('8');
  });

  it('says why an application was declined and from when to apply again', async () => {
    const api = mockApi({
      '/v3/joint-login/notice': ok({
        ...notice,
        noticeMsg: 'Your application for Negosyo Plus was not approved.',
        errorMsg: 'No loan was made and nothing was charged. You may apply again from Nov 9, 2026.',
        reasons: ['You have 3 loans in progress; you may hold at most 3 at a time. Repay one, then apply again.'],
        retryOn: 'Nov 9, 2026',
      }),
    });
    window.history.replaceState(null, '', '/error?productId=3&orderId=95');
    render(<FailurePage />);
    expect(await screen.findByText('Your application for Negosyo Plus was not approved.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application not approved' })).toBeTruthy();
    const why = screen.getByRole('region', { name: 'Why' });
    expect(within(why).getByText(/you may hold at most 3 at a time/)).toBeTruthy();
    expect(screen.getByText(/You may apply again from Nov 9, 2026\./)).toBeTruthy();
    expect(Object.fromEntries(api.called('/v3/joint-login/notice')[0].params)).toMatchObject({ productId: '3', orderId: '95' });
  });

  it('records a click, asks for the link and opens an http link in the browser', async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    const api = mockApi({
      '/v3/joint-login/notice': ok(notice),
      '/service/event/save': ok({}),
      '/gopia/goya/define': ok('https://pautang-express.example/apply?utm_source=kwarta'),
    });
    open();
    const item = (await screen.findByText('Pautang Express')).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(popup).toHaveBeenCalledWith('https://pautang-express.example/apply?utm_source=kwarta', '_blank'));
    expect(Object.fromEntries(api.called('/service/event/save')[0].params)).toMatchObject({ productId: '7', moduleId: '32', positionId: '3' });
    expect(Object.fromEntries(api.called('/gopia/goya/define')[0].params)).toMatchObject({ pid: '7', pos: '3' });
    expect(api.calls.map((c) => c.path).slice(1)).toEqual(['/service/event/save', '/gopia/goya/define']);
  });

  it("passes any other link to the app shell with a list: the product id and where it was tapped", async () => {
    const shell = installShell();
    mockApi({ '/v3/joint-login/notice': ok(notice), '/service/event/save': ok({}), '/gopia/goya/define': ok('productDetail') });
    open();
    const item = (await screen.findByText('Negosyo Plus')).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(shell.openPageWithList.postMessage).toHaveBeenCalledWith(['productDetail', 'productId=3', 'moduleId=32', 'positionId=2']));
    expect(shell.openPage.postMessage).not.toHaveBeenCalled();
    // The tap's event/save goes to the app's analytics too, before the page opens.
    expect(shell.trackEvent.postMessage).toHaveBeenCalledWith(['failureRecommendation', JSON.stringify({ productId: 3, moduleId: 32, positionId: 2 })]);
    expect(shell.trackEvent.postMessage.mock.invocationCallOrder[0]).toBeLessThan(shell.openPageWithList.postMessage.mock.invocationCallOrder[0]);
  });

  it('opens the product page in a browser as before: the list\'s first item is its query', async () => {
    const before = bridge.navigate;
    const navigate = vi.fn();
    bridge.setNavigate(navigate);
    try {
      mockApi({ '/v3/joint-login/notice': ok(notice), '/service/event/save': ok({}), '/gopia/goya/define': ok('productDetail') });
      vi.spyOn(console, 'info').mockImplementation(() => {});
      open();
      const item = (await screen.findByText('Kwarta Flex')).closest('li') as HTMLElement;
      await userEvent.click(within(item).getByRole('button', { name: 'Apply now' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/confirmLoan?sessionId=demo-b&deviceId=123&productId=1'));
    } finally {
      bridge.setNavigate(before);
    }
  });

  it('does nothing for a disabled product and toasts a failed link', async () => {
    const api = mockApi({
      '/v3/joint-login/notice': ok(notice),
      '/service/event/save': ok({}),
      '/gopia/goya/define': { code: '100404', success: false, message: 'This loan product is not available.' },
    });
    open();
    const off = (await screen.findByText('Sahod Saver')).closest('li') as HTMLElement;
    expect(within(off).getByRole('button', { name: 'Apply now' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(off).getByRole('button', { name: 'Apply now' }));
    expect(api.called('/service/event/save')).toHaveLength(0);
    const item = screen.getByText('Negosyo Plus').closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByText('This loan product is not available.')).toBeTruthy();
  });

  it('shows the server message when the notice fails', async () => {
    mockApi({ '/v3/joint-login/notice': { code: '100404', success: false, message: 'This loan product is not available.' } });
    const { container } = open();
    expect((await screen.findAllByText('This loan product is not available.')).length).toBeGreaterThan(0);
    // The toast can show the message before the page draws its block.
    await waitFor(() => expect(container.querySelector('.kw-status-block')?.textContent).toContain('This loan product is not available.'));
  });

  it('says why a product is grey, and a second tap while the link loads does nothing', async () => {
    let answer: (v: Response) => void = () => {};
    const api = mockApi({ '/v3/joint-login/notice': ok(notice), '/service/event/save': ok({}), '/gopia/goya/define': ok('productDetail') });
    vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    open();
    const off = (await screen.findByText('Sahod Saver')).closest('li') as HTMLElement;
    expect(within(off).getByText('You have a loan with this product in progress.')).toBeTruthy();
    const item = screen.getByText('Kwarta Flex').closest('li') as HTMLElement;
    const button = within(item).getByRole('button', { name: 'Apply now' });
    expect(button.getAttribute('aria-describedby')).toBe(within(item).getByText('Kwarta Flex').id);
    const slow = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    fetchMock.mockImplementationOnce(() => slow);
    await userEvent.click(button);
    await userEvent.click(button);
    answer(new Response(JSON.stringify({ code: '00', success: true, data: {} })));
    await waitFor(() => expect(api.called('/gopia/goya/define')).toHaveLength(1));
    expect(api.called('/service/event/save')).toHaveLength(0);
  });
});
