import { Select, type SelectProps } from '@mantine/core';
import { useCountries } from '../api/catalog';

export interface CountrySelectProps extends Omit<SelectProps, 'data'> {
  /** Only these countries (parcels come from USA and Turkey, go to Kyrgyzstan and Russia); all by default. */
  only?: readonly number[];
}

/** A country from the reference list, its id as the value; clearable, in a portal (dialogs). */
export function CountrySelect({ only, ...props }: CountrySelectProps) {
  const countries = useCountries();
  const data = (countries.data ?? [])
    .filter((country) => !only || only.includes(country.id))
    .map((country) => ({ value: String(country.id), label: country.name }));
  return <Select clearable comboboxProps={{ withinPortal: true }} {...props} data={data} />;
}
