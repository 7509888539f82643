import type { DrawCertificate } from '../../../common/draws';
import { Detail, DetailList } from '../../components/ui/detail-list';
import { DrawSection } from './draw-section';
import { DRAW_PAGE_TEXTS as T } from './draws-texts';
import { codeClassName } from './draw-styles';

/** What the draw was: its entrants, winners, mode, lists and the fingerprints that prove it. */
export function DrawDetails({ certificate }: { certificate: DrawCertificate }) {
  return (
    <DrawSection id="draw-details" title={T.details}>
      <DetailList className="mt-3 max-sm:grid-cols-1">
        <Detail label={T.entrantCount}>{certificate.entrantCount.toLocaleString('en-US')}</Detail>
        <Detail label={T.count}>{certificate.count}</Detail>
        <Detail label={T.mode}>
          {certificate.mode === 'uniform'
            ? T.modes.uniform
            : certificate.mode === 'skip'
              ? T.modes.skip(certificate.skipRecent, certificate.leftOut)
              : T.modes.rotation(certificate.leftOut, certificate.roundStarted)}
        </Detail>
        <Detail label={T.lists}>{certificate.listNames ? certificate.listNames.join(', ') : T.listsHidden}</Detail>
        <Detail label={T.algorithm}>
          <span className={codeClassName}>{certificate.algorithm}</span>
        </Detail>
        <Detail label={T.fingerprint}>
          <span className={codeClassName}>{certificate.fingerprint}</span>
        </Detail>
        {certificate.selectionFingerprint !== certificate.fingerprint ? (
          <Detail label={T.selectionFingerprint}>
            <span className={codeClassName}>{certificate.selectionFingerprint}</span>
          </Detail>
        ) : null}
        {certificate.commitment ? (
          <Detail label={T.commitment}>
            <span className={codeClassName}>{certificate.commitment}</span>
          </Detail>
        ) : null}
        {certificate.seed ? (
          <Detail label={T.seed}>
            <span className={codeClassName}>{certificate.seed}</span>
          </Detail>
        ) : null}
      </DetailList>
    </DrawSection>
  );
}
