import { paths } from '../../../common/paths.plain';
import { LegalPage } from './legal-page';
import { LEGAL_TITLES } from '../../../common/legal-titles.plain';

/** /terms-of-service, English/French, five numbered sections (spec §2 "Legal and contact pages"). */
export function TermsOfServicePage() {
  return (
    <LegalPage
      name="terms-of-service"
      path={paths.termsOfService}
      titles={LEGAL_TITLES.termsOfService}
      load={() => import('./terms-of-service-texts').then((texts) => texts.TERMS_OF_SERVICE)}
    />
  );
}
