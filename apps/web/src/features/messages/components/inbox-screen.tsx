import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TabList } from '@/components/ui/tab-list.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAllRead } from '../api/all-read.ts';
import { useAllDelete } from '../api/all-delete.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { MESSAGE_KINDS, type MessageKind } from '../api/message-keys.ts';
import { MessageList } from './message-list.tsx';
import './inbox.css';

function BulkActions({ kind }: { kind: MessageKind }) {
  const { t } = useTranslation();
  const allRead = useAllRead(kind);
  const allDelete = useAllDelete(kind);
  const [confirming, setConfirming] = useState(false);
  const label = t(`inbox.${kind}`);
  return (
    <div className="row inbox-actions">
      <button
        type="button"
        className="btn"
        disabled={allRead.isPending}
        onClick={() => allRead.mutate(undefined, { onSuccess: () => toast(t('inbox.allReadDone')) })}
      >
        {t('inbox.allRead')}
      </button>
      <button type="button" className="btn" onClick={() => setConfirming(true)}>
        {t('inbox.allDelete')}
      </button>
      {confirming && (
        <Dialog
          title={t('inbox.allDelete')}
          onDismiss={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {t('inbox.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={allDelete.isPending}
                onClick={() =>
                  allDelete.mutate(undefined, {
                    onSuccess: () => {
                      setConfirming(false);
                      toast(t('inbox.allDeleteDone'));
                    },
                  })
                }
              >
                {t('inbox.confirm')}
              </button>
            </>
          }
        >
          <p>{t('inbox.allDeleteConfirm', { label })}</p>
        </Dialog>
      )}
    </div>
  );
}

/** /app/me/inbox: private letters and notices in two tabs (spec §7 "Messages"); the tab is in the URL. */
export function InboxScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: MessageKind = params.get('tab') === 'notice' ? 'notice' : 'letter';
  const letters = useUnreadCount('letter').data ?? 0;
  const notices = useUnreadCount('notice').data ?? 0;
  const unread = { letter: letters, notice: notices };
  return (
    <Page title={t('inbox.title')} back>
      <TabList
        label={t('inbox.tabs')}
        tabs={MESSAGE_KINDS}
        selected={kind}
        onSelect={(tab) => setParams(tab === 'letter' ? {} : { tab }, { replace: true })}
        textOf={(tab) =>
          unread[tab] > 0
            ? t('inbox.unreadTab', { label: t(`inbox.${tab}`), count: unread[tab] })
            : t(`inbox.${tab}`)
        }
        className="inbox-tabs"
        itemClassName="inbox-tab"
        idPrefix="inbox"
      />
      <section
        id={`inbox-panel-${kind}`}
        role="tabpanel"
        aria-labelledby={`inbox-tab-${kind}`}
        className="stack"
      >
        <BulkActions key={kind} kind={kind} />
        <MessageList key={kind} kind={kind} />
      </section>
    </Page>
  );
}
