import { ComingSoonView } from '@/features/misc';

export function Component() {
  return <ComingSoonView />;
}
