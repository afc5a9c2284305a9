/** A user sent dollars to another user's wallet (instant, free): the recipient is told who and how much. */
export interface TransferCompleted {
  transferId: string;
  senderId: string;
  senderUsername: string;
  recipientId: string;
  amount: string;
  note: string | null;
}

export const TRANSFER_COMPLETED = 'wallet.TransferCompleted' as const;
