// A plain data table in antd's table look (its stylesheet's classes).
// antd's own Table measures the scrollbar on mount by writing a <style>
// element into the document's head, which the pages' Content-Security-
// Policy refuses (style-src 'self'), so the console draws its lists with
// this instead. A list the server pages (paging.ts) gets its pager, its
// total and sortable headers from `paged`; rows may carry checkboxes for
// a bulk action (`selection`).
import { Button, Checkbox, Empty, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Paged } from './paging';
import { cssVarKey } from './theme';

export interface Column<T> {
  title: string;
  /** The row's field the column shows (also the cell's key when key is not given). */
  dataIndex?: keyof T & string;
  key?: string;
  align?: 'left' | 'right';
  render?: (value: never, row: T) => ReactNode;
  /** sortKey is the list's sort key (docs/CONSOLE.md) when the header sorts the list. */
  sortKey?: string;
}

/** Selection is the rows checked for a bulk action, by their keys. */
export interface Selection {
  keys: ReadonlySet<string | number>;
  onChange(keys: Set<string | number>): void;
}

interface Props<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: string;
  small?: boolean;
  testId?: string;
  /** paged is the list's pages and sort (usePaged). */
  paged?: Paged<T, unknown>;
  selection?: Selection;
}

function cell<T>(c: Column<T>, row: T): ReactNode {
  const value = c.dataIndex ? row[c.dataIndex] : undefined;
  if (c.render) return c.render(value as never, row);
  return value === undefined || value === null ? '' : String(value);
}

/** ariaSort is a sortable header's aria-sort for the list's sort. */
export function ariaSort(sort: string, key: string): 'ascending' | 'descending' | 'none' {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

function Header<T>({ c, paged }: { c: Column<T>; paged?: Paged<T, unknown> }) {
  if (!c.sortKey || !paged) return <>{c.title}</>;
  const state = ariaSort(paged.sort, c.sortKey);
  const arrow = state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : '';
  return (
    <button type="button" className="console-sort" onClick={() => paged.sortBy(c.sortKey!)}>
      {c.title}{arrow}
    </button>
  );
}

export function Pager<T>({ paged, testId }: { paged: Paged<T, unknown>; testId?: string }) {
  return (
    <Space className="console-pager" data-testid={testId ? `${testId}-pager` : undefined}>
      <Typography.Text type="secondary">{paged.total} in all</Typography.Text>
      <Button size="small" disabled={!paged.hasPrev} onClick={paged.prev}>Previous</Button>
      <Typography.Text>Page {paged.page}</Typography.Text>
      <Button size="small" disabled={!paged.hasNext} onClick={paged.next}>Next</Button>
    </Space>
  );
}

export function DataTable<T>({ columns, rows, rowKey, loading = false, emptyText = 'Nothing here.', small = false, testId, paged, selection }: Props<T>) {
  const align = (c: Column<T>) => (c.align === 'right' ? ' console-right' : '');
  const keys = rows.map(rowKey);
  const all = keys.length > 0 && keys.every((k) => selection?.keys.has(k));
  const toggle = (k: string | number, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.keys);
    if (on) next.add(k);
    else next.delete(k);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => selection?.onChange(new Set(on ? [...selection.keys, ...keys] : [...selection.keys].filter((k) => !keys.includes(k))));
  const span = columns.length + (selection ? 1 : 0);
  return (
    <Spin spinning={loading || !!paged?.loading}>
      <div className={`ant-table-wrapper ${cssVarKey} ant-table-css-var`} data-testid={testId}>
        <div className={`ant-table${small ? ' ant-table-small' : ''}`}>
          <div className="ant-table-container">
            <div className="ant-table-content">
              <table className="console-table">
                <thead className="ant-table-thead">
                  <tr>
                    {selection && (
                      <th className="ant-table-cell console-check" scope="col">
                        <Checkbox aria-label="Select every row on this page" checked={all} onChange={(e) => toggleAll(e.target.checked)} />
                      </th>
                    )}
                    {columns.map((c) => (
                      <th key={c.key ?? c.dataIndex} className={`ant-table-cell${align(c)}`} scope="col"
                        aria-sort={c.sortKey && paged ? ariaSort(paged.sort, c.sortKey) : undefined}>
                        <Header c={c} paged={paged} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="ant-table-tbody">
                  {rows.map((row) => {
                    const k = rowKey(row);
                    return (
                      <tr key={k} className="ant-table-row">
                        {selection && (
                          <td className="ant-table-cell console-check">
                            <Checkbox aria-label={`Select ${k}`} checked={selection.keys.has(k)} onChange={(e) => toggle(k, e.target.checked)} />
                          </td>
                        )}
                        {columns.map((c) => (
                          <td key={c.key ?? c.dataIndex} className={`ant-table-cell${align(c)}`}>{cell(c, row)}</td>
                        ))}
                      </tr>
                    );
                  })}
                  {rows.length === 0 && !loading && !paged?.loading && (
                    <tr className="ant-table-placeholder">
                      <td className="ant-table-cell" colSpan={span}>
                        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </div>
      {paged && <Pager paged={paged} testId={testId} />}
    </Spin>
  );
}
