import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import ComplaintPage from './pages/ComplaintPage';
import ComplainFormPage, { SENT_REDIRECT_MS } from './pages/ComplainFormPage';
import ComplaintListPage from './pages/ComplaintListPage';
import ComplainDetailsPage, { SCORE_DELAY_MS } from './pages/ComplainDetailsPage';
import * as bridge from '../../lib/bridge';
import { setCommonParams } from '../../lib/common-params';
import * as toast from '../../lib/toast';
import { setLocale } from '../../i18n/i18n';
import { mockApi, ok } from '../../test/mock-api';
import { detail, init, list, order81, order86, replied } from './test/fixtures';
import { clip, evidenceSrc } from './evidence';

/** Fake timeouts only: React's scheduler keeps its real setImmediate, so effects run as the page loads. */
const fakeTimers = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
/** settle lets React run the effects of what has rendered (the rating's timer starts in one). */
const settle = () => act(async () => {});
const setup = () => userEventLib.setup({ pointerEventsCheck: 0 });
const fail = (code: string, message: string) => ({ code, success: false, message });

function open(path: string, Page: () => React.ReactElement) {
  window.history.replaceState(null, '', path);
  return render(<Page />);
}

/** png is a file the picker takes. */
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

beforeEach(() => {
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
  setLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('evidence', () => {
  it('adds the session query to the server\'s evidence photos only', () => {
    expect(evidenceSrc('/medium/user-problem/image/a1.png')).toBe('/medium/user-problem/image/a1.png?sessionId=demo-a&deviceId=123');
    expect(evidenceSrc('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(evidenceSrc('javascript:alert(1)')).toBeUndefined();
  });

  it('clips by code points', () => {
    expect(clip('ab😀cd', 3)).toBe('ab😀');
  });
});

describe('ComplaintPage', () => {
  it('shows My complaints, the selected order and the types', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-init': ok(init(order81)) });
    open('/complaint', ComplaintPage);
    expect(await screen.findByText('Sahod Saver')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('₱30,000.00')).toBeTruthy();
    // Kept by an effect after the render: wait for it, not for the paint.
    await waitFor(() => expect(localStorage.getItem('kwarta.complaint.orderNo')).toBe('KW2026101400081'));
    await user.click(screen.getByRole('button', { name: /My complaints/ }));
    expect(openPage).toHaveBeenCalledWith('complaintList');
  });

  it('folds a long order card to three rows with More', async () => {
    const user = setup();
    const rows = Array.from({ length: 6 }, (_, i) => ({ title: `Row ${i + 1}`, value: `v${i + 1}` }));
    mockApi({ '/user-problem/problem-init': ok(init({ ...order81, list: rows })) });
    open('/complaint', ComplaintPage);
    expect(await screen.findByText('Row 3')).toBeTruthy();
    expect(screen.queryByText('Row 4')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Row 6')).toBeTruthy();
  });

  it('opens the form straight away for a type other than 1', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-init': ok(init(order81)) });
    open('/complaint', ComplaintPage);
    await user.click(await screen.findByRole('button', { name: 'Payment not credited' }));
    expect(openPage).toHaveBeenCalledWith('complainPageNext', 'problemType=2&problemSonType=&orderNo=KW2026101400081');
  });

  it('reveals the sub-types of type 1 on a disbursed order, and a sub-type opens the form', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-init': ok(init(order81)) });
    open('/complaint', ComplaintPage);
    const type1 = await screen.findByRole('button', { name: 'Collection conduct' });
    expect(screen.queryByRole('button', { name: 'Threats or public shaming' })).toBeNull();
    await user.click(type1);
    expect(type1.getAttribute('aria-expanded')).toBe('true');
    expect(openPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Threats or public shaming' }));
    expect(openPage).toHaveBeenCalledWith('complainPageNext', 'problemType=1&problemSonType=103&orderNo=KW2026101400081');
  });

  it('refuses type 1 when the order does not allow collection complaints, in English', async () => {
    const user = setup();
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-init': ok(init(order86)) });
    open('/complaint', ComplaintPage);
    await user.click(await screen.findByRole('button', { name: 'Collection conduct' }));
    expect(shown).toHaveBeenCalledWith('This order does not support collection complaints.');
    expect(screen.queryByRole('button', { name: 'Threats or public shaming' })).toBeNull();
  });

  it('refuses type 1 in Spanish for lang=es', async () => {
    const user = setup();
    setLocale('es');
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-init': ok(init(order86)) });
    open('/complaint?lang=es', ComplaintPage);
    await user.click(await screen.findByRole('button', { name: 'Collection conduct' }));
    expect(shown).toHaveBeenCalledWith('Este pedido no admite quejas de cobranza.');
  });

  it("lists every order under All; choosing one asks problem-init for it and keeps its number", async () => {
    const user = setup();
    const api = mockApi({ '/user-problem/problem-init': (p) => ok(init(p.get('orderId') === '81' ? order81 : order86)) });
    open('/complaint', ComplaintPage);
    await screen.findByText('Bayani Cash');
    await user.click(screen.getByRole('button', { name: 'All' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an order' });
    expect(within(picker).getAllByRole('button')).toHaveLength(2);
    await user.click(within(picker).getByRole('button', { name: /Sahod Saver/ }));
    await screen.findByText('₱30,000.00');
    expect(api.called('/user-problem/problem-init').at(-1)?.params.get('orderId')).toBe('81');
    expect(localStorage.getItem('kwarta.complaint.orderNo')).toBe(order81.orderNo);
  });

  it('preselects the query orderId, and otherwise the kept order', async () => {
    let api = mockApi({ '/user-problem/problem-init': (p) => ok(init(p.get('orderId') === '81' ? order81 : order86)) });
    const first = open('/complaint?orderId=81', ComplaintPage);
    await screen.findByText('Sahod Saver');
    expect(api.called('/user-problem/problem-init')[0].params.get('orderId')).toBe('81');
    first.unmount();
    localStorage.setItem('kwarta.complaint.orderNo', order81.orderNo);
    api = mockApi({ '/user-problem/problem-init': (p) => ok(init(p.get('orderId') === '81' ? order81 : order86)) });
    open('/complaint', ComplaintPage);
    await screen.findByText('₱30,000.00');
    expect(api.called('/user-problem/problem-init').map((c) => c.params.get('orderId'))).toEqual([null, '81']);
  });

  it('shows a failed load with Try again', async () => {
    const user = setup();
    const api = mockApi({ '/user-problem/problem-init': fail('100404', 'Order not found.') });
    open('/complaint?orderId=99', ComplaintPage);
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
    expect(screen.getByText('Order not found.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.called('/user-problem/problem-init')).toHaveLength(2));
  });
});

describe('ComplainFormPage', () => {
  const formPath = '/complainPageNext?problemType=1&problemSonType=103&orderNo=KW2026101400081&sessionId=demo-a';

  function serve(extra: Parameters<typeof mockApi>[0] = {}) {
    let n = 0;
    return mockApi({
      '/user-problem/problem-init': ok(init(order81)),
      '/user-problem/upload-problem-img': () => ok({ url: `/medium/user-problem/image/p${++n}.png` }),
      '/user-problem/problem-save': ok({ problemId: 12 }),
      ...extra,
    });
  }

  it('shows the type and sub-type as tags and the 3-weekday tip', async () => {
    serve();
    open(formPath, ComplainFormPage);
    expect(await screen.findByText('Collection conduct')).toBeTruthy();
    expect(screen.getByText('Threats or public shaming')).toBeTruthy();
    expect(screen.getByText('We will handle your complaint within 3 weekdays.')).toBeTruthy();
    expect(screen.getByText('0/200')).toBeTruthy();
  });

  it('counts to 200 and ignores extra input', async () => {
    serve();
    open(formPath, ComplainFormPage);
    const box = (await screen.findByLabelText('Describe the problem')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(150) } });
    expect(screen.getByText('150/200')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'y'.repeat(230) } });
    expect(box.value).toBe('y'.repeat(200));
    expect(screen.getByText('200/200')).toBeTruthy();
    const user = setup();
    await user.type(box, 'zzz');
    expect(box.value).toBe('y'.repeat(200));
  });

  it('toasts an empty description and sends nothing', async () => {
    const user = setup();
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    const api = serve();
    open(formPath, ComplainFormPage);
    const box = await screen.findByLabelText('Describe the problem');
    fireEvent.change(box, { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(shown).toHaveBeenCalledWith('Please fill in your comments and suggestions');
    expect(api.called('/user-problem/problem-save')).toHaveLength(0);
  });

  it('uploads each photo at once as problemImage, toasts, and hides the picker at 9', async () => {
    const user = setup();
    const succeeded = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = serve();
    open(formPath, ComplainFormPage);
    const input = (await screen.findByLabelText('Add a photo')) as HTMLInputElement;
    await user.upload(input, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Photo \d$/ })).toHaveLength(2));
    expect(succeeded).toHaveBeenCalledWith('Upload succeeded!');
    const fetchMock = vi.mocked(fetch);
    const uploadCall = fetchMock.mock.calls.find(([u]) => String(u).includes('upload-problem-img'));
    const body = uploadCall?.[1]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('problemImage') as File).name).toBe('a.png');
    const img = screen.getByRole('button', { name: 'Photo 1' }).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/medium/user-problem/image/p1.png?sessionId=demo-a&deviceId=123');

    // Eight more chosen: only seven fit, then the picker is gone.
    await user.upload(screen.getByLabelText('Add a photo'), Array.from({ length: 8 }, (_, i) => png(`c${i}.png`)));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Photo \d$/ })).toHaveLength(9));
    expect(api.called('/user-problem/upload-problem-img')).toHaveLength(9);
    expect(screen.queryByLabelText('Add a photo')).toBeNull();

    // Removing one brings the picker back.
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getAllByRole('button', { name: /^Photo \d$/ })).toHaveLength(8);
    expect(screen.getByLabelText('Add a photo')).toBeTruthy();
  });

  it('drops a refused photo (the server message is toasted)', async () => {
    const user = setup();
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    serve({ '/user-problem/upload-problem-img': fail('100400', 'Only JPEG, PNG or WebP photos can be uploaded.') });
    open(formPath, ComplainFormPage);
    await user.upload(await screen.findByLabelText('Add a photo'), png('a.png'));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Only JPEG, PNG or WebP photos can be uploaded.'));
    expect(screen.queryAllByRole('button', { name: /^Photo \d$/ })).toHaveLength(0);
  });

  it('sends the complaint, shows Successfully Sent and goes home after 1.5 s', async () => {
    const user = setup();
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve();
    open(formPath, ComplainFormPage);
    await user.upload(await screen.findByLabelText('Add a photo'), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Photo \d$/ })).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Describe the problem'), { target: { value: 'An agent called my employer.' } });
    fakeTimers();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully Sent')).toBeTruthy();
    expect(screen.getByText('Your comments and suggestions have been received and we will deal with them as soon as possible. Have a nice day.')).toBeTruthy();
    const [call] = api.called('/user-problem/problem-save');
    expect(Object.fromEntries(call.params)).toMatchObject({
      problemType: '1', problemSonType: '103', problemDetail: 'An agent called my employer.', orderNo: 'KW2026101400081',
      problemImage: '/medium/user-problem/image/p1.png,/medium/user-problem/image/p2.png',
    });
    act(() => vi.advanceTimersByTime(SENT_REDIRECT_MS - 100));
    expect(openPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(openPage).toHaveBeenCalledWith('complaint');
  });

  it('leaves the modal away when the server refuses', async () => {
    const user = setup();
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => {});
    serve({ '/user-problem/problem-save': fail('100409', 'This order does not support collection complaints.') });
    open(formPath, ComplainFormPage);
    fireEvent.change(await screen.findByLabelText('Describe the problem'), { target: { value: 'text' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith('This order does not support collection complaints.'));
    expect(screen.queryByText('Successfully Sent')).toBeNull();
  });

  it('sends an empty sub-type for a type without sub-types', async () => {
    const user = setup();
    vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    const api = serve();
    open('/complainPageNext?problemType=2&problemSonType=&orderNo=KW1', ComplainFormPage);
    expect(await screen.findByText('Payment not credited')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Describe the problem'), { target: { value: 'Paid on Oct 30.' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Successfully Sent');
    expect(api.called('/user-problem/problem-save')[0].params.get('problemSonType')).toBe('');
    expect(api.called('/user-problem/problem-save')[0].params.get('problemImage')).toBe('');
  });

  it('asks for a type when the query has none it knows', async () => {
    serve();
    open('/complainPageNext?problemType=42', ComplainFormPage);
    expect(await screen.findByText('Choose a problem type first.')).toBeTruthy();
  });
});

describe('ComplaintListPage', () => {
  it('shows the server tabs and opens a complaint', async () => {
    const user = setup();
    const openPage = vi.spyOn(bridge, 'openPage').mockImplementation(() => {});
    mockApi({ '/user-problem/problem-list': ok(list) });
    open('/complaintList', ComplaintListPage);
    expect(await screen.findByRole('tab', { name: 'Processing' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Processed' })).toBeTruthy();
    const item = screen.getByRole('button', { name: /An agent called my employer twice/ });
    expect(item.textContent).toContain('Nov 23, 2026 9:04 PM');
    expect(item.textContent).toContain('Problem Type');
    expect(item.textContent).toContain('Collection conduct');
    await user.click(item);
    expect(openPage).toHaveBeenCalledWith('complainDetails', 'problemId=12');
    await user.click(screen.getByRole('tab', { name: 'Processed' }));
    expect(await screen.findByText('I paid at 7-Eleven on Oct 30.')).toBeTruthy();
  });

  it('shows a failure', async () => {
    mockApi({ '/user-problem/problem-list': fail('100401x', 'Something went wrong.') });
    open('/complaintList', ComplaintListPage);
    expect(await screen.findByText('We could not load this page.')).toBeTruthy();
  });
});

describe('ComplainDetailsPage', () => {
  it('shows the complaint, its photos with the session query and the promised date while processing', async () => {
    const api = mockApi({ '/user-problem/problem-detail': ok(detail()) });
    open('/complainDetails?problemId=12', ComplainDetailsPage);
    expect(await screen.findByText('An agent called my employer twice.')).toBeTruthy();
    expect(api.called('/user-problem/problem-detail')[0].params.get('problemId')).toBe('12');
    expect(screen.getByText('Threats or public shaming')).toBeTruthy();
    expect(screen.getByText('34/200')).toBeTruthy();
    const img = screen.getByRole('button', { name: 'Photo 2' }).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/medium/user-problem/image/a2.jpg?sessionId=demo-a&deviceId=123');
    expect(screen.getByText('Process Result')).toBeTruthy();
    expect(screen.getByText('We are looking into it and will reply by Nov 26, 2026.')).toBeTruthy();
    expect(screen.queryByText('CS')).toBeNull();
  });

  it('shows the reply under CS and asks for a rating 3 s after loading; Send saves the score', async () => {
    fakeTimers();
    const user = setup();
    const succeeded = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = mockApi({ '/user-problem/problem-detail': ok(replied()), '/user-problem/save-score': ok(null) });
    open('/complainDetails?problemId=12', ComplainDetailsPage);
    expect(await screen.findByText('We spoke to the agency; the agent has been removed from your account.')).toBeTruthy();
    expect(screen.getByText('CS')).toBeTruthy();
    const reply = document.querySelector('.cp-reply') as HTMLElement;
    expect(within(reply).getByRole('button', { name: 'Photo 1' }).querySelector('img')?.getAttribute('src')).toBe('/medium/user-problem/image/r1.png?sessionId=demo-a&deviceId=123');
    await settle();
    act(() => vi.advanceTimersByTime(SCORE_DELAY_MS - 200));
    expect(screen.queryByText('Please rate this service')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    await user.click(within(dialog).getByRole('button', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(succeeded).toHaveBeenCalledWith('Successful demonstration！'));
    expect(Object.fromEntries(api.called('/user-problem/save-score')[0].params)).toMatchObject({ score: '4', problemId: '12' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).toBeNull());
    expect(screen.getByText(/Your rating/)).toBeTruthy();
  });

  it('Cancel closes the rating and resets the stars', async () => {
    fakeTimers();
    const user = setup();
    mockApi({ '/user-problem/problem-detail': ok(replied()) });
    open('/complainDetails?problemId=12', ComplainDetailsPage);
    await screen.findByText('CS');
    await settle();
    act(() => vi.advanceTimersByTime(SCORE_DELAY_MS));
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    await user.click(within(dialog).getByRole('button', { name: '3 stars' }));
    expect(within(dialog).getByRole('button', { name: '3 stars' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).toBeNull());
  });

  it('does not ask for a rating when isNeedScore is 0', async () => {
    fakeTimers();
    mockApi({ '/user-problem/problem-detail': ok(replied({ isNeedScore: 0, score: 5 })) });
    open('/complainDetails?problemId=12', ComplainDetailsPage);
    await screen.findByText('CS');
    await settle();
    act(() => vi.advanceTimersByTime(SCORE_DELAY_MS * 2));
    expect(screen.queryByText('Please rate this service')).toBeNull();
  });

  it('shows a failure for a complaint that is not the borrower\'s', async () => {
    mockApi({ '/user-problem/problem-detail': fail('100404', 'Complaint not found.') });
    open('/complainDetails?problemId=99', ComplainDetailsPage);
    expect(await screen.findByText('Complaint not found.')).toBeTruthy();
  });
});
