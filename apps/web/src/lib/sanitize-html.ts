import DOMPurify from "dompurify";

/**
 * HTML from the server or a caller, made safe to render: no scripts, event handlers, styles, frames or form
 * controls; links keep only safe addresses (DOMPurify's rules). Load it only where HTML is shown: it is kept
 * out of the first download.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
  });
