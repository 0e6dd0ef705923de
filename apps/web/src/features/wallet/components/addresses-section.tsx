import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LIST_MERGE_MAX } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAddAddress } from '../api/add-address.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { addressError, groupAddress, withdrawPasswordError, type UsdtProtocol } from '../card-rules.ts';
import { errorText } from '../error-text.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { WalletField } from './wallet-field.tsx';

/** Bound USDT addresses (grouped in fours, at most 3 until expanded) with delete and the add form. */
export function AddressesSection({ onNeedsPassword }: { onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = addresses.data?.list;
  const shown = list && !expanded ? list.slice(0, CARD_LIST_MERGE_MAX) : list;
  const hidden = list && shown ? list.length - shown.length : 0;
  const word = t('wallet.wording.usdtAddress');

  return (
    <section className="card stack" aria-labelledby="addresses-title" data-testid="usdt-addresses">
      <h2 id="addresses-title" style={{ margin: 0 }}>
        {t('wallet.cards.addresses')}
      </h2>
      {!list ? (
        <Skeleton height={72} />
      ) : list.length === 0 ? (
        <EmptyState text={t('wallet.cards.none', { account: word })} />
      ) : (
        <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown?.map((a) => (
            <li key={a.addressId} className="stack" style={{ gap: 4 }} data-testid="usdt-address">
              <div className="row" style={{ justifyContent: 'space-between', gap: 8 }}>
                <span className="stack" style={{ gap: 0, minWidth: 0 }}>
                  <span>{a.alias ? `${a.protocol} · ${a.alias}` : a.protocol}</span>
                  <span style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {groupAddress(a.address)}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={`${t('wallet.cards.delete')} ${a.protocol} ${groupAddress(a.address)}`}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(deleting === a.addressId ? null : a.addressId);
                  }}
                >
                  {t('wallet.cards.delete')}
                </button>
              </div>
              {deleting === a.addressId && (
                <DeleteConfirm
                  id={`address-${a.addressId}`}
                  what={groupAddress(a.address)}
                  pending={remove.isPending}
                  serverError={deleteError}
                  onCancel={() => setDeleting(null)}
                  onConfirm={(withdrawPassword) =>
                    remove.mutate(
                      { addressId: a.addressId, withdrawPassword },
                      {
                        onSuccess: () => {
                          setDeleting(null);
                          toast(t('wallet.cards.deleted'), { kind: 'success' });
                        },
                        onError: (err) => setDeleteError(errorText(err, t('wallet.failed'))),
                      },
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {list && list.length > CARD_LIST_MERGE_MAX && (
        <button type="button" className="btn btn-ghost" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('wallet.cards.showLess') : t('wallet.cards.showAll', { count: hidden })}
        </button>
      )}
      {addresses.data && list && list.length < addresses.data.maxAddresses ? (
        <AddAddressForm onNeedsPassword={onNeedsPassword} />
      ) : addresses.data ? (
        <p className="muted" style={{ margin: 0 }}>
          {t('wallet.cards.max', { count: addresses.data.maxAddresses })}
        </p>
      ) : null}
    </section>
  );
}

function AddAddressForm({ onNeedsPassword }: { onNeedsPassword: () => void }) {
  const { t } = useTranslation();
  const add = useAddAddress();
  const [protocol, setProtocol] = useState<UsdtProtocol>('TRC20');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [alias, setAlias] = useState('');
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const compact = address.replace(/\s+/g, '');
  const rule = addressError(address, protocol);
  const passwordRule = password === '' ? null : withdrawPasswordError(password);
  const ready = rule === null && password !== '' && passwordRule === null && !add.isPending;
  return (
    <form
      className="stack"
      aria-labelledby="add-address-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!ready) return;
        setServerError(null);
        add.mutate(
          {
            address: compact,
            protocol,
            withdrawPassword: password,
            ...(alias.trim() ? { alias: alias.trim() } : {}),
          },
          {
            onSuccess: () => {
              setAddress('');
              setAlias('');
              setPassword('');
              setTouched(false);
              toast(t('wallet.cards.added'), { kind: 'success' });
            },
            onError: (err) => {
              if (err instanceof GatewayError && err.code === ErrorCode.withdrawPasswordNotSet)
                onNeedsPassword();
              setServerError(errorText(err, t('wallet.failed')));
            },
          },
        );
      }}
    >
      <h3 id="add-address-title" style={{ margin: '8px 0 0' }}>
        {t('wallet.cards.addAddress')}
      </h3>
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
      <WalletField
        id="address-password"
        label={t('wallet.cards.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordRule ? t(passwordRule) : serverError}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready} data-testid="address-submit">
        {add.isPending ? t('wallet.cards.submitting') : t('wallet.cards.submit')}
      </button>
    </form>
  );
}
