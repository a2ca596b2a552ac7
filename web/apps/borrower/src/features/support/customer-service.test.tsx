import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CustomerServicePage from './pages/CustomerServicePage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';

const fetchMock = vi.fn();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('CustomerServicePage', () => {
  it('shows the promise and the lines from contact-kf-info', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: '00', success: true, data: { email: 'help@kwarta.ph', smWa: '+63 2 8888 5927', hours: 'Monday to Saturday, 8:00 a.m. to 8:00 p.m.' } })));
    const call = vi.spyOn(bridge, 'callPhone').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<CustomerServicePage />);
    expect(screen.getByText("Whether it's about loan terms or app glitches, contact us anytime and we'll assist.")).toBeTruthy();
    // The whole E-Mail row opens the mail link, its label as well as the address.
    await screen.findByText('help@kwarta.ph');
    await userEvent.click(screen.getByText('E-Mail'));
    expect(open).toHaveBeenCalledWith('mailto:help@kwarta.ph', '_self');
    expect(screen.getByText('Opening hours')).toBeTruthy();
    expect(screen.getByText('Monday to Saturday, 8:00 a.m. to 8:00 p.m.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/medium\/v3\/personal-center\/contact-kf-info/);
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('type=1');
    await userEvent.click(screen.getByText('+63 2 8888 5927'));
    expect(call).toHaveBeenCalledWith('+63 2 8888 5927');
  });

  it('leads to the complaint home', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    render(<CustomerServicePage />);
    await userEvent.click(screen.getByText('Complaints and feedback'));
    expect(openPage).toHaveBeenCalledWith('complaint');
  });

  it('leads to the text message settings with the session query', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const navigate = vi.fn();
    bridge.setNavigate(navigate);
    setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
    render(<CustomerServicePage />);
    await userEvent.click(screen.getByText('Text message settings'));
    expect(navigate).toHaveBeenCalledWith('/smsSettings?sessionId=demo-a&deviceId=123');
  });

  it('shows dashes when the call fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    render(<CustomerServicePage />);
    expect(await screen.findAllByText('—')).toHaveLength(2);
  });
});
