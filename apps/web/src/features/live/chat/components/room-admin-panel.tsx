import { useChatDetail } from '../api/get-chat-detail.ts';
import { ChatMuteList } from './chat-mute-list.tsx';
import { RoomSetupForm } from './room-setup-form.tsx';

/** The 房管 tab of a room admin (spec §6 "chat room admin"): the mute list and the room setup. */
export function RoomAdminPanel({ roomNo }: { roomNo: string }) {
  const detail = useChatDetail(roomNo);
  return (
    <div className="stack">
      <ChatMuteList roomNo={roomNo} />
      {detail.data ? (
        <RoomSetupForm roomNo={roomNo} settings={detail.data} />
      ) : (
        <div className="skeleton h-280" aria-busy="true" />
      )}
    </div>
  );
}
