import { useState, type Ref } from "react";
import { IconButton, InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";

export type PasswordFieldProps = Omit<TextFieldProps, "type" | "inputRef"> & {
  inputRef?: Ref<HTMLInputElement>;
};

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = ({ label, slotProps, ...props }: PasswordFieldProps) => {
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={isVisible ? "text" : "password"}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={
                  isVisible ? `Hide ${String(label).toLowerCase()}` : `Show ${String(label).toLowerCase()}`
                }
                onClick={() => setVisible((v) => !v)}
                edge="end"
                size="small"
              >
                {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
