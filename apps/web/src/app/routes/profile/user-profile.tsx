/** /user-profile: the signed-in user's profile, e-mail, password, photo, signature and devices. */
import { PageHeader } from '@/components/layout/index.ts';
import { ProfilePage } from '@/features/profile';
import { usePageTrail } from '../use-page-trail.ts';

export function Component() {
  const { title, breadcrumbs } = usePageTrail();
  return (
    <>
      <PageHeader title={title ?? ''} breadcrumbs={breadcrumbs} />
      <ProfilePage />
    </>
  );
}
