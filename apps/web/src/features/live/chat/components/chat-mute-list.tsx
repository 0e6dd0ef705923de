import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useChatMuteList } from '../api/get-chat-mute-list.ts';
import { useUnblockChatMember } from '../api/unblock-chat-member.ts';

/** The room's running mutes with 解除禁言 each (spec §6 "mute list", "unblock"). */
export function ChatMuteList({ roomNo }: { roomNo: string }) {
  const { t } = useTranslation();
  const mutes = useChatMuteList(roomNo);
  const unblock = useUnblockChatMember(roomNo);
  return (
    <section className="card chat-admin-card" aria-labelledby="chat-mutes-title">
      <div className="chat-admin-head">
        <h2 id="chat-mutes-title">{t('chatAdmin.mutesTitle')}</h2>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={mutes.isFetching}
          onClick={() => void mutes.refetch()}
        >
          {t('chatAdmin.refresh')}
        </button>
      </div>
      {mutes.isPending ? (
        <div className="skeleton h-96" aria-busy="true" />
      ) : mutes.isError ? (
        <p className="chat-error" role="alert">
          {errorText(mutes.error, t('chatAdmin.loadFailed'))}
        </p>
      ) : mutes.data.list.length === 0 ? (
        <EmptyState text={t('chatAdmin.mutesEmpty')} />
      ) : (
        <ul className="chat-mutes" data-testid="chat-mutes">
          {mutes.data.list.map(({ member, until, reason }) => {
            const name = member.nickName || member.name;
            return (
              <li key={member.id} className="chat-mute">
                <span className="chat-mute-who">
                  <strong>{name}</strong>
                  <span className="muted">
                    {until === null
                      ? t('chatAdmin.mutedForever')
                      : t('chatAdmin.mutedUntil', { time: formatDateTime(until) })}
                    {reason && ` · ${reason}`}
                  </span>
                </span>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={unblock.isPending}
                  aria-label={t('chatAdmin.unblockLabel', { name })}
                  onClick={() =>
                    unblock.mutate(member.id, {
                      onSuccess: () => toast(t('chatAdmin.unblockDone', { name }), { kind: 'success' }),
                      onError: (err) =>
                        toast(errorText(err, t('chatAdmin.failed')), {
                          kind: 'error',
                        }),
                    })
                  }
                >
                  {t('chatAdmin.unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
