import { Box, Tooltip, Typography } from "@mui/material";
import type { ConfirmBulletList } from "../../lib/confirm.ts";

export type ConfirmBulletsProps = { lists: readonly ConfirmBulletList[] };

/** Bullet lists of a confirmation pop-up; an item with a tooltip shows it on hover or keyboard focus. */
export const ConfirmBullets = ({ lists }: ConfirmBulletsProps) => (
  <>
    {lists.map((list, listIndex) => (
      <Box key={list.title ?? listIndex} sx={{ mt: 2 }}>
        {list.title && (
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
            {list.title}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, maxHeight: 240, overflowY: "auto" }}>
          {list.items.map((item, index) => (
            <Typography component="li" variant="body2" key={`${item.label}-${index}`} sx={{ py: 0.25 }}>
              {item.tooltip ? (
                <Tooltip
                  title={<Box sx={{ whiteSpace: "pre-line" }}>{item.tooltip}</Box>}
                  placement="right"
                  arrow
                >
                  <Box
                    component="span"
                    tabIndex={0}
                    sx={{
                      // Underlined only: a border style on every side would draw a dotted box around the item.
                      borderBottom: "1px dotted",
                      borderBottomColor: "text.secondary",
                      cursor: "help",
                    }}
                  >
                    {item.label}
                  </Box>
                </Tooltip>
              ) : (
                item.label
              )}
            </Typography>
          ))}
        </Box>
      </Box>
    ))}
  </>
);
