import { NotAuthorizedView } from '@/features/misc';

export function Component() {
  return <NotAuthorizedView />;
}
