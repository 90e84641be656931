import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_LIMITS } from '@shop/domain';

export interface LocationValues {
  name: string;
  street: string;
  postCode: string;
  city: string;
  contactMail: string;
}

export const EMPTY_LOCATION: LocationValues = {
  name: '',
  street: '',
  postCode: '',
  city: '',
  contactMail: '',
};

const FIELDS: {
  name: keyof LocationValues;
  max: number;
  type: string;
  required: boolean;
  autoComplete: string;
}[] = [
  { name: 'name', max: LOCATION_LIMITS.name, type: 'text', required: true, autoComplete: 'organization' },
  {
    name: 'street',
    max: LOCATION_LIMITS.street,
    type: 'text',
    required: true,
    autoComplete: 'address-line1',
  },
  {
    name: 'postCode',
    max: LOCATION_LIMITS.postCode,
    type: 'text',
    required: true,
    autoComplete: 'postal-code',
  },
  { name: 'city', max: LOCATION_LIMITS.city, type: 'text', required: true, autoComplete: 'address-level2' },
  {
    name: 'contactMail',
    max: LOCATION_LIMITS.contactMail,
    type: 'email',
    required: false,
    autoComplete: 'email',
  },
];

/**
 * A location's fields (decision 0089), for creating one and for changing one. `onSubmit` answers the
 * field the BFF refused (its validation details) so the form marks it; the typed values stay.
 */
export function LocationForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: LocationValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: LocationValues) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = await onSubmit(values);
    setInvalid(refused);
    if (!refused && !onCancel) setValues(EMPTY_LOCATION);
  }
  return (
    <form className="locations__form" onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => (
        <label key={field.name} htmlFor={`${id}-${field.name}`}>
          {t(`locations.fields.${field.name}`)}
          <input
            id={`${id}-${field.name}`}
            type={field.type}
            name={field.name}
            required={field.required}
            maxLength={field.max}
            autoComplete={field.autoComplete}
            aria-invalid={invalid === field.name || undefined}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        </label>
      ))}
      <div className="locations__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('locations.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
