import { useQuery } from '@tanstack/react-query';
import { countryAreasQuery, FALLBACK_AREAS } from '@/lib/country-areas.ts';

interface AreaCodeSelectProps {
  id: string;
  name?: string;
  value: string;
  onChange: (dialCode: string) => void;
}

/** The country / area select of a phone field: `+86 中国大陆` …, from the site's list (site.countryAreaList). */
export function AreaCodeSelect({ id, name, value, onChange }: AreaCodeSelectProps) {
  const { data } = useQuery(countryAreasQuery());
  const areas = data ?? FALLBACK_AREAS;
  // A value the list no longer offers stays selectable, so the form never shows one code and sends another.
  const options = areas.some((a) => a.dialCode === value) ? areas : [{ dialCode: value, name: '' }, ...areas];
  return (
    <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((a) => (
        <option key={`${a.dialCode}-${a.name}`} value={a.dialCode}>
          +{a.dialCode} {a.name}
        </option>
      ))}
    </select>
  );
}
