import { Link } from 'react-router';
import { paths } from '../../common/paths.plain';
import { PageContainer } from '../components/page-container';
import { Logo } from './site-header';

const footerLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Contact', to: paths.contact },
];

export function copyrightText(year: number): string {
  return `© ${String(year)} Rollcall. All rights reserved.`;
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <PageContainer className="flex flex-col gap-6 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-slate-500 dark:text-slate-400">{copyrightText(new Date().getFullYear())}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageContainer>
    </footer>
  );
}
