// The province dropdown of the travel forms: all 13 provinces and territories, and for one where the
// brokerage is not licensed the province message and the UPDATE ME! path at once, as the life
// form does (N43).

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  PROVINCES,
  PROVINCE_NOT_SERVED_MESSAGE,
  PROVINCE_PLACEHOLDER,
  isServedProvince,
} from '@brokerage/shared/catalogue/provinces';
import { TextSelect } from './form-fields.tsx';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

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
      {notServed && (
        <Text mt="xs" size="sm">
          <Anchor
            component={Link}
            to="/province-availability"
            c="navy.8"
            underline="always"
            fw={700}
            style={{ textDecoration: 'underline' }}
          >
            Tell me when you serve my province
          </Anchor>
        </Text>
      )}
    </div>
  );
}
