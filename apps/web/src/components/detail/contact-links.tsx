/**
 * A phone number or e-mail address as a link (tel:, mailto:), written left to right in every
 * language: in Arabic "+44 7700 900104" would otherwise read "900104 7700 44+".
 */
import Link, { type LinkProps } from '@mui/material/Link';
import { Ltr } from '@/lib/bidi.tsx';

type ContactLinkProps = Omit<LinkProps, 'href' | 'children'>;

export function PhoneLink({ phone, ...props }: ContactLinkProps & { phone: string }) {
  return (
    <Link href={`tel:${phone.replace(/\s/g, '')}`} {...props}>
      <Ltr>{phone}</Ltr>
    </Link>
  );
}

export function EmailLink({ email, ...props }: ContactLinkProps & { email: string }) {
  return (
    <Link href={`mailto:${email}`} {...props}>
      <Ltr>{email}</Ltr>
    </Link>
  );
}
