import { describe, expect, it } from "vitest";
import { ChangePasswordFormSchema, ProfileFormSchema, PHONE_FORMAT_MESSAGE } from "@fieldstead/domain";
import { serverFieldErrors, zodFormResolver } from "./form-resolver.ts";
import { ApiError } from "./http.ts";

const options = { fields: {}, shouldUseNativeValidation: false };

describe("the form resolver", () => {
  it("answers the parsed values when the form is valid", async () => {
    const result = await zodFormResolver(ProfileFormSchema)(
      { EmpFirstName: " Ana ", EmpLastName: "Lima", PhoneNumber: "" },
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { EmpFirstName: "Ana", EmpLastName: "Lima", PhoneNumber: null },
      errors: {},
    });
  });

  it("puts each message on its field", async () => {
    const result = await zodFormResolver(ProfileFormSchema)(
      { EmpFirstName: " ", EmpLastName: "Lima", PhoneNumber: "555 0100" },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      EmpFirstName: { type: "too_small", message: "Enter the first name." },
      PhoneNumber: { type: "custom", message: PHONE_FORMAT_MESSAGE },
    });
  });

  it("places a cross-field rule's message on the field it names", async () => {
    const result = await zodFormResolver(ChangePasswordFormSchema)(
      {
        CurrentPassword: "old-password-1",
        NewPassword: "Brand-new-pass-7",
        ConfirmPassword: "Brand-new-pass-8",
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({
      ConfirmPassword: { type: "custom", message: "The passwords do not match." },
    });
  });
});

describe("server field errors", () => {
  const fields = ["CurrentPassword", "NewPassword"] as const;
  it("keeps the fields of this form that a 400 named", () => {
    const error = new ApiError(400, "Invalid request", "INVALID_REQUEST", [
      { field: "CurrentPassword", message: "The current password is not correct." },
      { field: "body", message: "is invalid" },
    ]);
    expect(serverFieldErrors(error, fields)).toEqual([
      { field: "CurrentPassword", message: "The current password is not correct." },
    ]);
  });
  it.each([[new Error("network")], [null], [new ApiError(500, "Server-side error: 500")]])(
    "finds none in %s",
    (error) => {
      expect(serverFieldErrors(error, fields)).toEqual([]);
    },
  );
});
