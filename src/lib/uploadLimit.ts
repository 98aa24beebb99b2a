/**
 * The largest image file staff may upload: a phone's photo as it comes off the camera (12–50 MP JPEGs
 * run to 5–15 MB). What is kept is smaller: uploads are re-encoded at most 2,560 px on a side.
 */
export const UPLOAD_LIMIT_MB = 20;
