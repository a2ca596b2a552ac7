import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Router, navigate, routeKey, useLocation, useNavigationType } from './router';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where" data-nav={useNavigationType()}>{pathname + search + hash}</p>;
}

const where = () => screen.getByTestId('where');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('router', () => {
  it('starts at the address, follows navigate (push and replace) and Back', async () => {
    window.history.replaceState(null, '', '/repay?orderId=81');
    render(
      <Router>
        <Where />
      </Router>,
    );
    expect(where().textContent).toBe('/repay?orderId=81');
    expect(where().dataset.nav).toBe('POP');
    const depth = window.history.length;

    act(() => navigate('/repayChoose?orderId=81'));
    expect(where().textContent).toBe('/repayChoose?orderId=81');
    expect(where().dataset.nav).toBe('PUSH');
    expect(window.history.length).toBe(depth + 1);

    act(() => navigate({ search: '?orderId=82', hash: '#top' }, { replace: true }));
    expect(where().textContent).toBe('/repayChoose?orderId=82#top');
    expect(where().dataset.nav).toBe('REPLACE');
    expect(window.history.length).toBe(depth + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where().textContent).toBe('/repay?orderId=81');
    expect(where().dataset.nav).toBe('POP');
  });

  it('moves on a plain click of a Link, and leaves a modified click to the browser', () => {
    render(
      <Router>
        <Link to="/dragonpayPaymentInstructions?x=1">How to pay</Link>
        <Where />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'How to pay' });
    expect(link.getAttribute('href')).toBe('/dragonpayPaymentInstructions?x=1');
    // A click with Ctrl is the browser's (a new tab): the router leaves it
    // alone. (Prevented here afterwards only because jsdom cannot navigate.)
    let leftToBrowser = false;
    const record = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toBe(true);
    expect(where().textContent).toBe('/');
    fireEvent.click(link);
    expect(where().textContent).toBe('/dragonpayPaymentInstructions?x=1');
  });

  it('compares paths as the server does: case and a trailing slash do not matter', () => {
    expect(routeKey('/LoanDetail/')).toBe('/loandetail');
    expect(routeKey('/')).toBe('/');
    expect(routeKey('')).toBe('/');
  });

  it('refuses useLocation outside a Router', () => {
    expect(() => render(<Where />)).toThrow(/outside <Router>/);
  });
});
