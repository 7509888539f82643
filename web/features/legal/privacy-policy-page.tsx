import { paths } from '../../../common/paths.plain';
import { LegalPage } from './legal-page';
import { LEGAL_TITLES } from '../../../common/legal-titles.plain';

/** /privacy-policy, English/French (spec §2 "Legal and contact pages"). */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      name="privacy-policy"
      path={paths.privacyPolicy}
      titles={LEGAL_TITLES.privacyPolicy}
      load={() => import('./privacy-policy-texts').then((texts) => texts.PRIVACY_POLICY)}
    />
  );
}
