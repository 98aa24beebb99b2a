/** The routes of the legal pages a form's consent line links to (pages/chinh-sach-bao-mat.json, pages/dieu-khoan-su-dung.json). */
export const LEGAL_ROUTES = { privacy: '/chinh-sach-bao-mat', terms: '/dieu-khoan-su-dung' } as const;
