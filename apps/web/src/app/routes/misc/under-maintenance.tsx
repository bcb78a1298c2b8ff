import { UnderMaintenanceView } from '@/features/misc';

export function Component() {
  return <UnderMaintenanceView />;
}
