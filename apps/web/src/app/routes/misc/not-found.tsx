import { useParams } from 'react-router';
import { NotFoundView } from '@/features/misc';

/** Catch-all and /pages/misc/not-found/:error: the error code comes from the URL when given. */
export function Component() {
  const { error } = useParams();
  return <NotFoundView code={error ?? '404'} />;
}
