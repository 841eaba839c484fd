// One table for the app:// protocol and the web edition's server: see core/web/mimeTypes.mjs.
export { mimeTypeFor } from '../../../core/web/mimeTypes.mjs';
