import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getApi } from '../../api/config';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/schema';
import { useT } from '../../i18n';
import { createFormMachine, formErrors, refusalOnField } from '../../machines/form.machine';
import { addressRules, validateAddress, type AddressValues } from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { TextField } from '../../ui/TextField/TextField';
import { memberErrorText } from '../shared/memberErrorText';
import * as screen from '../shared/memberScreen.css';
import { textFieldsOf } from '../shared/textFieldsOf';
import { submitForm } from '../shared/submitForm';
import { useActorEvent } from '../shared/useActorEvent';
import '../../i18n/en/addressDialog';
import '../../i18n/en/addresses';
import '../../i18n/en/validation';

type Address = components['schemas']['Address'];

const addressForm = createFormMachine<AddressValues, Address>();

const FIELDS = ['street', 'city', 'state', 'zipCode'] as const;

const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

function maxLengthOf(field: (typeof FIELDS)[number]): number | undefined {
  for (const rule of addressRules[field] ?? []) {
    const message = rule('x'.repeat(1000));
    if (message?.key === 'validation.maxLength') return Number(message.params?.max);
  }
  return undefined;
}

export interface AddressDialogProps {
  open: boolean;
  userId: number;
  /** The address to edit; none to add one. */
  address: Address | null;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** 'Add Address' / 'Edit Address': street, city, state and zip code, all required; 400px. */
export function AddressDialog({ open, userId, address, onSaved, onCancel }: AddressDialogProps) {
  const t = useT();
  const form = useActorRef(
    addressForm.provide({
      actors: {
        submitValues: fromPromise(({ input: { values } }) => {
          const body = {
            street: values.street.trim(),
            city: values.city.trim(),
            state: values.state.trim(),
            zipCode: values.zipCode.trim(),
          };
          return address
            ? unwrap(
                getApi().PUT('/api/users/{userId}/addresses/{addressId}', {
                  params: { path: { userId, addressId: address.id } },
                  body,
                }),
              )
            : unwrap(
                getApi().POST('/api/users/{userId}/addresses', {
                  params: { path: { userId } },
                  body,
                }),
              );
        }),
      },
    }),
    {
      input: {
        initialValues: address
          ? {
              street: address.street,
              city: address.city,
              state: address.state,
              zipCode: address.zipCode,
            }
          : { street: '', city: '', state: '', zipCode: '' },
        validate: validateAddress,
      },
    },
  );
  const state = useSelector(form, (s) => s);
  const submitting = state.matches('submitting');
  const textField = textFieldsOf(form, state.context.values, formErrors(state.context));

  useActorEvent(form, 'submitted', ({ result }) => onSaved(result));

  const labels = {
    street: t('addressDialog.street'),
    city: t('addressDialog.city'),
    state: t('addressDialog.state'),
    zipCode: t('addressDialog.zipCode'),
  };

  return (
    <Dialog
      open={open}
      onClose={() => !submitting && onCancel()}
      title={address ? t('addressDialog.editTitle') : t('addressDialog.addTitle')}
      onSubmit={(event) => submitForm(event, form)}
      closeOnBackdrop={!submitting}
      actions={
        <>
          <Button variant="text" disabled={submitting} onClick={onCancel}>
            {t('addressDialog.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('addressDialog.save')}
          </Button>
        </>
      }
    >
      <div className={screen.dialogFields}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            required
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={maxLengthOf(field)}
            showCounter={false}
            disabled={submitting}
            {...textField(field)}
          />
        ))}
        {state.matches('failed') && state.context.error && (
          <StatusMessage tone="error">
            {t('addresses.saveFailed')}
            {!refusalOnField(state.context) && ` ${memberErrorText(state.context.error)}`}
          </StatusMessage>
        )}
      </div>
    </Dialog>
  );
}
