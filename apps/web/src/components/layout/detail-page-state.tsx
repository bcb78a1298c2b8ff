/**
 * What a detail page (asset, building, ticket, ...) shows until its record is there: the header
 * with a spinner (or the page's skeleton) while it loads; when it is missing, a "not found"
 * message; any other failure with a retry. Both failures offer the way back to the list.
 */
import type { ComponentType } from 'react';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '@/components/feedback';
import { isApiError } from '@/lib/api-client.ts';
import { PageHeader, type BreadcrumbItem } from './page-header.tsx';

export interface DetailPageStateProps {
  /** The header shown until the record's own title is known. */
  title: string;
  breadcrumbs: readonly BreadcrumbItem[];
  /** The query's error; none while it loads. */
  error: Error | null;
  loadingLabel: string;
  /** The shape of the page to come, drawn instead of the spinner while it loads. */
  skeleton?: ComponentType<{ label: string }>;
  /** What a 404 reads. */
  notFound: { title: string; message: string };
  /** Any other failure, already translated; the title defaults to "Something went wrong". */
  errorMessage: string;
  errorTitle?: string;
  onRetry: () => void;
  /** The way back to the list the record belongs to. */
  back: { label: string; to: string };
}

export function DetailPageState({
  title,
  breadcrumbs,
  error,
  loadingLabel,
  skeleton: Skeleton,
  notFound,
  errorMessage,
  errorTitle,
  onRetry,
  back,
}: DetailPageStateProps) {
  const navigate = useNavigate();
  const header = <PageHeader title={title} breadcrumbs={breadcrumbs} />;
  if (!error) {
    return (
      <>
        {header}
        {Skeleton ? <Skeleton label={loadingLabel} /> : <LoadingState label={loadingLabel} />}
      </>
    );
  }
  const missing = isApiError(error) && error.status === 404;
  return (
    <>
      {header}
      {missing ? (
        <ErrorState title={notFound.title} message={notFound.message} />
      ) : (
        <ErrorState title={errorTitle} message={errorMessage} onRetry={onRetry} />
      )}
      <Button onClick={() => void navigate(back.to)}>{back.label}</Button>
    </>
  );
}
