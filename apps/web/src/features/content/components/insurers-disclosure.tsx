import { insurersRepresentedText } from '@brokerage/shared/content/insurers-text';
import { useInsurers } from '#src/lib/insurers-query.ts';
import classes from './content.module.css';

/**
 * The About page's list of insurers (N7, N26): prerendered from the seed list (`prerendered`), then
 * the insurers table's list once it arrives, with each insurer's own disclosures (ADR 0097).
 */
export function InsurersDisclosure({ prerendered }: { prerendered: string }) {
  const insurers = useInsurers();
  const list = insurers.data;
  if (list === undefined || list.length === 0) return <p className={classes.lead}>{prerendered}</p>;
  const disclosed = list.filter((i) => i.disclosures !== '');
  return (
    <>
      <p className={classes.lead}>{insurersRepresentedText(list.map((i) => i.name))}</p>
      {disclosed.length > 0 && (
        <ul>
          {disclosed.map((i) => (
            <li key={i.code}>
              <strong>{i.name}</strong>: {i.disclosures}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
