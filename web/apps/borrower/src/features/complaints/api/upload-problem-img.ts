// POST /user-problem/upload-problem-img: one evidence photo, multipart
// field problemImage; answers its url. A refusal's message is toasted.
import { upload } from '../../../lib/api-client';
import type { Uploaded } from './types';

export function uploadProblemImage(file: File) {
  const form = new FormData();
  form.append('problemImage', file, file.name || 'photo');
  return upload<Uploaded>('/user-problem/upload-problem-img', form);
}
