import { useQuery } from "@tanstack/react-query";
import { CATALOGUE_KEY } from "../../api/asset-keys.ts";
import { getCategoryList } from "../api/get-category-list.ts";
import { getManufacturerList } from "../api/get-manufacturer-list.ts";

const ALL = { StartRow: 0, PageSize: 500, SortModel: [], FilterModel: {} };

/** Categories and manufacturers as pick-list options (a catalogue holds a few hundred at most). */
export const useCatalogueOptions = () => {
  const categories = useQuery({
    queryKey: [...CATALOGUE_KEY, "category-options"] as const,
    queryFn: async () => (await getCategoryList(ALL)).Rows,
  });
  const manufacturers = useQuery({
    queryKey: [...CATALOGUE_KEY, "manufacturer-options"] as const,
    queryFn: async () => (await getManufacturerList(ALL)).Rows,
  });
  return {
    categories: (categories.data ?? []).map((c) => ({ value: String(c.Id), label: `${c.Name} (${c.Code})` })),
    manufacturers: [
      { value: "", label: "None" },
      ...(manufacturers.data ?? []).map((m) => ({ value: String(m.Id), label: m.Name })),
    ],
  };
};
