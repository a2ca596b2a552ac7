// The deferred overlays render nothing until first visible, then antd-mobile's
// widget with the same props, and keep it mounted so it can animate out.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '.';

describe('deferred overlays', () => {
  it('render nothing while never shown, then the dialog, kept while it closes', async () => {
    const { rerender, container } = render(<Dialog visible={false} content="Hello" />);
    expect(document.querySelector('.adm-dialog')).toBeNull();
    expect(container.innerHTML).toBe('');
    rerender(<Dialog visible content="Hello" />);
    expect(await screen.findByText('Hello')).toBeTruthy();
    const body = document.querySelector('.adm-dialog-body');
    expect(body).not.toBeNull();
    await act(async () => rerender(<Dialog visible={false} content="Hello" />));
    rerender(<Dialog visible content="Hello again" />);
    expect(await screen.findByText('Hello again')).toBeTruthy();
  });
});
