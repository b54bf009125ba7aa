import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type EmployeeDetails,
  type UpdateProfilePictureReply,
  UpdateEmployeeProfilePictureContract,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useSession } from "../../../auth/index.ts";
import { employeeDetailsQueryKey } from "../../api/get-employee-details.ts";
import { uploadProfilePicture } from "./upload-profile-picture.ts";

/** POST Employee/UpdateEmployeeProfilePicture (portal-platform §7.3: EmpId, ImagePath); null removes it. */
export const updateProfilePicture = (
  empId: number,
  imagePath: string | null,
): Promise<UpdateProfilePictureReply> =>
  callContract(UpdateEmployeeProfilePictureContract, { body: { EmpId: empId, ImagePath: imagePath } });

/**
 * Uploads a cropped picture and sets it (or, given null, removes the picture); the header's avatar and this
 * page show the change at once (the stored session and the profile's query).
 */
export const useSaveProfilePicture = () => {
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (picture: File | null) => {
      if (!user) throw new Error("not signed in");
      const path = picture ? (await uploadProfilePicture(picture)).ImagePath : null;
      return updateProfilePicture(user.EmployeeId, path);
    },
    onSuccess: ({ ProfilePicturePath }) => {
      if (!user) return;
      updateUser({ ProfilePicturePath });
      queryClient.setQueryData<EmployeeDetails>(employeeDetailsQueryKey(user.EmployeeId), (details) =>
        details ? { ...details, ProfilePicturePath } : details,
      );
    },
  });
};
