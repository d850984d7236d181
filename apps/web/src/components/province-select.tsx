// The province dropdown of the travel forms: all 13 provinces and territories, and for one where the
// brokerage is not licensed the province message and the UPDATE ME! path at once, as the life
// form does (N43).

import { Link } from 'react-router';
import {
  PROVINCES,
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  isServedProvince,
} from '@brokerage/shared/catalogue/provinces';
import { TextSelect } from './form-fields.tsx';
import classes from './ui/form-fields.module.css';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

/** Under a province the brokerage does not serve yet: the UPDATE ME! path (N43). */
export function ProvinceUpdateLink() {
  return (
    <p className={classes.smallPrint} data-spaced>
      <Link to="/province-availability" className={classes.strongLink}>
        Tell me when you serve my province
      </Link>
    </p>
  );
}

export function ProvinceSelect(props: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  const notServed = props.value != null && props.value !== '' && !isServedProvince(props.value);
  return (
    <div>
      <TextSelect
        label={props.label}
        required={props.required}
        placeholder={PROVINCE_PLACEHOLDER}
        options={PROVINCE_OPTIONS}
        value={props.value}
        onChange={props.onChange}
        error={notServed ? PROVINCE_NOT_SERVED_MESSAGE : props.error}
      />
      {notServed && <ProvinceUpdateLink />}
    </div>
  );
}
