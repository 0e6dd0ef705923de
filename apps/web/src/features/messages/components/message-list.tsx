import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import type { MessageItem } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useMessages } from '../api/get-messages.ts';
import type { MessageKind } from '../api/message-keys.ts';
import { MessageDetail } from './message-detail.tsx';

function MessageRow({ item, onOpen }: { item: MessageItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={item.read ? 'inbox-row' : 'inbox-row is-unread'}
        onClick={onOpen}
        data-testid="inbox-row"
      >
        <span className="inbox-row-head">
          {!item.read && (
            <>
              <span className="inbox-dot" aria-hidden="true" />
              <span className="visually-hidden">{t('inbox.unread')}</span>
            </>
          )}
          {item.sticky && <span className="inbox-tag">{t('inbox.sticky')}</span>}
          <strong className="inbox-row-title">{item.title}</strong>
        </span>
        <span className="inbox-row-preview muted">{item.content}</span>
        <time className="muted">{formatDateTime(item.createdAt)}</time>
      </button>
    </li>
  );
}

/** The member's letters or notices: sticky first then newest, twenty at a time. */
export function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  const query = useMessages(kind);
  const [openId, setOpenId] = useState<string | null>(null);

  if (query.isPending)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height={64} />
        <Skeleton height={64} />
        <Skeleton height={64} />
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        text={t('inbox.loadFailed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('inbox.retry')}
          </button>
        }
      />
    );
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState text={t('inbox.empty')} />;
  const open = items.find((i) => i.id === openId);
  return (
    <>
      <ul className="inbox-list" aria-label={t(`inbox.${kind}`)}>
        {items.map((item) => (
          <MessageRow key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t(query.isFetchingNextPage ? 'inbox.loadingMore' : 'inbox.more')}
        </button>
      )}
      {open && <MessageDetail kind={kind} item={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
