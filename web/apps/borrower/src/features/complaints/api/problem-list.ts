// POST /user-problem/problem-list: the borrower's complaints in the server's tabs.
import { post } from '../../../lib/api-client';
import type { ProblemList } from './types';

export function fetchProblemList() {
  return post<ProblemList>('/user-problem/problem-list', {}, { quiet: true });
}
