import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../i18n';
import { borrowMachine } from '../../machines/borrow.machine';
import { lastBookable } from '../../machines/dates';
import {
  dateFromToday,
  hasErrors,
  validate,
  validateAddress,
  type AddressValues,
} from '../../machines/validation';
import { Button } from '../../ui/Button/Button';
import { DateField } from '../../ui/DateField/DateField';
import { Dialog } from '../../ui/Dialog/Dialog';
import { deepActiveElement, focusFirst } from '../../ui/Dialog/focus';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { AddIcon } from '../../ui/Icon/icons/Add';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { LoadingState } from '../../ui/Spinner/Spinner';
import { StatusMessage } from '../../ui/StatusMessage/StatusMessage';
import { TextField } from '../../ui/TextField/TextField';
import { memberErrorText } from '../shared/memberErrorText';
import { validationText } from '../shared/validationText';
import { useTextFields } from '../shared/useTextFields';
import * as styles from './BorrowDialog.css';
import '../../i18n/en/addressDialog';
import '../../i18n/en/bookGrid';
import '../../i18n/en/borrowDialog';
import '../../i18n/en/common';
import '../../i18n/en/validation';

export type BorrowActor = ActorRefFrom<typeof borrowMachine>;

export interface BorrowDialogProps {
  /** The grid's borrow actor: the dialog is open while it is in `dialog` (or `unavailable`). */
  actor: BorrowActor;
}

const ADDRESS_STATES = [
  'noAddresses',
  'selecting',
  'addingAddress',
  'addAddressFailed',
  'submitting',
  'submitFailed',
] as const;

/**
 * The 'Borrow Book' dialog over `borrowMachine`: 'Rental Date' (today by default), 'Select
 * Address', Cancel and Confirm, which the machine enables only for an address and a date from
 * today to 90 days ahead. A member without an address adds one here; a 409 says the last copy
 * just went, or that the book was withdrawn.
 */
export function BorrowDialog({ actor }: BorrowDialogProps) {
  const t = useT();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { book, addresses, addressId, rentalDate, today, error } = state.context;
  const inDialog = state.matches('dialog');
  const unavailable = state.matches('unavailable');
  const open = (inDialog || unavailable) && book !== null;
  const [lastBook, setLastBook] = useState(book);
  if (book && book !== lastBook) setLastBook(book);
  const shown = book ?? lastBook;

  const at = (sub: (typeof ADDRESS_STATES)[number] | 'loadingAddresses' | 'loadFailed') =>
    state.matches({ dialog: sub });
  const submitting = at('submitting');
  const addingAddress = at('addingAddress');
  const busy = submitting || addingAddress;

  // The new-address form: always there without an address, on demand with some. It was opened
  // for one book with its newest address then: an address saved (newer), another book or closing
  // the dialog closes it, not an address dropped from the list (deleted meanwhile). It stays, held,
  // while the rental is sent: what it holds is still there if the rental fails.
  const addressCount = addresses.length;
  // The list comes by id, and a saved address joins it last.
  const newest = addresses.at(-1)?.id ?? 0;
  const [openedFor, setOpenedFor] = useState<[typeof book, number] | null>(null);
  const formOpen = openedFor?.[0] === book && newest <= openedFor[1];
  const setFormOpen = (next: boolean) => setOpenedFor(next ? [book, newest] : null);
  const ready = ADDRESS_STATES.some((sub) => at(sub));
  const showForm = (addressCount === 0 || formOpen) && ready;

  const cancel = () => {
    if (unavailable) actor.send({ type: 'CLOSE' });
    else if (state.can({ type: 'CANCEL' })) {
      setFormOpen(false);
      actor.send({ type: 'CANCEL' });
    }
  };

  const dateError = validationText(
    validate({ rentalDate }, { rentalDate: dateFromToday(today) }).rentalDate,
  );

  const canChangeDate = state.can({ type: 'DATE_CHANGED', date: today });

  // The dialog opens while the addresses load, with the focus on Cancel; once the fields are
  // there, the first one takes it, as it would have had the dialog opened with them.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) return;
    fields.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [ready, book]);

  // A button that opens or closes the address form goes with the change: focus moves into the
  // form opened, else to the address chosen (the one just saved) or the button that opens the
  // form again, not to the page's body.
  const formWasShown = useRef(showForm);
  useEffect(() => {
    const changed = formWasShown.current !== showForm;
    formWasShown.current = showForm;
    const root = fields.current;
    if (!changed || !root || root.closest('dialog')?.contains(deepActiveElement())) return;
    root
      .querySelector<HTMLElement>(
        showForm ? `.${styles.addressForm} input` : `input:checked, .${styles.addAnother}`,
      )
      ?.focus();
  }, [showForm]);

  // Confirm, which had focus, is gone once the book is: Close takes it, in the still open dialog.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (unavailable) close.current?.focus();
  }, [unavailable]);

  // Refused for an address deleted meanwhile, Confirm is off until another is chosen: the addresses
  // left take the focus it had, or with none left the new-address form.
  const addressGone = at('submitFailed') && error?.code === 'ADDRESS_NOT_FOUND';
  useEffect(() => {
    if (addressGone) {
      fields.current
        ?.querySelector<HTMLElement>(`[type=radio],.${styles.addressForm} input`)
        ?.focus();
    }
  }, [addressGone]);

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('borrowDialog.title')}
      description={
        shown ? (
          <span className={styles.book}>
            <span className={styles.bookTitle}>{shown.title}</span> · {shown.author}
          </span>
        ) : undefined
      }
      width={440}
      closeOnBackdrop={!busy}
      onSubmit={() => actor.send({ type: 'CONFIRM' })}
      actions={
        unavailable ? (
          <Button onClick={cancel} ref={close}>
            {t('borrowDialog.close')}
          </Button>
        ) : (
          <>
            <Button variant="text" onClick={cancel} disabled={busy}>
              {t('borrowDialog.cancel')}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!submitting && !state.can({ type: 'CONFIRM' })}
            >
              {t('borrowDialog.confirm')}
            </Button>
          </>
        )
      }
    >
      {unavailable && shown && (
        <StatusMessage tone="error">
          {t(error?.code === 'BOOK_UNAVAILABLE' ? 'bookGrid.withdrawn' : 'bookGrid.lastCopyGone', {
            title: shown.title,
          })}
        </StatusMessage>
      )}
      {at('loadingAddresses') && <LoadingState label={t('borrowDialog.loadingAddresses')} />}
      {at('loadFailed') && (
        <ErrorState onRetry={() => actor.send({ type: 'RETRY' })} error={error}>
          {t('borrowDialog.addressesFailed')} {memberErrorText(error)}
        </ErrorState>
      )}
      {ready && (
        <div ref={fields} className={styles.fields}>
          <DateField
            label={t('borrowDialog.rentalDate')}
            value={rentalDate}
            min={today}
            max={lastBookable(today)}
            required
            disabled={!canChangeDate}
            error={canChangeDate ? dateError : undefined}
            onChange={(date) => actor.send({ type: 'DATE_CHANGED', date })}
          />
          <RadioGroup
            label={t('borrowDialog.selectAddress')}
            required
            value={addressId === null ? undefined : String(addressId)}
            options={addresses.map((address) => ({
              value: String(address.id),
              label: t('borrowDialog.addressLine', { street: address.street, city: address.city }),
            }))}
            emptyText={t('borrowDialog.noAddress')}
            hint={
              addressId === null && addressCount > 0 ? t('borrowDialog.chooseAddress') : undefined
            }
            disabled={busy}
            onChange={(value) => actor.send({ type: 'ADDRESS_SELECTED', addressId: Number(value) })}
          />
          {showForm ? (
            <AddressForm
              busy={busy}
              saving={addingAddress}
              failure={at('addAddressFailed') && error ? memberErrorText(error) : null}
              onCancel={
                addressCount > 0
                  ? () => {
                      setFormOpen(false);
                      // Given up after a failed save: back to the address chosen, if any.
                      if (addressId !== null) actor.send({ type: 'ADDRESS_SELECTED', addressId });
                    }
                  : undefined
              }
              onSave={(address) => actor.send({ type: 'ADD_ADDRESS', address })}
            />
          ) : (
            addressCount > 0 &&
            !busy && (
              <Button
                variant="text"
                icon={<AddIcon size={18} />}
                className={styles.addAnother}
                onClick={() => setFormOpen(true)}
              >
                {t('borrowDialog.addAnotherAddress')}
              </Button>
            )
          )}
          {at('submitFailed') && (
            <StatusMessage tone="error">
              {t('bookGrid.borrowFailed')}{' '}
              {/* Deleted meanwhile (in another tab): the address, not the book, is gone. */}
              {addressGone ? t('borrowDialog.addressGone') : memberErrorText(error)}
            </StatusMessage>
          )}
        </div>
      )}
    </Dialog>
  );
}

const emptyAddress: AddressValues = { street: '', city: '', state: '', zipCode: '' };

interface AddressFormProps {
  /** A request is out (the address's, or the rental's): nothing can change. */
  busy: boolean;
  /** The address is being saved. */
  saving: boolean;
  /** Why the last save failed, if it did. */
  failure: string | null;
  /** Offered when the member already has an address to pick instead. */
  onCancel?: () => void;
  onSave: (address: AddressValues) => void;
}

/** The four required fields of an address, inside the borrow dialog (no nested form element). */
function AddressForm({ busy, saving, failure, onCancel, onSave }: AddressFormProps) {
  const t = useT();
  const {
    values,
    errors,
    field: bind,
    touchAll,
  } = useTextFields(() => emptyAddress, validateAddress);
  const fieldset = useRef<HTMLFieldSetElement>(null);

  const save = () => {
    if (busy) return;
    if (hasErrors(errors)) {
      touchAll(true);
      focusFirst(fieldset.current);
      return;
    }
    onSave({
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      zipCode: values.zipCode.trim(),
    });
  };
  // Enter saves the address; Escape gives it up, as Cancel does, keeping the dialog and its date.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && onCancel && !busy) {
      event.preventDefault();
      onCancel();
    }
  };
  const field = (name: keyof AddressValues, label: string, autoComplete: string) => (
    <TextField label={label} required disabled={busy} autoComplete={autoComplete} {...bind(name)} />
  );

  return (
    <fieldset ref={fieldset} className={styles.addressForm} onKeyDown={onKeyDown}>
      <legend className={styles.addressLegend}>{t('borrowDialog.newAddress')}</legend>
      {field('street', t('addressDialog.street'), 'address-line1')}
      <div className={styles.addressRow}>
        {field('city', t('addressDialog.city'), 'address-level2')}
        {field('state', t('addressDialog.state'), 'address-level1')}
        {field('zipCode', t('addressDialog.zipCode'), 'postal-code')}
      </div>
      {failure && (
        <StatusMessage tone="error">
          {t('borrowDialog.addAddressFailed')} {failure}
        </StatusMessage>
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {t('borrowDialog.cancel')}
          </Button>
        )}
        {/* Held by its own save, it keeps the focus (`loading`); by the rental's, it is off. */}
        <Button variant="secondary" loading={saving} disabled={busy && !saving} onClick={save}>
          {t('borrowDialog.saveAddress')}
        </Button>
      </div>
    </fieldset>
  );
}
