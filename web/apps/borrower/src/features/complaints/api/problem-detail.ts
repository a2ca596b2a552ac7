// POST /user-problem/problem-detail: one complaint and its reply.
import { post } from '../../../lib/api-client';
import type { ProblemDetail } from './types';

export function fetchProblemDetail(problemId: string) {
  return post<ProblemDetail>('/user-problem/problem-detail', { problemId }, { quiet: true });
}
