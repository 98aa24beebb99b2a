// The bodies the admin's write routes accept, as JSON Schemas with the types they validate to. The
// routes table (access.ts) names one per write route; the guard (server.ts) checks the body against it
// before the route's handler runs, which then reads typed values. Forms are urlencoded, so their fields
// are strings; the limits are the ones the handlers applied before (an email of 200 characters, a
// password field of 1,024, a file path of 300…), and what a value means (an address that can be a page,
// a password good enough, a note's 2,000 characters once its line breaks are unified) stays the handler's
// check, with its own message. Extra fields are allowed: every form carries `_csrf`, and the editor sends
// what it has.
import type { JSONSchemaType } from 'ajv';
import { ROLES, type Role } from './accounts.ts';
import { LEAD_STATUSES, WORK_MESSAGES, type LeadStatus } from './leadWork.ts';

/** A body's schema, the type it validates to, and what the answer says when one field is refused. */
export interface Body<T> {
  readonly schema: JSONSchemaType<T>;
  /** Said (in Vietnamese) when this field is missing or wrong; otherwise the general message. */
  readonly messages?: Partial<Record<keyof T & string, string>>;
  /** (The validated type: never set, read by `BodyOf`.) */
  readonly type?: T;
}

/**
 * The upload's body: the image's own bytes, not a JSON or form body, read and checked by its route
 * (editorHost.ts: at most UPLOAD_LIMIT_MB, its type from its content).
 */
export const IMAGE_BYTES = 'image bytes';

const body = <T>(schema: JSONSchemaType<T>, messages?: Body<T>['messages']): Body<T> => ({ schema, ...(messages ? { messages } : {}) });

/** The general answer to a body its schema refuses (JSON). */
export const INVALID_BODY = 'Dữ liệu chưa hợp lệ.';
/** The same for a form sent from a page (its page says it at the field when it can). */
export const INVALID_FORM = 'Biểu mẫu gửi lên chưa hợp lệ (thiếu ô, hoặc có ô dài quá). Hãy quay lại trang trước, tải lại rồi thử lại.';

/** A file path of the content repository (the handler checks it is one: pages/… or public/images/…). */
const FILE = { type: 'string', maxLength: 300 } as const;
/** An account's id, the author of a draft. */
const USER_ID = { type: 'string', maxLength: 64 } as const;
/** An email as typed into a form (the sign-in form reads 200 characters of it). */
const EMAIL = { type: 'string', maxLength: 200 } as const;
/** A password as typed (the rules refuse one over 128 characters, with their own message). */
const PASSWORD = { type: 'string', maxLength: 1024 } as const;
/** An authenticator's code or a recovery code, as typed. */
const CODE = { type: 'string', maxLength: 40 } as const;
const ROLE = { type: 'string', enum: ROLES } as const;

/** A form with no field but its token, or a JSON body with nothing to say. */
export const NOTHING = body<Record<string, never>>({ type: 'object', required: [], additionalProperties: true });

export const BODIES = {
  signIn: body<{ email: string; password: string }>({
    type: 'object',
    properties: { email: EMAIL, password: PASSWORD },
    required: ['email', 'password'],
    additionalProperties: true,
  }),
  forgotPassword: body<{ email: string }>({ type: 'object', properties: { email: EMAIL }, required: ['email'], additionalProperties: true }),
  /** The first admin's link asks for the email too; every other invitation knows it. */
  acceptInvitation: body<{ password: string; email?: string | null }>({
    type: 'object',
    properties: { password: PASSWORD, email: { ...EMAIL, nullable: true } },
    required: ['password'],
    additionalProperties: true,
  }),
  changePassword: body<{ 'mat-khau-hien-tai': string; 'mat-khau-moi': string; 'nhap-lai': string }>({
    type: 'object',
    properties: { 'mat-khau-hien-tai': PASSWORD, 'mat-khau-moi': PASSWORD, 'nhap-lai': PASSWORD },
    required: ['mat-khau-hien-tai', 'mat-khau-moi', 'nhap-lai'],
    additionalProperties: true,
  }),
  /** One of the person's other sessions, by its handle. */
  endSession: body<{ phien: string }>({
    type: 'object',
    properties: { phien: { type: 'string', maxLength: 64 } },
    required: ['phien'],
    additionalProperties: true,
  }),
  code: body<{ ma: string }>({ type: 'object', properties: { ma: CODE }, required: ['ma'], additionalProperties: true }),
  invite: body<{ email: string; role: Role }>({
    type: 'object',
    properties: { email: { ...EMAIL, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }, role: ROLE },
    required: ['email', 'role'],
    additionalProperties: true,
  }),
  role: body<{ role: Role }>({ type: 'object', properties: { role: ROLE }, required: ['role'], additionalProperties: true }),
  /** `tro-ve`: the inbox address the form came from (anything else sends back to the lead's page). */
  leadStatusForm: body<{ status: LeadStatus; 'tro-ve'?: string | null }>(
    {
      type: 'object',
      properties: { status: { type: 'string', enum: LEAD_STATUSES }, 'tro-ve': { type: 'string', nullable: true } },
      required: ['status'],
      additionalProperties: true,
    },
    { status: WORK_MESSAGES.status },
  ),
  leadStatus: body<{ status: LeadStatus }>(
    { type: 'object', properties: { status: { type: 'string', enum: LEAD_STATUSES } }, required: ['status'], additionalProperties: true },
    { status: WORK_MESSAGES.status },
  ),
  /** Its length is counted once its line breaks are unified and it is trimmed (readNote, leadWork.ts). */
  leadNote: body<{ note: string }>(
    { type: 'object', properties: { note: { type: 'string' } }, required: ['note'], additionalProperties: true },
    {
      note: WORK_MESSAGES.noteEmpty,
    },
  ),
  endExperiment: body<{ 'thu-nghiem': string; 'phien-ban': string }>({
    type: 'object',
    properties: { 'thu-nghiem': { type: 'string' }, 'phien-ban': { type: 'string' } },
    required: ['thu-nghiem', 'phien-ban'],
    additionalProperties: true,
  }),
  /** A new page: its address and what it starts from (`mau:<template>` or `trang:<file>`). */
  newPage: body<{ 'dia-chi': string; 'bat-dau': string }>({
    type: 'object',
    properties: { 'dia-chi': { type: 'string', maxLength: 200 }, 'bat-dau': { type: 'string', maxLength: 300 } },
    required: ['dia-chi', 'bat-dau'],
    additionalProperties: true,
  }),
  /** A form naming one of the person's own drafts. */
  draftForm: body<{ tep: string }>({ type: 'object', properties: { tep: FILE }, required: ['tep'], additionalProperties: true }),
  /** Throwing a draft away: the version the person saw, so a save made since is not lost unseen. */
  discardDraft: body<{ tep: string; 'ban-nhap': string }>({
    type: 'object',
    properties: { tep: FILE, 'ban-nhap': { type: 'string', maxLength: 64 } },
    required: ['tep', 'ban-nhap'],
    additionalProperties: true,
  }),
  /** A JSON body naming a file. */
  file: body<{ file: string }>({ type: 'object', properties: { file: FILE }, required: ['file'], additionalProperties: true }),
  lease: body<{ file: string; takeOver?: boolean | null }>({
    type: 'object',
    properties: { file: FILE, takeOver: { type: 'boolean', nullable: true } },
    required: ['file'],
    additionalProperties: true,
  }),
  /** `content`: the page file's text (checked as JSON by the route); `expectedHead`: the draft's version it was based on. */
  saveDraft: body<{ file: string; content: string; expectedHead?: string | null }>({
    type: 'object',
    properties: { file: FILE, content: { type: 'string' }, expectedHead: { type: 'string', pattern: '^[0-9a-f]{40}$', nullable: true } },
    required: ['file', 'content'],
    additionalProperties: true,
  }),
  /** A draft in review, named by its file and its author. */
  reviewedDraft: body<{ tep: string; 'tac-gia': string }>({
    type: 'object',
    properties: { tep: FILE, 'tac-gia': USER_ID },
    required: ['tep', 'tac-gia'],
    additionalProperties: true,
  }),
  returnDraft: body<{ tep: string; 'tac-gia': string; comment: string }>({
    type: 'object',
    properties: { tep: FILE, 'tac-gia': USER_ID, comment: { type: 'string', maxLength: 1000 } },
    required: ['tep', 'tac-gia', 'comment'],
    additionalProperties: true,
  }),
  /** A published version of a page, by its commit. */
  restore: body<{ tep: string; 'phien-ban': string }>({
    type: 'object',
    properties: { tep: FILE, 'phien-ban': { type: 'string', maxLength: 40 } },
    required: ['tep', 'phien-ban'],
    additionalProperties: true,
  }),
  rollback: body<{ ban: string }>({ type: 'object', properties: { ban: { type: 'string', maxLength: 80 } }, required: ['ban'], additionalProperties: true }),
  /** A preview link of a draft: the page's form names the author (`tac-gia`), the JSON body may (`author`). */
  previewLinkForm: body<{ tep: string; 'tac-gia'?: string | null }>({
    type: 'object',
    properties: { tep: FILE, 'tac-gia': { ...USER_ID, nullable: true } },
    required: ['tep'],
    additionalProperties: true,
  }),
  previewLink: body<{ file: string; author?: string | null }>({
    type: 'object',
    properties: { file: FILE, author: { ...USER_ID, nullable: true } },
    required: ['file'],
    additionalProperties: true,
  }),
  revokeForm: body<{ ma: string }>({ type: 'object', properties: { ma: { type: 'string', maxLength: 64 } }, required: ['ma'], additionalProperties: true }),
  revoke: body<{ id: string }>({ type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'], additionalProperties: true }),
  // The editor's API (content/editorHost.ts): the envelope only; the page itself is the validator's.
  editorCheck: body<{ file: string; value: Record<string, unknown> }>({
    type: 'object',
    properties: { file: FILE, value: { type: 'object', required: [] } },
    required: ['file', 'value'],
    additionalProperties: true,
  }),
  editorPreview: body<{ value: Record<string, unknown>; route?: string | null }>({
    type: 'object',
    properties: { value: { type: 'object', required: [] }, route: { type: 'string', maxLength: 300, nullable: true } },
    required: ['value'],
    additionalProperties: true,
  }),
  /** `baseHash`: the version the editor opened; `afterTakeOver`: the unsaved edits of someone whose page was taken over. */
  editorSave: body<{ file: string; value: Record<string, unknown>; baseHash: string; afterTakeOver?: boolean | null }>({
    type: 'object',
    properties: {
      file: FILE,
      value: { type: 'object', required: [] },
      baseHash: { type: 'string', maxLength: 100 },
      afterTakeOver: { type: 'boolean', nullable: true },
    },
    required: ['file', 'value', 'baseHash'],
    additionalProperties: true,
  }),
  /** A new page from the editor: a starter template, or a copy of a page (`from`). */
  editorNewPage: body<{ route: string; template?: string | null; from?: string | null }>({
    type: 'object',
    properties: {
      route: { type: 'string', maxLength: 200 },
      template: { type: 'string', maxLength: 100, nullable: true },
      from: { type: 'string', maxLength: 300, nullable: true },
    },
    required: ['route'],
    additionalProperties: true,
  }),
};
