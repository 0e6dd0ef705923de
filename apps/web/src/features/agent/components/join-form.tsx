import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { useJoinAgent, type JoinAgentInput } from '../api/join-agent.ts';

const TYPES = ['wechat', 'qq', 'phone', 'telegram', 'email'] as const;

/** The agent application: contact details and the intended promotion channel (spec §6 "join"). */
export function JoinForm() {
  const { t } = useTranslation();
  const join = useJoinAgent();
  const [contactType, setContactType] = useState<JoinAgentInput['contactType']>('wechat');
  const [contact, setContact] = useState('');
  const [channel, setChannel] = useState('');
  const tooShort = contact.trim().length < 3;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (tooShort) return;
    join.mutate(
      { contactType, contact: contact.trim(), ...(channel.trim() ? { channel: channel.trim() } : {}) },
      { onSuccess: () => toast(t('agent.submitted'), { kind: 'success' }) },
    );
  };

  return (
    <form className="stack" onSubmit={onSubmit} aria-label={t('agent.noneTitle')}>
      <div className="field">
        <label htmlFor="agent-contact-type">{t('agent.contactType')}</label>
        <select
          id="agent-contact-type"
          value={contactType}
          onChange={(e) => setContactType(e.target.value as JoinAgentInput['contactType'])}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agent.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="agent-contact">{t('agent.contact')}</label>
        <input
          id="agent-contact"
          value={contact}
          maxLength={64}
          placeholder={t('agent.contactPlaceholder')}
          onChange={(e) => setContact(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="agent-channel">{t('agent.channel')}</label>
        <input
          id="agent-channel"
          value={channel}
          maxLength={100}
          placeholder={t('agent.channelPlaceholder')}
          onChange={(e) => setChannel(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={tooShort || join.isPending}>
        {t(join.isPending ? 'agent.submitting' : 'agent.submit')}
      </button>
    </form>
  );
}
