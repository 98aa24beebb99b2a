// Every action the admin writes to its audit log, with what it means in Vietnamese: the audit page shows
// these names, and `audit()` accepts only these actions, so a new one cannot reach the log unnamed.
import type { Request } from 'express';

/** The actions by what they concern (the audit page's filter offers them so). */
export const AUDIT_ACTION_GROUPS = {
  'Tài khoản và đăng nhập': {
    'sign-in': 'Đăng nhập',
    'sign-in-failed': 'Đăng nhập sai',
    'sign-in-limited': 'Bị chặn vì đăng nhập sai nhiều lần',
    'sign-out': 'Đăng xuất',
    'end-session': 'Đăng xuất một phiên khác của mình',
    'end-other-sessions': 'Đăng xuất mọi phiên khác của mình',
    invite: 'Mời người mới',
    'invitation-accepted': 'Nhận lời mời',
    'disable-user': 'Khoá tài khoản',
    'change-role': 'Đổi vai trò',
    'change-password': 'Đổi mật khẩu',
    'change-password-failed': 'Đổi mật khẩu: sai mật khẩu hiện tại',
    'change-password-limited': 'Bị chặn đổi mật khẩu vì nhập sai nhiều lần',
    'password-reset-link': 'Tạo liên kết đặt lại mật khẩu',
    'password-reset': 'Đặt lại mật khẩu bằng liên kết',
    'password-reset-requested': 'Yêu cầu liên kết đặt lại mật khẩu qua email',
    'password-reset-limited': 'Bị chặn yêu cầu đặt lại mật khẩu vì quá nhiều lần',
    'mail-failed': 'Không gửi được thư (đặt lại mật khẩu, báo đổi mật khẩu hoặc xác thực hai bước)',
    'sign-in-code-failed': 'Đăng nhập: sai mã xác thực hai bước',
    'sign-in-code-limited': 'Bị chặn vì nhập sai mã xác thực nhiều lần',
    'enable-two-factor': 'Bật xác thực hai bước',
    'disable-two-factor': 'Tắt xác thực hai bước',
    'new-recovery-codes': 'Tạo bộ mã dự phòng mới',
    'two-factor-code-failed': 'Sai mã xác thực khi đổi cài đặt hai bước',
    'reset-two-factor': 'Tắt xác thực hai bước cho người khác (quản trị)',
    'two-factor-reset-by-cli': 'Tắt xác thực hai bước bằng dòng lệnh',
    'user-added-by-cli': 'Thêm tài khoản bằng dòng lệnh',
    'password-set-by-cli': 'Đặt mật khẩu bằng dòng lệnh',
    denied: 'Bị từ chối (không có quyền)',
  },
  'Khách hàng': {
    'view-leads': 'Xem danh sách khách hàng',
    'view-lead': 'Xem một khách hàng',
    'export-leads': 'Tải CSV khách hàng',
    'lead-status': 'Đổi trạng thái khách hàng',
    'lead-note': 'Thêm ghi chú khách hàng',
  },
  'Nội dung trang': {
    'create-page': 'Tạo trang mới (bản nháp)',
    'save-draft': 'Lưu bản nháp',
    'upload-image': 'Tải ảnh lên bản nháp',
    'delete-page': 'Xoá trang (trong bản nháp)',
    'discard-draft': 'Bỏ bản nháp',
    'take-over': 'Giành quyền sửa trang',
    'send-for-review': 'Gửi duyệt',
    'return-draft': 'Trả lại bản nháp cho người soạn',
    publish: 'Đăng trang',
    restore: 'Khôi phục phiên bản cũ thành bản nháp',
    'content-sync-conflict': 'Kho nội dung gốc đã tách nhánh (cần người phụ trách kỹ thuật)',
  },
  'Xem trước và thử nghiệm A/B': {
    'create-preview-link': 'Tạo liên kết xem trước',
    'revoke-preview-link': 'Thu hồi liên kết xem trước',
    'open-preview-link': 'Mở liên kết xem trước',
    'preview-link-refused': 'Liên kết xem trước bị từ chối (hết hạn, thu hồi hoặc sai)',
    'end-experiment': 'Kết thúc thử nghiệm A/B',
    'end-experiment-refused': 'Kết thúc thử nghiệm A/B: chưa được (trang có lỗi)',
  },
  Website: {
    'site-release': 'Đưa bản mới của website lên',
    'site-rollback': 'Quay website về bản trước',
  },
} as const satisfies Record<string, Record<string, string>>;

type Groups = typeof AUDIT_ACTION_GROUPS;
export type AuditAction = { [G in keyof Groups]: keyof Groups[G] }[keyof Groups];

/** Each action's Vietnamese name. */
export const AUDIT_ACTIONS: Readonly<Record<AuditAction, string>> = Object.assign({}, ...Object.values(AUDIT_ACTION_GROUPS));

export const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTIONS, action);

/** What a route handler writes to the log: the request gives the person and address. */
export type Audit = (req: Request, action: AuditAction, extra?: { target?: string; detail?: string }) => Promise<unknown>;
