import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_LIST_MERGE_MAX } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { withdrawPasswordError } from '../card-rules.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { WalletField } from './wallet-field.tsx';

/** What an add or delete call reports back: the shape of TanStack Query's `mutate` callbacks. */
export interface MutationCallbacks {
  onSuccess: () => void;
  onError: (err: Error) => void;
}

/**
 * A list of bound withdraw targets (bank cards, USDT addresses): skeleton while loading, empty
 * state, at most CARD_LIST_MERGE_MAX rows until expanded, an inline delete confirmation per row,
 * and the add form while the list is below its maximum.
 */
export function BoundListSection<T>({
  id,
  testId,
  title,
  emptyText,
  list,
  max,
  itemKey,
  itemIdPrefix,
  itemTestId,
  renderItem,
  itemLabel,
  deletePending,
  onDelete,
  addForm,
}: {
  /** The title's id is `${id}-title`. */
  id: string;
  testId: string;
  title: string;
  emptyText: string;
  /** The bound items; undefined while loading. */
  list: readonly T[] | undefined;
  /** How many may be bound; undefined while loading. */
  max: number | undefined;
  itemKey: (item: T) => string;
  /** A row's delete form ids start with `${itemIdPrefix}-${key}`. */
  itemIdPrefix: string;
  itemTestId: string;
  renderItem: (item: T) => ReactNode;
  /** How the item is named in the delete button's label, after its kind. */
  itemLabel: (item: T) => { kind: string; what: string };
  /** Whether a delete is in flight. */
  deletePending: boolean;
  onDelete: (item: T, withdrawPassword: string, callbacks: MutationCallbacks) => void;
  addForm: ReactNode;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const shown = list && !expanded ? list.slice(0, CARD_LIST_MERGE_MAX) : list;
  const hidden = list && shown ? list.length - shown.length : 0;

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="m-0">
        {title}
      </h2>
      {!list ? (
        <Skeleton height={72} />
      ) : list.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <ul className="stack list-plain">
          {shown?.map((item) => {
            const key = itemKey(item);
            const { kind, what } = itemLabel(item);
            return (
              <li key={key} className="stack gap-4" data-testid={itemTestId}>
                <div className="row justify-between gap-8">
                  {renderItem(item)}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={`${t('wallet.cards.delete')} ${kind} ${what}`}
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(deleting === key ? null : key);
                    }}
                  >
                    {t('wallet.cards.delete')}
                  </button>
                </div>
                {deleting === key && (
                  <DeleteConfirm
                    id={`${itemIdPrefix}-${key}`}
                    what={what}
                    pending={deletePending}
                    serverError={deleteError}
                    onCancel={() => setDeleting(null)}
                    onConfirm={(withdrawPassword) =>
                      onDelete(item, withdrawPassword, {
                        onSuccess: () => {
                          setDeleting(null);
                          toast(t('wallet.cards.deleted'), { kind: 'success' });
                        },
                        onError: (err) => setDeleteError(errorText(err, t('wallet.failed'))),
                      })
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list && list.length > CARD_LIST_MERGE_MAX && (
        <button type="button" className="btn btn-ghost" onClick={() => setExpanded(!expanded)}>
          {expanded ? t('wallet.cards.showLess') : t('wallet.cards.showAll', { count: hidden })}
        </button>
      )}
      {list && max !== undefined && list.length < max ? (
        addForm
      ) : max !== undefined ? (
        <p className="muted m-0">{t('wallet.cards.max', { count: max })}</p>
      ) : null}
    </section>
  );
}

/**
 * The add form around a target's own fields: the withdraw password, the submit button, the success
 * toast, and the set-password step when the server says none is set (10211).
 */
export function AddTargetForm({
  titleId,
  passwordId,
  title,
  submitTestId,
  fieldsReady,
  pending,
  onTouch,
  onAdd,
  onAdded,
  onNeedsPassword,
  children,
}: {
  titleId: string;
  passwordId: string;
  title: string;
  submitTestId: string;
  /** Whether the target's own fields pass their rules. */
  fieldsReady: boolean;
  /** Whether the add call is in flight. */
  pending: boolean;
  /** Marks the target's fields touched, so their rules show. */
  onTouch: () => void;
  onAdd: (withdrawPassword: string, callbacks: MutationCallbacks) => void;
  /** Clears the target's own fields after a successful add. */
  onAdded: () => void;
  onNeedsPassword: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const passwordRule = password === '' ? null : withdrawPasswordError(password);
  const ready = fieldsReady && password !== '' && passwordRule === null && !pending;
  return (
    <form
      className="stack"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onTouch();
        if (!ready) return;
        setServerError(null);
        onAdd(password, {
          onSuccess: () => {
            onAdded();
            setPassword('');
            toast(t('wallet.cards.added'), { kind: 'success' });
          },
          onError: addErrorHandler(onNeedsPassword, setServerError, t('wallet.failed')),
        });
      }}
    >
      <h3 id={titleId} className="m-0 mt-8">
        {title}
      </h3>
      {children}
      <WalletField
        id={passwordId}
        label={t('wallet.cards.password')}
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordRule ? t(passwordRule) : serverError}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready} data-testid={submitTestId}>
        {pending ? t('wallet.cards.submitting') : t('wallet.cards.submit')}
      </button>
    </form>
  );
}

/**
 * The add forms' error handler: a missing withdraw password opens the set-password step, and
 * every error is shown under the password field.
 */
export function addErrorHandler(
  onNeedsPassword: () => void,
  showError: (text: string) => void,
  fallback: string,
) {
  return (err: Error) => {
    if (err instanceof GatewayError && err.code === ErrorCode.withdrawPasswordNotSet) onNeedsPassword();
    showError(errorText(err, fallback));
  };
}
