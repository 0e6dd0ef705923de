import type { Promotion } from '../api/get-promotions.ts';
import { BarrierPiece } from './barrier-piece.tsx';
import { BackFlowPiece, ContinuousPiece, FirstDepositPiece } from './deposit-pieces.tsx';
import { DrawPiece } from './draw-piece.tsx';
import { EnvelopePiece } from './envelope-piece.tsx';
import { GuessPiece } from './guess-piece.tsx';
import { InvitePiece } from './invite-piece.tsx';
import { NovicePiece } from './novice-piece.tsx';
import { SignPiece } from './sign-piece.tsx';
import { TopGiftPiece } from './top-gift-piece.tsx';

/** The interactive piece of an activity by its mechanic (member only: the caller checks login). */
export function ActivityPiece({ id, kind }: { id: string; kind: Promotion['kind'] }) {
  switch (kind) {
    case 'sign':
      return <SignPiece id={id} />;
    case 'wheel':
    case 'lottery':
      return <DrawPiece id={id} kind={kind} />;
    case 'envelope':
      return <EnvelopePiece id={id} />;
    case 'quiz':
    case 'guess':
      return <GuessPiece id={id} kind={kind} />;
    case 'invite':
      return <InvitePiece />;
    case 'novice':
      return <NovicePiece />;
    case 'back_flow':
      return <BackFlowPiece id={id} />;
    case 'first_deposit':
      return <FirstDepositPiece />;
    case 'continuous_deposit':
      return <ContinuousPiece id={id} />;
    case 'top_gift':
      return <TopGiftPiece />;
    case 'barrier':
      return <BarrierPiece id={id} />;
    default:
      return null;
  }
}
