/** A template CSV with the columns an import of each kind understands (UTF-8 with BOM). */
import { importTemplateHeaders, type TImportEntity } from '@mainstay/contracts';

export function templateCsv(entity: TImportEntity): string {
  return `\uFEFF${importTemplateHeaders(entity).join(',')}\r\n`;
}

export function downloadTemplate(entity: TImportEntity): void {
  const blob = new Blob([templateCsv(entity)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${entity}-template.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
