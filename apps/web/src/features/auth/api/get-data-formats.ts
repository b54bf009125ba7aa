import { DEFAULT_DATE_FORMAT, DEFAULT_DATE_TIME_FORMAT, GetDataFormatsContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { dataFormatsStore, type DataFormats } from "../../../lib/storage.ts";

/**
 * The organisation's date formats (shared/GetDataFormats), read once per session: asked for only when the
 * browser has none stored, then kept in local storage until sign-out clears it.
 */
export const getDataFormats = async (): Promise<DataFormats> => {
  const stored = dataFormatsStore.read();
  if (stored) return stored;
  const formats = await callContract(GetDataFormatsContract, { isSilent: true });
  dataFormatsStore.write(formats);
  return formats;
};

/** The formats in use: the stored ones, or the defaults until they have been read. */
export const currentDataFormats = (): DataFormats =>
  dataFormatsStore.read() ?? { DateFormat: DEFAULT_DATE_FORMAT, DateTimeFormat: DEFAULT_DATE_TIME_FORMAT };
