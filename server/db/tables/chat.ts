// Chat (migration 014): rooms and their messages.
import type { Generated } from 'kysely';
import type { BigintColumn, GeneratedBigint, CreatedAt, Timestamp } from './columns';

export interface ChatRoomsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: 'game' | 'support';
  subject_id: BigintColumn;
  staff_read_id: GeneratedBigint;
  member_read_id: GeneratedBigint;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  room_id: BigintColumn;
  author_kind: 'member' | 'staff';
  user_id: number | null;
  staff_name: string | null;
  body: string;
  hidden: Generated<boolean>;
  created_at: Timestamp;
}
