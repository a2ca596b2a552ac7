import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TestPreviewPage, { LINKS } from './pages/TestPreviewPage';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete (navigator as { contacts?: unknown }).contacts;
});

function pickerWill(select: () => Promise<Array<{ name?: string[]; tel?: string[] }>>) {
  Object.defineProperty(navigator, 'contacts', { configurable: true, value: { select } });
}

describe('TestPreviewPage', () => {
  it('starts with the default fields and the session from the URL', () => {
    window.history.replaceState(null, '', '/testPreview?sessionId=demo-a');
    render(<TestPreviewPage />);
    expect((screen.getByLabelText('App version') as HTMLInputElement).value).toBe('1.0.0');
    expect((screen.getByLabelText('Device name') as HTMLInputElement).value).toBe('testDeviceName');
    expect((screen.getByLabelText('Device id') as HTMLInputElement).value).toBe('123');
    expect((screen.getByLabelText('OS version') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('Product id') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Order id') as HTMLInputElement).value).toBe('86');
    expect((screen.getByLabelText('Session id') as HTMLInputElement).value).toBe('demo-a');
  });

  it('keeps the edited fields in its own address, so they are there again after going back', async () => {
    window.history.replaceState(null, '', '/testPreview?sessionId=demo-a');
    const first = render(<TestPreviewPage />);
    const order = screen.getByLabelText('Order id') as HTMLInputElement;
    await userEvent.clear(order);
    await userEvent.type(order, '85');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('orderId')).toBe('85'));
    expect(window.location.pathname).toBe('/testPreview');
    first.unmount();
    // Coming back renders the page again from its address.
    render(<TestPreviewPage />);
    expect((screen.getByLabelText('Order id') as HTMLInputElement).value).toBe('85');
    expect((screen.getByLabelText('Session id') as HTMLInputElement).value).toBe('demo-a');
  });

  it('links every page with the edited fields as query', async () => {
    render(<TestPreviewPage />);
    expect(LINKS).toHaveLength(10);
    const order = screen.getByLabelText('Order id');
    await userEvent.clear(order);
    await userEvent.type(order, '99');
    for (const l of LINKS) {
      const href = new URL(screen.getByRole('link', { name: l.label }).getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe(l.path);
      expect(href.searchParams.get('orderId')).toBe('99');
      expect(href.searchParams.get('deviceId')).toBe('123');
      expect(href.searchParams.has('sessionId')).toBe(false);
    }
    const guidance = screen.getByRole('link', { name: 'Repayment instructions' }).getAttribute('href') ?? '';
    expect(new URL(guidance, 'http://x').pathname).toBe('/dragonpayPaymentInstructions');
  });

  it('reports a missing contact picker on its status line, leaving the contact field alone', async () => {
    render(<TestPreviewPage />);
    const field = screen.getByRole('textbox', { name: 'Contact' }) as HTMLInputElement;
    await userEvent.type(field, 'Ana 0917');
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(screen.getByRole('status', { name: 'Contact picker' }).textContent).toBe('This browser has no contact picker; type a contact above.');
    expect(field.value).toBe('Ana 0917');
  });

  it('reports a failing contact picker on its status line, leaving the contact field alone', async () => {
    pickerWill(() => Promise.reject(new Error('permission denied')));
    render(<TestPreviewPage />);
    const field = screen.getByRole('textbox', { name: 'Contact' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Contact picker' }).textContent).toBe('Contact picker failed: permission denied'));
    expect(field.value).toBe('');
  });

  it('puts a picked contact in the contact field', async () => {
    pickerWill(() => Promise.resolve([{ name: ['Ana Cruz'], tel: ['09171234567'] }]));
    render(<TestPreviewPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Contact' }) as HTMLInputElement).value).toBe('Ana Cruz 09171234567'));
    pickerWill(() => Promise.resolve([]));
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Contact picker' }).textContent).toBe('No contact chosen'));
    expect((screen.getByRole('textbox', { name: 'Contact' }) as HTMLInputElement).value).toBe('Ana Cruz 09171234567');
  });

  it('shows the chosen photo and the location result', async () => {
    render(<TestPreviewPage />);
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => {};
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['x'.repeat(2048)], 'id.jpg', { type: 'image/jpeg' }));
    expect(screen.getByAltText('Chosen photo').getAttribute('src')).toBe('blob:photo');
    expect(screen.getByText(/id\.jpg · 2\.0 KB/)).toBeTruthy();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 14.5547, longitude: 121.0244, accuracy: 12 } } as GeolocationPosition) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Get location' }));
    expect(screen.getByText('Latitude 14.55470, longitude 121.02440 (±12 m)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(screen.getByText(/no contact picker/)).toBeTruthy();
  });
});
