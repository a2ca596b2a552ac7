import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bridge from './bridge';
import { setCommonParams } from './common-params';

const navigate = vi.fn();

beforeEach(() => {
  bridge.setNavigate(navigate);
  setCommonParams({ sessionId: 'demo-a', deviceId: '123' });
});

afterEach(() => {
  delete window.webkit;
  delete window.KwartaBridge;
  navigate.mockReset();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('on iOS', () => {
  it('posts the arguments, or [""] when there are none, to the action handler', () => {
    const handlers = Object.fromEntries(bridge.ACTIONS.map((a) => [a, { postMessage: vi.fn() }]));
    window.webkit = { messageHandlers: handlers };
    expect(bridge.platform()).toBe('ios');
    bridge.closeWebView();
    expect(handlers.closeWebView.postMessage).toHaveBeenCalledWith(['']);
    bridge.openPage('loanDetail', '86');
    expect(handlers.openPage.postMessage).toHaveBeenCalledWith(['loanDetail', '86']);
    bridge.callPhone('+63 2 8888 5927');
    expect(handlers.callPhone.postMessage).toHaveBeenCalledWith(['+63 2 8888 5927']);
    bridge.openPageWithList('repay', ['1', '86']);
    expect(handlers.openPageWithList.postMessage).toHaveBeenCalledWith(['repay', '1', '86']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('on iOS without some handlers', () => {
  it('falls through to Android, then to the browser, for an action iOS does not handle', () => {
    const openPage = { postMessage: vi.fn() };
    const goRating = vi.fn();
    window.webkit = { messageHandlers: { openPage } };
    window.KwartaBridge = { goRating };
    bridge.goRating();
    expect(goRating).toHaveBeenCalledWith('[""]');
    bridge.goHome();
    expect(navigate).toHaveBeenCalledWith('/recommendList?sessionId=demo-a&deviceId=123');
    expect(openPage.postMessage).not.toHaveBeenCalled();
    bridge.openPage('aboutUs');
    expect(openPage.postMessage).toHaveBeenCalledWith(['aboutUs']);
  });

  it('is not iOS when webkit has no openPage handler', () => {
    window.webkit = { messageHandlers: { trackEvent: { postMessage: vi.fn() } } };
    expect(bridge.platform()).toBe('browser');
    window.webkit = {};
    expect(bridge.platform()).toBe('browser');
  });
});

describe('on Android', () => {
  it('calls the bridge object with JSON', () => {
    const goRating = vi.fn();
    const trackEvent = vi.fn();
    window.KwartaBridge = { goRating, trackEvent };
    expect(bridge.platform()).toBe('android');
    bridge.goRating();
    expect(goRating).toHaveBeenCalledWith('[""]');
    bridge.trackEvent('borrowAgain', { moduleId: 30, positionId: 0 });
    expect(trackEvent).toHaveBeenCalledWith(JSON.stringify(['borrowAgain', '{"moduleId":30,"positionId":0}']));
    bridge.trackEvent('visit');
    expect(trackEvent).toHaveBeenLastCalledWith(JSON.stringify(['visit', '{}']));
  });

  it('falls back to the browser for an action the app does not have', () => {
    window.KwartaBridge = { goRating: vi.fn() };
    bridge.goHome();
    expect(navigate).toHaveBeenCalledWith('/recommendList?sessionId=demo-a&deviceId=123');
  });
});

describe('in a browser', () => {
  it('reports the platform', () => {
    expect(bridge.platform()).toBe('browser');
  });

  it('opens a page of the route table with the common query', () => {
    bridge.openPage('customerService');
    expect(navigate).toHaveBeenCalledWith('/customerService?sessionId=demo-a&deviceId=123');
    bridge.openPage('/loanDetail', '86');
    expect(navigate).toHaveBeenLastCalledWith('/loanDetail?sessionId=demo-a&deviceId=123&arg=86');
    bridge.openPageWithList('repay', ['86']);
    expect(navigate).toHaveBeenLastCalledWith('/repay?sessionId=demo-a&deviceId=123&arg=86');
  });

  it('takes a query-string argument as the page query', () => {
    bridge.openPage('repay', 'productId=1&orderId=86');
    expect(navigate).toHaveBeenLastCalledWith('/repay?sessionId=demo-a&deviceId=123&productId=1&orderId=86');
    // The app's product page is the product's loan confirmation on the web.
    bridge.openPage('productDetail', 'productId=4');
    expect(navigate).toHaveBeenLastCalledWith('/confirmLoan?sessionId=demo-a&deviceId=123&productId=4');
  });

  it('opens a web address in a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bridge.openPage('https://example.com/x');
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs a page it does not know', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    bridge.openPage('cityPicker');
    expect(info).toHaveBeenCalledWith('bridge: no page for', 'cityPicker');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs an empty target and goes nowhere', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bridge.openPage('');
    expect(info).toHaveBeenCalledWith('bridge: no page for', '');
    expect(navigate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('does not take a key that is not a page for one', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    bridge.openPage('citySelect');
    expect(info).toHaveBeenCalledWith('bridge: no page for', 'citySelect');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('dials with a tel: link for call phone', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    bridge.callPhone('+63 2 8888-5927');
    expect(open).toHaveBeenCalledWith('tel:+63288885927', '_self');
    bridge.callPhone('');
    expect(open).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes home: a borrower's to the loans they can apply for, a visitor's and mine to the official site", () => {
    bridge.goHome();
    expect(navigate).toHaveBeenLastCalledWith('/recommendList?sessionId=demo-a&deviceId=123');
    bridge.goMine();
    expect(navigate).toHaveBeenLastCalledWith('/?sessionId=demo-a&deviceId=123');
    setCommonParams({});
    bridge.goHome();
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('sends the borrower to sign in and back to this page', () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=86');
    bridge.offToLogin();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2FloanDetail%3ForderId%3D86');
  });

  it('does not send the login page to itself', () => {
    window.history.replaceState(null, '', '/login?redirect=%2F');
    bridge.offToLogin();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes back for close', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    bridge.closeWebView();
    expect(back).toHaveBeenCalled();
  });

  it('logs what a browser cannot do', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    bridge.startBankFlow();
    bridge.endBankFlow();
    bridge.goRating();
    expect(info).toHaveBeenCalledTimes(3);
    expect(info).toHaveBeenCalledWith('bridge:', 'startBankFlow', []);
  });
});

describe('the shell back action', () => {
  it('asks the newest handler first and closes when none handles it', () => {
    expect(window.KwartaShell?.onBack()).toBe(false);
    const first = vi.fn(() => true);
    const second = vi.fn(() => false);
    const offFirst = bridge.onShellBack(first);
    const offSecond = bridge.onShellBack(second);
    expect(window.KwartaShell?.onBack()).toBe(true);
    expect(second).toHaveBeenCalledBefore(first);
    offFirst();
    expect(window.KwartaShell?.onBack()).toBe(false);
    offSecond();
    expect(second).toHaveBeenCalledTimes(2);
  });
});
