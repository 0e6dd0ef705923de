import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddAddress } from '../api/add-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { addressError, groupAddress, type UsdtProtocol } from '../card-rules.ts';
import { AddTargetForm, BoundListSection } from './bound-list-section.tsx';
import { WalletField } from './wallet-field.tsx';

/** Bound USDT addresses (grouped in fours, at most 3 until expanded) with delete and the add form. */
export function AddressesSection({ onNeedsPassword }: { onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  return (
    <BoundListSection
      id="addresses"
      testId="usdt-addresses"
      title={t('wallet.cards.addresses')}
      emptyText={t('wallet.cards.none', { account: t('wallet.wording.usdtAddress') })}
      list={addresses.data?.list}
      max={addresses.data?.maxAddresses}
      itemKey={(a) => a.addressId}
      itemIdPrefix="address"
      itemTestId="usdt-address"
      itemLabel={(a) => ({ kind: a.protocol, what: groupAddress(a.address) })}
      renderItem={(a) => (
        <span className="stack gap-0 min-w-0">
          <span>{a.alias ? `${a.protocol} · ${a.alias}` : a.protocol}</span>
          <span className="mono break-all">{groupAddress(a.address)}</span>
        </span>
      )}
      deletePending={remove.isPending}
      onDelete={(a, withdrawPassword, callbacks) =>
        remove.mutate({ addressId: a.addressId, withdrawPassword }, callbacks)
      }
      addForm={<AddAddressForm onNeedsPassword={onNeedsPassword} />}
    />
  );
}

function AddAddressForm({ onNeedsPassword }: { onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const [protocol, setProtocol] = useState<UsdtProtocol>('TRC20');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [alias, setAlias] = useState('');
  const compact = address.replace(/\s+/g, '');
  const rule = addressError(address, protocol);
  return (
    <AddTargetForm
      titleId="add-address-title"
      passwordId="address-password"
      title={t('wallet.cards.addAddress')}
      submitTestId="address-submit"
      fieldsReady={rule === null}
      pending={add.isPending}
      onTouch={() => setTouched(true)}
      onAdd={(withdrawPassword, callbacks) =>
        add.mutate(
          {
            address: compact,
            protocol,
            withdrawPassword,
            ...(alias.trim() ? { alias: alias.trim() } : {}),
          },
          callbacks,
        )
      }
      onAdded={() => {
        setAddress('');
        setAlias('');
        setTouched(false);
      }}
      onNeedsPassword={onNeedsPassword}
    >
      <div className="field">
        <label htmlFor="address-protocol">{t('wallet.cards.protocol')}</label>
        <select
          id="address-protocol"
          value={protocol}
          onChange={(e) => setProtocol(e.target.value as UsdtProtocol)}
        >
          <option value="TRC20">TRC20</option>
          <option value="ERC20">ERC20</option>
        </select>
      </div>
      <WalletField
        id="address-value"
        label={t('wallet.cards.address')}
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        onBlur={() => setTouched(address !== '')}
        error={touched && rule ? t(rule) : null}
        hint={compact ? groupAddress(compact) : undefined}
      />
      <WalletField
        id="address-alias"
        label={t('wallet.cards.alias')}
        maxLength={20}
        value={alias}
        onChange={(e) => setAlias(e.target.value)}
        error={null}
      />
    </AddTargetForm>
  );
}
