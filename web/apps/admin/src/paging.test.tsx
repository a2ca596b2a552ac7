import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ariaSort, DataTable } from './DataTable';
import { toggled, type Paged } from './paging';

describe('a list\'s sort', () => {
  it('toggles ascending, then descending, on its header', () => {
    expect(toggled('-created', 'principal')).toBe('principal');
    expect(toggled('principal', 'principal')).toBe('-principal');
    expect(toggled('-principal', 'principal')).toBe('principal');
  });
  it('tells each header its aria-sort', () => {
    expect(ariaSort('created', 'created')).toBe('ascending');
    expect(ariaSort('-created', 'created')).toBe('descending');
    expect(ariaSort('-created', 'principal')).toBe('none');
  });
});

interface Row { id: number; name: string }

function paged(over: Partial<Paged<Row>> = {}): Paged<Row> {
  return {
    data: undefined, rows: [{ id: 1, name: 'ana' }, { id: 2, name: 'ben' }], total: 250, loading: false, error: undefined, reload: vi.fn(),
    sort: '-name', sortBy: vi.fn(), page: 2, hasNext: true, hasPrev: false, next: vi.fn(), prev: vi.fn(), ...over,
  };
}

describe('a paged table', () => {
  it('shows the total and the page, pages on, and sorts by a header', () => {
    const p = paged();
    render(<DataTable<Row> rowKey={(r) => r.id} rows={p.rows} paged={p} testId="t"
      columns={[{ title: 'Name', dataIndex: 'name', sortKey: 'name' }, { title: 'Id', dataIndex: 'id' }]} />);
    expect(screen.getByText('250 in all')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Id' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(p.sortBy).toHaveBeenCalledWith('name');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(p.next).toHaveBeenCalledTimes(1);
  });
  it('checks rows for a bulk action, a page at a time', () => {
    const onChange = vi.fn();
    const p = paged();
    render(<DataTable<Row> rowKey={(r) => r.id} rows={p.rows} paged={p} selection={{ keys: new Set([7]), onChange }}
      columns={[{ title: 'Name', dataIndex: 'name' }]} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 2' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([7, 2]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set([7, 1, 2]));
  });
});
