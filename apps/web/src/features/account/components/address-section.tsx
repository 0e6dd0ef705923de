import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { addressFormErrors, type AddressField, type AddressValues } from '../account-forms.ts';
import { useAddress } from '../api/address-get.ts';
import { useAddressUpdate } from '../api/address-update.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { FormError } from '@/components/ui/form-error.tsx';
import { Section, ToggleButton } from './section.tsx';

const EMPTY: AddressValues = { receiver: '', phone: '', province: '', city: '', district: '', detail: '' };
const FIELDS: { field: AddressField; max: number; autoComplete: string; type?: string }[] = [
  { field: 'receiver', max: 32, autoComplete: 'name' },
  { field: 'phone', max: 13, autoComplete: 'tel-national', type: 'tel' },
  { field: 'province', max: 32, autoComplete: 'address-level1' },
  { field: 'city', max: 32, autoComplete: 'address-level2' },
  { field: 'district', max: 32, autoComplete: 'address-level3' },
  { field: 'detail', max: 200, autoComplete: 'street-address' },
];

function AddressForm({ initial, onDone }: { initial: AddressValues; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useRuleForm<AddressField>(initial);
  const update = useAddressUpdate();
  const { errors, canSubmit } = addressFormErrors(form.values);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || update.isPending) return;
    const v = form.values;
    update.mutate(
      {
        receiver: v.receiver.trim(),
        phone: v.phone.trim(),
        province: v.province.trim(),
        city: v.city.trim(),
        district: v.district.trim(),
        detail: v.detail.trim(),
      },
      {
        onSuccess: () => {
          toast(t('security.address.saved'), { kind: 'success' });
          onDone();
        },
        onError: (err) => form.refuse(err, t('profile.failed')),
      },
    );
  };

  return (
    <form id="address-form" className="stack" onSubmit={handleSubmit} noValidate>
      {FIELDS.map(({ field, max, autoComplete, type }) => (
        <FormField
          key={field}
          id={`address-${field}`}
          label={t(`security.address.${field}`)}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          maxLength={max}
          required={field !== 'district'}
          error={form.messageFor(field, errors[field])}
          {...form.bind(field)}
        />
      ))}
      <FormError id="address-error" message={form.formError} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canSubmit || update.isPending}>
        {update.isPending ? t('profile.saving') : t('security.address.save')}
      </button>
    </form>
  );
}

/** Delivery address for physical prizes (member.addressGet / addressUpdate). */
export function AddressSection() {
  const { t } = useTranslation();
  const address = useAddress();
  const [open, setOpen] = useState(false);
  const a = address.data?.address ?? null;
  return (
    <Section
      id="address"
      title={t('security.address.title')}
      status={
        address.isPending ? <Skeleton height={18} width={72} /> : a ? a.receiver : t('security.address.empty')
      }
    >
      {a && !open && (
        <p className="m-0" data-testid="address-summary">
          {a.phone} · {[a.province, a.city, a.district, a.detail].filter(Boolean).join(' ')}
        </p>
      )}
      {address.isSuccess && (
        <ToggleButton
          open={open}
          controls="address-form"
          label={a ? t('security.address.edit') : t('security.address.add')}
          closeLabel={t('security.cancel')}
          onToggle={() => setOpen(!open)}
        />
      )}
      {open && <AddressForm initial={a ?? EMPTY} onDone={() => setOpen(false)} />}
    </Section>
  );
}
