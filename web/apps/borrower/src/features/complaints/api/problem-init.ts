// POST /user-problem/problem-init: the problem types and sub-types, the
// selected order (the one asked for, else the newest) and all the
// borrower's orders.
import { post, type CallOptions } from '../../../lib/api-client';
import type { ProblemInit } from './types';

export function fetchProblemInit(orderId?: string | number, opts: CallOptions = { quiet: true }) {
  return post<ProblemInit>('/user-problem/problem-init', { orderId }, opts);
}
