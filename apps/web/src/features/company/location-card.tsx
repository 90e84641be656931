import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import type {
  AssignBusinessUnitAssociateMutation,
  AssignBusinessUnitAssociateMutationVariables,
  BusinessUnitFieldsFragment,
  ChangeBusinessUnitMutation,
  ChangeBusinessUnitMutationVariables,
  RemoveBusinessUnitMutation,
  RemoveBusinessUnitMutationVariables,
  UnassignBusinessUnitAssociateMutation,
  UnassignBusinessUnitAssociateMutationVariables,
} from '../../gql/generated';
import { hasErrorCode, messageKeyOf } from '../errors/graphql-error-code';
import { messageText } from '../errors/message-text';
import { useLocale } from '../locale/locale-context';
import {
  ASSIGN_ASSOCIATE_MUTATION,
  CHANGE_BUSINESS_UNIT_MUTATION,
  REMOVE_BUSINESS_UNIT_MUTATION,
  UNASSIGN_ASSOCIATE_MUTATION,
} from './company.queries';
import { LocationForm, type LocationValues } from './location-form';
import { StockSheet } from './stock-sheet';

export interface AssignableContact {
  contactNo: string;
  name: string;
}

/** The field a refused write names (BAD_USER_INPUT details), for marking it in the form. */
export function refusedField(error: unknown): string | null {
  const errors = (error as { errors?: { extensions?: { details?: { fields?: { field: string }[] } } }[] })
    ?.errors;
  return errors?.[0]?.extensions?.details?.fields?.[0]?.field ?? null;
}

/**
 * One location (decision 0089): its address and mail, change and remove at its version, its
 * associates (contacts of the customer, added and removed) and its counted stock.
 */
export function LocationCard({
  unit,
  contacts,
  onNotice,
  onChanged,
}: {
  unit: BusinessUnitFieldsFragment;
  contacts: AssignableContact[];
  onNotice: (text: string) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState('');
  const [change, changing] = useMutation<ChangeBusinessUnitMutation, ChangeBusinessUnitMutationVariables>(
    CHANGE_BUSINESS_UNIT_MUTATION,
  );
  const [remove, removing] = useMutation<RemoveBusinessUnitMutation, RemoveBusinessUnitMutationVariables>(
    REMOVE_BUSINESS_UNIT_MUTATION,
  );
  const [assign, assigning] = useMutation<
    AssignBusinessUnitAssociateMutation,
    AssignBusinessUnitAssociateMutationVariables
  >(ASSIGN_ASSOCIATE_MUTATION);
  const [unassign, unassigning] = useMutation<
    UnassignBusinessUnitAssociateMutation,
    UnassignBusinessUnitAssociateMutationVariables
  >(UNASSIGN_ASSOCIATE_MUTATION);

  /** Runs a write; a refusal is said in the page's status line, a stale version reloads the list. */
  async function run(write: () => Promise<unknown>, done: string): Promise<string | null> {
    try {
      await write();
      onNotice(done);
      return null;
    } catch (error) {
      onNotice(messageText(t, messageKeyOf(error) ?? 'error.internal'));
      if (hasErrorCode(error, 'CONFLICT') || hasErrorCode(error, 'NOT_FOUND')) onChanged();
      return refusedField(error) ?? 'form';
    }
  }
  async function save(values: LocationValues) {
    const refused = await run(
      () =>
        change({
          variables: {
            input: {
              locale,
              id: unit.id,
              version: unit.version,
              ...values,
              contactMail: values.contactMail.trim() || null,
              countryCode: unit.countryCode || LOCALES[locale].countryCode,
            },
          },
        }),
      t('locations.changed', { name: values.name }),
    );
    if (!refused) setEditing(false);
    return refused;
  }
  async function removeUnit() {
    if (!window.confirm(t('locations.confirmRemove', { name: unit.name }))) return;
    await run(
      () => remove({ variables: { locale, id: unit.id, version: unit.version } }),
      t('locations.removed', { name: unit.name }),
    );
    onChanged();
  }
  const assigned = new Set(unit.associates.map((associate) => associate.contactNumber));
  const assignable = contacts.filter((contact) => !assigned.has(contact.contactNo));

  return (
    <li className="locations__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{unit.name}</h2>
      {editing ? (
        <LocationForm
          initial={{
            name: unit.name,
            street: unit.street,
            postCode: unit.postCode,
            city: unit.city,
            contactMail: unit.contactMail ?? '',
          }}
          submitLabel={t('locations.save')}
          busy={changing.loading}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <address className="company__address">
            <span>{unit.street}</span>
            <span>{`${unit.countryCode}-${unit.postCode} ${unit.city}`}</span>
            {unit.contactMail && <a href={`mailto:${unit.contactMail}`}>{unit.contactMail}</a>}
          </address>
          <div className="locations__actions">
            <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
              {t('locations.edit')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={removing.loading}
              onClick={() => void removeUnit()}
            >
              {t('locations.remove')}
            </button>
          </div>
        </>
      )}
      <h3>{t('locations.associates')}</h3>
      {unit.associates.length === 0 ? (
        <p>{t('locations.noAssociates')}</p>
      ) : (
        <ul className="locations__associates">
          {unit.associates.map((associate) => (
            <li key={associate.contactNumber ?? associate.name}>
              <span>
                {associate.name}
                {associate.role ? ` (${t(`roles.${associate.role}`, { defaultValue: associate.role })})` : ''}
              </span>
              {associate.contactNumber && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={unassigning.loading}
                  aria-label={t('locations.unassign', { name: associate.name })}
                  onClick={() =>
                    void run(
                      () =>
                        unassign({
                          variables: {
                            locale,
                            id: unit.id,
                            version: unit.version,
                            contactNumber: associate.contactNumber!,
                          },
                        }),
                      t('locations.unassigned', { name: associate.name }),
                    )
                  }
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {assignable.length > 0 && (
        <form
          className="locations__assign"
          onSubmit={(event) => {
            event.preventDefault();
            if (!adding) return;
            const name = contacts.find((contact) => contact.contactNo === adding)?.name ?? adding;
            void run(
              () =>
                assign({ variables: { locale, id: unit.id, version: unit.version, contactNumber: adding } }),
              t('locations.assigned', { name }),
            ).then((refused) => !refused && setAdding(''));
          }}
        >
          <label>
            {t('locations.assign')}
            <select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{t('locations.chooseContact')}</option>
              {assignable.map((contact) => (
                <option key={contact.contactNo} value={contact.contactNo}>
                  {contact.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--secondary" disabled={!adding || assigning.loading}>
            {t('locations.assignSubmit')}
          </button>
        </form>
      )}
      <StockSheet unitId={unit.id} stockVersion={unit.stockVersion} onNotice={onNotice} />
    </li>
  );
}
