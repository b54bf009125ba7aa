/**
 * Reads CSV text (RFC 4180): fields separated by commas, records by CRLF or LF, a field in double quotes may hold
 * commas, line breaks and doubled quotes (""). A leading byte-order mark is dropped; a last empty line is no row.
 */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (; i < text.length; i += 1) {
    const c = text[i];
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else inQuotes = false;
      } else field += c;
    } else if (c === '"' && field === "") inQuotes = true;
    else if (c === ",") endField();
    else if (c === "\r" && text[i + 1] === "\n") {
      endRow();
      i += 1;
    } else if (c === "\n" || c === "\r") endRow();
    else field += c;
  }
  if (field !== "" || row.length > 0 || inQuotes) endRow();
  return rows;
};
