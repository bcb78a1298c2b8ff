/**
 * PUT /v1/forms/:id/answers and POST /v1/forms/:id/files: the calls the filling page makes as
 * answers are given. Plain functions, not mutations: the answer queue (use-answer-sync.ts)
 * decides when to send and what to keep for later.
 */
import {
  formEndpoints,
  type TFileLink,
  type TFormAnswerInput,
  type TFormDetail,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function saveFormAnswers(id: string, answers: TFormAnswerInput[]): Promise<TFormDetail> {
  return call(formEndpoints.saveAnswers, { params: { id }, body: { answers } });
}

/** Uploads a photo, a file or a drawn signature for a field; answers the stored file. */
export async function uploadFormFile(
  id: string,
  fieldKey: string,
  file: Blob,
  name: string,
): Promise<TFileLink> {
  const body = new FormData();
  body.set('field_key', fieldKey);
  body.set('file', file, name);
  const uploaded = await call(formEndpoints.uploadFile, { params: { id }, body });
  return uploaded.file;
}
