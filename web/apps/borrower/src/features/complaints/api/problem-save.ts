// POST /user-problem/problem-save: files the complaint.
import { post } from '../../../lib/api-client';
import { t } from '../../../i18n/i18n';
import type { Saved } from './types';

export interface NewProblem {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  /** The uploaded photos' urls. */
  images: string[];
  orderNo: string;
}

export function saveProblem(p: NewProblem) {
  return post<Saved>(
    '/user-problem/problem-save',
    { problemType: p.problemType, problemSonType: p.problemSonType, problemDetail: p.problemDetail, problemImage: p.images.join(','), orderNo: p.orderNo },
    { loading: t('loading') },
  );
}
