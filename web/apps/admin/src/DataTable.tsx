// A plain data table in antd's table look (its stylesheet's classes).
// antd's own Table measures the scrollbar on mount by writing a <style>
// element into the document's head, which the pages' Content-Security-
// Policy refuses (style-src 'self'), so the console draws its lists with
// this instead. The server bounds every list (100 orders, 500 audit lines):
// no pagination.
import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { cssVarKey } from './theme';

export interface Column<T> {
  title: string;
  /** The row's field the column shows (also the cell's key when key is not given). */
  dataIndex?: keyof T & string;
  key?: string;
  align?: 'left' | 'right';
  render?: (value: never, row: T) => ReactNode;
}

interface Props<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText?: string;
  small?: boolean;
  testId?: string;
}

function cell<T>(c: Column<T>, row: T): ReactNode {
  const value = c.dataIndex ? row[c.dataIndex] : undefined;
  if (c.render) return c.render(value as never, row);
  return value === undefined || value === null ? '' : String(value);
}

export function DataTable<T>({ columns, rows, rowKey, loading = false, emptyText = 'Nothing here.', small = false, testId }: Props<T>) {
  const align = (c: Column<T>) => (c.align === 'right' ? ' console-right' : '');
  return (
    <Spin spinning={loading}>
      <div className={`ant-table-wrapper ${cssVarKey} ant-table-css-var`} data-testid={testId}>
        <div className={`ant-table${small ? ' ant-table-small' : ''}`}>
          <div className="ant-table-container">
            <div className="ant-table-content">
              <table className="console-table">
                <thead className="ant-table-thead">
                  <tr>
                    {columns.map((c) => (
                      <th key={c.key ?? c.dataIndex} className={`ant-table-cell${align(c)}`} scope="col">{c.title}</th>
                    ))}
                  </tr>
                </thead>
                <tbody className="ant-table-tbody">
                  {rows.map((row) => (
                    <tr key={rowKey(row)} className="ant-table-row">
                      {columns.map((c) => (
                        <td key={c.key ?? c.dataIndex} className={`ant-table-cell${align(c)}`}>{cell(c, row)}</td>
                      ))}
                    </tr>
                  ))}
                  {rows.length === 0 && !loading && (
                    <tr className="ant-table-placeholder">
                      <td className="ant-table-cell" colSpan={columns.length}>
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
    </Spin>
  );
}
