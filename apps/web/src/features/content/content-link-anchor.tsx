import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../locale/locale-context';
import { resolveContentLink } from './content-link';

interface ContentLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/** A link whose target comes from the CMS: router link inside the shop, plain anchor outside. */
export function ContentLink({ to, className, children }: ContentLinkProps) {
  const { locale } = useLocale();
  const target = resolveContentLink(locale, to);
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={target.path} className={className}>
      {children}
    </Link>
  );
}
