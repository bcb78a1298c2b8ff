/** GET /v1/templates/:id/export: the latest published version as a JSON file, with the caller's token. */
import { templateEndpoints } from '@mainstay/contracts';
import { downloadFromApi } from '@/components/data-table';
import { endpointPath } from '@/lib/endpoint-client.ts';

export function downloadTemplate(id: string, name: string): Promise<string> {
  return downloadFromApi(endpointPath(templateEndpoints.exportFile, { id }), {}, `${name}.json`);
}
